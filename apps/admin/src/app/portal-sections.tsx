import {
  AlertIcon,
  ArrowRightIcon,
  CartIcon,
  ClipboardCheckIcon,
  GridIcon,
  LaptopIcon,
  ListIcon,
  MailIcon,
  PhoneIcon,
  RecycleIcon,
  RefreshIcon,
  ReturnIcon,
  ShieldIcon,
  StarIcon,
  StoreIcon,
  TagIcon,
  UsersIcon,
} from '@phonehub/ui';
import { lazy, type ComponentType, type ReactNode } from 'react';
import { SearchIcon } from '@phonehub/ui';
import { PendingApplicationsBadge } from '../features/partner-applications/components/pending-applications-badge';
import { OpenTicketsBadge, SupportSectionIcon } from '../features/support/components/open-tickets-badge';

export interface PortalSection {
  /** The section's path under the dashboard, e.g. 'orders' for /dashboard-{suffix}/orders. */
  path: string;
  label: string;
  icon: ReactNode;
  Component: ComponentType;
  /** Shown after the label on the tab, e.g. how many items wait there. */
  Badge?: ComponentType;
}

// Each section's code loads when it is first opened.
const TradesTab = lazy(() =>
  import('../features/trades/components/trades-tab').then((m) => ({ default: m.TradesTab })),
);
const UsersTab = lazy(() =>
  import('../features/users/components/users-tab').then((m) => ({ default: m.UsersTab })),
);
const AnalyticsTab = lazy(() =>
  import('../features/trades/components/analytics-tab').then((m) => ({ default: m.AnalyticsTab })),
);
const PayoutsTab = lazy(() =>
  import('../features/payouts/components/payouts-tab').then((m) => ({ default: m.PayoutsTab })),
);
const DisputesTab = lazy(() =>
  import('../features/disputes/components/disputes-tab').then((m) => ({ default: m.DisputesTab })),
);
const ReconciliationTab = lazy(() =>
  import('../features/reconciliation/components/reconciliation-tab').then((m) => ({
    default: m.ReconciliationTab,
  })),
);
const DevicePricingTab = lazy(() =>
  import('../features/device-pricing/components/device-pricing-tab').then((m) => ({
    default: m.DevicePricingTab,
  })),
);
const OrdersTab = lazy(() =>
  import('../features/orders/components/orders-tab').then((m) => ({ default: m.OrdersTab })),
);
const SalesTab = lazy(() =>
  import('../features/sales/components/sales-tab').then((m) => ({ default: m.SalesTab })),
);
const SellersTab = lazy(() =>
  import('../features/sellers/components/sellers-tab').then((m) => ({ default: m.SellersTab })),
);
const PartnerApplicationsTab = lazy(() =>
  import('../features/partner-applications/components/partner-applications-tab').then((m) => ({
    default: m.PartnerApplicationsTab,
  })),
);
const ReturnsTab = lazy(() =>
  import('../features/returns/components/returns-tab').then((m) => ({ default: m.ReturnsTab })),
);
const SiteSettingsTab = lazy(() =>
  import('../features/site-settings/components/site-settings-tab').then((m) => ({
    default: m.SiteSettingsTab,
  })),
);
const SupportTab = lazy(() =>
  import('../features/support/components/support-tab').then((m) => ({ default: m.SupportTab })),
);
const ProductsTab = lazy(() =>
  import('../features/products/components/products-tab').then((m) => ({ default: m.ProductsTab })),
);
const ReviewsTab = lazy(() =>
  import('../features/reviews/components/reviews-tab').then((m) => ({ default: m.ReviewsTab })),
);
const MailTab = lazy(() =>
  import('../features/mail/components/mail-tab').then((m) => ({ default: m.MailTab })),
);
const ActivityTab = lazy(() =>
  import('../features/activity/components/activity-tab').then((m) => ({ default: m.ActivityTab })),
);
const SessionsTab = lazy(() =>
  import('../features/sessions/components/sessions-tab').then((m) => ({ default: m.SessionsTab })),
);
const SecurityTab = lazy(() =>
  import('../features/auth/components/two-factor-section').then((m) => ({ default: m.TwoFactorSection })),
);

/** The portal's sections in the spec's order; the first is where the bare dashboard path goes. A later section is one more entry here. */
export const PORTAL_SECTIONS: readonly PortalSection[] = [
  { path: 'trades', label: 'Trades', icon: <RecycleIcon size={18} />, Component: TradesTab },
  { path: 'users', label: 'Users', icon: <UsersIcon size={18} />, Component: UsersTab },
  { path: 'analytics', label: 'Analytics', icon: <GridIcon size={18} />, Component: AnalyticsTab },
  {
    path: 'site-settings',
    label: 'Site Settings',
    icon: <SearchIcon size={18} />,
    Component: SiteSettingsTab,
  },
  { path: 'products', label: 'Products', icon: <LaptopIcon size={18} />, Component: ProductsTab },
  { path: 'sellers', label: 'Sellers', icon: <StoreIcon size={18} />, Component: SellersTab },
  {
    path: 'device-pricing',
    label: 'Device Pricing',
    icon: <PhoneIcon size={18} />,
    Component: DevicePricingTab,
  },
  {
    path: 'partner-applications',
    label: 'Partner Applications',
    icon: <ClipboardCheckIcon size={18} />,
    Component: PartnerApplicationsTab,
    Badge: PendingApplicationsBadge,
  },
  { path: 'reviews', label: 'Reviews', icon: <StarIcon size={18} />, Component: ReviewsTab },
  { path: 'orders', label: 'Orders', icon: <CartIcon size={18} />, Component: OrdersTab },
  { path: 'sales', label: 'Sales', icon: <TagIcon size={18} />, Component: SalesTab },
  { path: 'returns', label: 'Returns', icon: <ReturnIcon size={18} />, Component: ReturnsTab },
  {
    path: 'support',
    label: 'Support',
    icon: <SupportSectionIcon />,
    Component: SupportTab,
    Badge: OpenTicketsBadge,
  },
  { path: 'mail', label: 'Mail', icon: <MailIcon size={18} />, Component: MailTab },
  { path: 'activity', label: 'Activity', icon: <ListIcon size={18} />, Component: ActivityTab },
  { path: 'payouts', label: 'Payouts', icon: <ArrowRightIcon size={18} />, Component: PayoutsTab },
  { path: 'disputes', label: 'Disputes', icon: <AlertIcon size={18} />, Component: DisputesTab },
  {
    path: 'reconciliation',
    label: 'Reconciliation',
    icon: <RefreshIcon size={18} />,
    Component: ReconciliationTab,
  },
  { path: 'security', label: 'Security', icon: <ShieldIcon size={18} />, Component: SecurityTab },
  { path: 'sessions', label: 'Sessions', icon: <LaptopIcon size={18} />, Component: SessionsTab },
];

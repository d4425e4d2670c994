import { CartIcon, GridIcon, PhoneIcon, RecycleIcon, TagIcon, UsersIcon, type TabItem } from '@phonehub/ui';
import { DevicePricingTab } from '../features/device-pricing/components/device-pricing-tab';
import { OrdersTab } from '../features/orders/components/orders-tab';
import { SalesTab } from '../features/sales/components/sales-tab';
import { AnalyticsTab } from '../features/trades/components/analytics-tab';
import { TradesTab } from '../features/trades/components/trades-tab';
import { UsersTab } from '../features/users/components/users-tab';

/** The portal's sections in the spec's order; the first is open on arrival. A later section is one more entry here. */
export const PORTAL_TABS: readonly TabItem[] = [
  {
    value: 'trades',
    label: (
      <>
        <RecycleIcon size={18} /> Trades
      </>
    ),
    content: <TradesTab />,
  },
  {
    value: 'users',
    label: (
      <>
        <UsersIcon size={18} /> Users
      </>
    ),
    content: <UsersTab />,
  },
  {
    value: 'analytics',
    label: (
      <>
        <GridIcon size={18} /> Analytics
      </>
    ),
    content: <AnalyticsTab />,
  },
  {
    value: 'device-pricing',
    label: (
      <>
        <PhoneIcon size={18} /> Device Pricing
      </>
    ),
    content: <DevicePricingTab />,
  },
  {
    value: 'orders',
    label: (
      <>
        <CartIcon size={18} /> Orders
      </>
    ),
    content: <OrdersTab />,
  },
  {
    value: 'sales',
    label: (
      <>
        <TagIcon size={18} /> Sales
      </>
    ),
    content: <SalesTab />,
  },
];

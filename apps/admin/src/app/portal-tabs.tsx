import { CartIcon, TagIcon, UsersIcon, type TabItem } from '@phonehub/ui';
import { OrdersTab } from '../features/orders/components/orders-tab';
import { SalesTab } from '../features/sales/components/sales-tab';
import { UsersTab } from '../features/users/components/users-tab';

/** The portal's sections. A later section is one more entry here. */
export const PORTAL_TABS: readonly TabItem[] = [
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

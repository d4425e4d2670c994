import { orderReference } from '@phonehub/domain';
import type { AdminOrder } from '@phonehub/contracts';
import { formatDate, type TableColumn } from '@phonehub/ui';
import { formatMoney } from './money';

/** Who placed an order or asked for a return: their name (Guest without an account) over their email. */
export function CustomerCell({ name, email }: { name: string | null; email: string }) {
  return (
    <span className="customer">
      <span className="customer__name">{name || 'Guest'}</span>
      <span className="customer__email">{email}</span>
    </span>
  );
}

/** '3 items': the units of the order's lines. */
export function itemCount(order: Pick<AdminOrder, 'items'>): string {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
}

// The columns the orders and sales tables share (both list AdminOrder rows; both sort by created_at and total).
export const orderReferenceColumn: TableColumn<AdminOrder> = {
  id: 'order',
  header: 'Order',
  cell: (o) => `#${orderReference(o.id)}`,
  className: 'admin-tab__strong',
};
export const orderDateColumn: TableColumn<AdminOrder> = {
  id: 'date',
  header: 'Date',
  cell: (o) => formatDate(o.created_at, 'short'),
  sortKey: 'created_at',
  sortFirst: 'desc',
};
export const orderCustomerColumn: TableColumn<AdminOrder> = {
  id: 'customer',
  header: 'Customer',
  cell: (o) => <CustomerCell name={o.user_name} email={o.user_email} />,
};
export const orderTotalColumn = (header: string): TableColumn<AdminOrder> => ({
  id: 'total',
  header,
  cell: (o) => formatMoney(o.total),
  sortKey: 'total',
  sortFirst: 'desc',
  className: 'admin-tab__strong',
});

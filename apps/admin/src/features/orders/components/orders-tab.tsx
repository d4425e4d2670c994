import { holdsPayment, orderMachine, orderReference } from '@phonehub/domain';
import { ACTIONS_COLUMN, CartIcon, ClipboardCheckIcon, TagIcon, type TableColumn } from '@phonehub/ui';
import { useState } from 'react';
import { ListCard } from '../../../shared/list-section';
import { formatMoney } from '../../../shared/money';
import {
  itemCount,
  orderCustomerColumn,
  orderDateColumn,
  orderReferenceColumn,
  orderTotalColumn,
} from '../../../shared/order-columns';
import { StatCards, type StatSpec } from '../../../shared/stat-card';
import { useAdminOrderStats, type OrderStats } from '../api/get-order-stats';
import { useAdminOrders, type AdminOrder } from '../api/get-orders';
import { OrderStatusControl } from './order-status-control';
import { OrderPayment } from './payment-status-badge';
import { RefundOrderDialog } from './refund-order-dialog';
import { RowButton } from '../../../shared/row-button';

const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  ...orderMachine.states.map((value) => ({ value, label: label(value) })),
];

function columns(onRefund: (order: AdminOrder) => void): TableColumn<AdminOrder>[] {
  return [
    orderReferenceColumn,
    orderDateColumn,
    orderCustomerColumn,
    { id: 'items', header: 'Items', cell: itemCount },
    orderTotalColumn('Total'),
    { id: 'payment', header: 'Payment', cell: (order) => <OrderPayment order={order} /> },
    { id: 'status', header: 'Status', cell: (order) => <OrderStatusControl order={order} /> },
    {
      ...ACTIONS_COLUMN,
      // Money still held can go back: a paid order, or one refunded in part.
      cell: (order) =>
        holdsPayment(order.payment_status) && (
          <RowButton label={`Refund order #${orderReference(order.id)}`} onClick={() => onRefund(order)}>
            Refund
          </RowButton>
        ),
    },
  ];
}

const STATS: StatSpec<OrderStats>[] = [
  { label: 'Total Orders', icon: <CartIcon size={20} />, value: (s) => s.total_orders },
  { label: 'Total Revenue', icon: <TagIcon size={20} />, value: (s) => formatMoney(s.total_revenue) },
  { label: 'Pending', icon: <ClipboardCheckIcon size={20} />, value: (s) => s.pending_orders },
  { label: 'Avg Order Value', icon: <TagIcon size={20} />, value: (s) => formatMoney(s.average_order_value) },
];

export function OrdersTab() {
  const orders = useAdminOrders();
  const stats = useAdminOrderStats();
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);

  return (
    <div className="admin-tab">
      <StatCards label="Order statistics" stats={stats.data} cards={STATS} />

      <ListCard
        list={orders}
        heading={['All Orders', 'Every order placed in the store.']}
        searchHint="Email or order number"
        statuses={STATUS_FILTER}
        onRefresh={() => Promise.all([orders.refresh(), stats.refetch()])}
        refreshing={orders.refreshing || stats.isFetching}
        columns={columns(setRefunding)}
        icon={<CartIcon size={26} />}
        emptyHint="Orders appear here once customers check out."
      />
      {refunding && (
        <RefundOrderDialog key={refunding.id} order={refunding} onClose={() => setRefunding(null)} />
      )}
    </div>
  );
}

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
import { BuyLabelDialog } from './buy-label-dialog';
import { needsShopLabel } from './order-parcels';
import { OrderParcelsDialog } from './order-parcels-dialog';
import { OrderStatusControl } from './order-status-control';
import { OrderPayment } from './payment-status-badge';
import { RefundOrderDialog } from './refund-order-dialog';
import { RowButton } from '../../../shared/row-button';
import './order-labels.css';

/** What the admin does with an order from its row: refund it, buy PhoneHub's parcel's label, see its parcels. */
type Open = { kind: 'refund' | 'label' | 'parcels'; order: AdminOrder };

const label = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
const STATUS_FILTER = [
  { value: '', label: 'All Status' },
  ...orderMachine.states.map((value) => ({ value, label: label(value) })),
];

function columns(open: (next: Open) => void): TableColumn<AdminOrder>[] {
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
      cell: (order) => {
        const reference = `#${orderReference(order.id)}`;
        return (
          <div className="admin-order-actions">
            {needsShopLabel(order) && (
              <RowButton
                variant="primary"
                label={`Buy shipping label for order ${reference}`}
                onClick={() => open({ kind: 'label', order })}
              >
                Buy label
              </RowButton>
            )}
            {/* A paid order's parcels: each one's label and tracking, or how it left. */}
            {holdsPayment(order.payment_status) && (order.parcels?.length ?? 0) > 0 && (
              <RowButton
                label={`Parcels of order ${reference}`}
                onClick={() => open({ kind: 'parcels', order })}
              >
                Parcels
              </RowButton>
            )}
            {/* Money still held can go back: a paid order, or one refunded in part. */}
            {holdsPayment(order.payment_status) && (
              <RowButton label={`Refund order ${reference}`} onClick={() => open({ kind: 'refund', order })}>
                Refund
              </RowButton>
            )}
          </div>
        );
      },
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
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

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
        columns={columns(setOpen)}
        icon={<CartIcon size={26} />}
        emptyHint="Orders appear here once customers check out."
      />
      {open?.kind === 'refund' && (
        <RefundOrderDialog key={open.order.id} order={open.order} onClose={close} />
      )}
      {/* Once bought, the order's parcels show with the new label to print. */}
      {open?.kind === 'label' && (
        <BuyLabelDialog
          key={open.order.id}
          order={open.order}
          onClose={close}
          onBought={(order) => setOpen({ kind: 'parcels', order })}
        />
      )}
      {open?.kind === 'parcels' && (
        <OrderParcelsDialog key={open.order.id} order={open.order} onClose={close} />
      )}
    </div>
  );
}

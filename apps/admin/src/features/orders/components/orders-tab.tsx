import { Button, Card, CardBody, CardHeader, CartIcon, ClipboardCheckIcon, formatDate, Pagination, RefreshIcon, TagIcon } from '@phonehub/ui';
import { useState } from 'react';
import { formatMoney, orderReference } from '../../../shared/money';
import { QueryView } from '../../../shared/query-view';
import { StatCard, StatGrid } from '../../../shared/stat-card';
import { useAdminOrderStats } from '../api/get-order-stats';
import { useAdminOrders, type AdminOrder } from '../api/get-orders';
import { OrderStatusControl } from './order-status-control';
import { PaymentStatusBadge } from './payment-status-badge';

const itemCount = (order: AdminOrder) => {
  const count = order.items.reduce((sum, item) => sum + item.quantity, 0);
  return `${count} ${count === 1 ? 'item' : 'items'}`;
};

export function OrdersTab() {
  const [page, setPage] = useState(1);
  const orders = useAdminOrders(page);
  const stats = useAdminOrderStats();
  const s = stats.data;

  let description = 'Every order placed in the store.';
  if (orders.data) description = `${orders.data.total} ${orders.data.total === 1 ? 'order' : 'orders'}, newest first.`;

  return (
    <div className="admin-tab">
      <StatGrid label="Order statistics">
        <StatCard label="Total Orders" icon={<CartIcon size={20} />} value={s ? s.total_orders : '—'} />
        <StatCard label="Total Revenue" icon={<TagIcon size={20} />} value={s ? formatMoney(s.total_revenue) : '—'} />
        <StatCard label="Pending" icon={<ClipboardCheckIcon size={20} />} value={s ? s.pending_orders : '—'} />
        <StatCard label="Avg Order Value" icon={<TagIcon size={20} />} value={s ? formatMoney(s.average_order_value) : '—'} />
      </StatGrid>

      <Card>
        <CardHeader
          title="All Orders"
          description={description}
          actions={
            <Button
              variant="outline"
              size="sm"
              onClick={() => Promise.all([orders.refetch(), stats.refetch()])}
              loading={orders.isFetching || stats.isFetching}
              loadingText="Refreshing..."
            >
              <RefreshIcon size={16} /> Refresh
            </Button>
          }
        />
        <CardBody>
          <QueryView
            query={orders}
            errorTitle="Orders could not be loaded"
            isEmpty={(data) => data.items.length === 0}
            empty={{ icon: <CartIcon size={26} />, title: 'No orders yet', description: 'Orders appear here once customers check out.' }}
          >
            {({ items: rows, total_pages }) => (
              <>
              <div className="ph-table-wrap">
                <table className="ph-table ph-table--stack">
                  <caption className="ph-visually-hidden">Orders</caption>
                  <thead>
                    <tr>
                      <th scope="col">Order</th>
                      <th scope="col">Date</th>
                      <th scope="col">Customer</th>
                      <th scope="col">Items</th>
                      <th scope="col">Total</th>
                      <th scope="col">Payment</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((order) => (
                      <tr key={order.id}>
                        <td data-label="Order" className="admin-tab__strong">
                          {orderReference(order.id)}
                        </td>
                        <td data-label="Date">{formatDate(order.created_at, 'short')}</td>
                        <td data-label="Customer">
                          <span className="customer">
                            <span className="customer__name">{order.user_name || 'Guest'}</span>
                            <span className="customer__email">{order.user_email}</span>
                          </span>
                        </td>
                        <td data-label="Items">{itemCount(order)}</td>
                        <td data-label="Total" className="admin-tab__strong">
                          {formatMoney(order.total)}
                        </td>
                        <td data-label="Payment">
                          <PaymentStatusBadge status={order.payment_status} />
                        </td>
                        <td data-label="Status">
                          <OrderStatusControl order={order} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={page} totalPages={total_pages} onPageChange={setPage} label="Orders pages" />
              </>
            )}
          </QueryView>
        </CardBody>
      </Card>
    </div>
  );
}

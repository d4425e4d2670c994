import { formatDollars } from '@phonehub/domain';
import { Badge, buttonClass, Card, CardBody, formatDate, CartIcon, QueryFallback } from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { useRecentOrders, type Order } from '../../api/get-my-orders';
import { LinkEmptyState } from '../link-empty-state';
import {
  itemCount,
  orderReference,
  parcelCount,
  orderStatusBadge,
  paymentStatusBadge,
  refundedLine,
  returnStatusBadge,
} from './order-format';
import './orders.css';

/** The profile's My Orders tab: the newest orders, and the way to all of them. Spec: a load failure is quiet, with a way to try again. */
export function RecentOrders() {
  const orders = useRecentOrders();

  if (!orders.data) {
    return (
      <QueryFallback
        query={orders}
        spinner={{ label: 'Loading orders...' }}
        error={{ look: 'inline', title: 'Failed to load orders' }}
      />
    );
  }
  const { items, total } = orders.data;
  if (total === 0) return <NoOrders />;
  return (
    <div className="recent-orders">
      <OrderRows orders={items} />
      {total > items.length && (
        <p className="recent-orders__more">
          <Link to="/orders" className={buttonClass({ variant: 'outline', size: 'sm' })}>
            View all {total} orders
          </Link>
        </p>
      )}
    </div>
  );
}

/** Nothing bought yet: the spec's empty state with Browse Products. */
export function NoOrders() {
  return (
    <LinkEmptyState
      icon={<CartIcon size={28} />}
      title="No orders yet"
      description="When you buy something, you can follow it here."
      to="/marketplace"
      linkText="Browse Products"
    />
  );
}

export function OrderRows({ orders }: { orders: readonly Order[] }) {
  return (
    <ul className="order-list" aria-label="Your orders">
      {orders.map((order) => (
        <li key={order.id}>
          <OrderRow order={order} />
        </li>
      ))}
    </ul>
  );
}

function OrderRow({ order }: { order: Order }) {
  const reference = orderReference(order.id);
  const status = orderStatusBadge(order.status);
  const payment = paymentStatusBadge(order.payment_status);
  const refunded = refundedLine(order);
  const returned = order.return ? returnStatusBadge(order.return.status) : null;
  const count = itemCount(order);
  const parcels = parcelCount(order);
  return (
    <Card className="order-row">
      <CardBody className="order-row__body">
        <div className="order-row__main">
          <h3 className="order-row__title">Order #{reference}</h3>
          <p className="order-row__meta">
            <time dateTime={order.created_at}>{formatDate(order.created_at)}</time> · {count}{' '}
            {count === 1 ? 'item' : 'items'}
            {parcels && ` · ${parcels}`}
          </p>
          <p className="order-row__badges">
            <Badge tone={status.tone}>{status.label}</Badge>{' '}
            <Badge tone={payment.tone}>{payment.label}</Badge>
            {returned && <Badge tone={returned.tone}>Return {returned.label.toLowerCase()}</Badge>}
            {refunded && <span className="text-muted">{refunded}</span>}
          </p>
        </div>
        <p className="order-row__total" data-testid="order-total">
          {formatDollars(order.total)}
        </p>
        <Link
          to={`/orders/${encodeURIComponent(order.id)}`}
          className={buttonClass({ variant: 'outline', size: 'sm' })}
        >
          View<span className="ph-visually-hidden"> order #{reference}</span>
        </Link>
      </CardBody>
    </Card>
  );
}

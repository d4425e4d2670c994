import type { Order } from '@phonehub/contracts';
import { isApiError } from '@phonehub/api-client';
import { formatCents, formatDollars, returnWindowOpen, toCents } from '@phonehub/domain';
import {
  Badge,
  buttonClass,
  Card,
  CardBody,
  CardHeader,
  ChevronLeftIcon,
  formatDate,
  ImageIcon,
  InfoIcon,
  TruckIcon,
  type QueryErrorView,
} from '@phonehub/ui';
import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../../../api/get-order';
import { CancelOrder, shopperMayCancel } from '../../../components/orders/cancel-order';
import {
  lineName,
  orderReference,
  orderStatusBadge,
  paymentStatusBadge,
  refundedLine,
} from '../../../components/orders/order-format';
import { OrderShipments } from './order-shipments';
import { awaitsPayment, PayNow } from '../../../components/orders/pay-now';
import { ReturnRequest } from './return-request';
import { ReturnStatusCard } from './return-status';
import '../../../components/orders/orders.css';
import { RecordPage } from '../../../components/record-page';

export function OrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  return (
    <RecordPage
      query={order}
      title={(order) => `Order #${orderReference(order.id)}`}
      failedTitle="Order not found"
      loadingLabel="Loading order..."
      failure={orderFailure}
    >
      {(order) => <OrderDetails order={order} />}
    </RecordPage>
  );
}

/** Only a real 404 means there is no such order of this account's; anything else may pass. */
function orderFailure(error: unknown): QueryErrorView {
  if (isApiError(error) && error.status === 404) {
    return { look: 'state', title: 'Order not found', action: <Link to="/orders">Back to My orders</Link> };
  }
  return { look: 'state', title: 'Failed to load order' };
}

function OrderDetails({ order }: { order: Order }) {
  const status = orderStatusBadge(order.status);
  const payment = paymentStatusBadge(order.payment_status);
  const refunded = refundedLine(order);
  const a = order.shipping_address;
  return (
    <div className="ph-container page order-page">
      <Link to="/orders" className="order-page__back">
        <ChevronLeftIcon size={16} /> Back to My orders
      </Link>
      <div className="page__header">
        <h1 className="page__title">Order #{orderReference(order.id)}</h1>
        <p className="page__subtitle">
          Placed on <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
        </p>
        <p className="order-row__badges">
          <Badge tone={status.tone}>{status.label}</Badge> <Badge tone={payment.tone}>{payment.label}</Badge>
          {refunded && (
            <span className="text-muted" data-testid="order-refunded">
              ({refunded})
            </span>
          )}
        </p>
        {order.tracking_number && order.shipments.length === 0 && (
          <p className="order-page__tracking">
            <TruckIcon size={16} /> Tracking number: {order.tracking_number}
          </p>
        )}
        {awaitsPayment(order) && (
          <p className="order-page__awaiting" data-testid="order-awaiting-payment">
            This order has not been paid yet. Its items stay reserved for a short while: pay now, or cancel
            it.
          </p>
        )}
        {shopperMayCancel(order) && (
          <div className="order-page__actions">
            {awaitsPayment(order) && <PayNow orderId={order.id} />}
            <CancelOrder order={order} />
          </div>
        )}
        <p className="order-page__help">
          <Link
            to={`/support?order=${encodeURIComponent(order.id)}`}
            className={buttonClass({ variant: 'outline', size: 'sm' })}
          >
            <InfoIcon size={16} /> Get help with this order
          </Link>
        </p>
      </div>

      <div className="order-page__grid">
        <Card>
          <CardHeader title="Items" />
          <CardBody>
            <ul className="order-lines" aria-label="Items">
              {order.items.map((item, index) => {
                const name = lineName(item);
                return (
                  <li key={`${item.product_id ?? name}-${index}`} className="order-line">
                    {item.image ? (
                      <img className="order-line__image" src={item.image} alt="" />
                    ) : (
                      <span className="order-line__image order-line__image--empty" aria-hidden="true">
                        <ImageIcon size={20} />
                      </span>
                    )}
                    <span className="order-line__text">
                      <span className="order-line__name">{name}</span>
                      {item.seller && (
                        <span className="order-line__seller">Sold by {item.seller.company_name}</span>
                      )}
                      <span className="text-muted">
                        {item.quantity} × {formatDollars(item.price)}
                      </span>
                    </span>
                    <span className="order-line__total">
                      {formatCents(toCents(item.price) * item.quantity)}
                    </span>
                  </li>
                );
              })}
            </ul>
            <dl className="order-summary__rows">
              <div>
                <dt>Subtotal</dt>
                <dd data-testid="order-subtotal">{formatDollars(order.subtotal)}</dd>
              </div>
              <div>
                <dt>Tax</dt>
                <dd data-testid="order-tax">{formatDollars(order.tax)}</dd>
              </div>
              <ParcelShipping order={order} />
              <div className="order-summary__total">
                <dt>Total</dt>
                <dd data-testid="order-total">{formatDollars(order.total)}</dd>
              </div>
            </dl>
          </CardBody>
        </Card>

        <div className="order-page__side">
          <OrderShipments order={order} />
          <Card>
            <CardHeader title="Shipping address" />
            <CardBody>
              <address className="checkout-review__address" data-testid="order-address">
                {a.name}
                <br />
                {a.address_line_1}
                {a.address_line_2 && (
                  <>
                    <br />
                    {a.address_line_2}
                  </>
                )}
                <br />
                {a.city}, {a.state} {a.postal_code}
                <br />
                {a.country}
              </address>
            </CardBody>
          </Card>
          {order.return ? (
            <ReturnStatusCard orderReturn={order.return} />
          ) : (
            returnWindowOpen(order) && (
              <Card>
                <CardHeader title="Returns" />
                <CardBody>
                  <ReturnRequest order={order} />
                </CardBody>
              </Card>
            )
          )}
        </div>
      </div>
    </div>
  );
}

const shippingText = (dollars: number) => (dollars === 0 ? 'Free' : formatDollars(dollars));

/**
 * The shipping rows: one per parcel as charged when the order was placed ("Shipping from <seller>"
 * for a marketplace seller's), or the order's one shipping figure when only PhoneHub ships it.
 */
function ParcelShipping({ order }: { order: Order }) {
  const parcels = order.parcels ?? [];
  if (!parcels.some((p) => p.seller !== null))
    return (
      <div>
        <dt>Shipping</dt>
        <dd data-testid="order-shipping">{shippingText(order.shipping_cost)}</dd>
      </div>
    );
  return (
    <>
      {parcels.map((parcel) => (
        <div key={parcel.seller?.id ?? 'shop'}>
          <dt>Shipping from {parcel.sold_by}</dt>
          <dd data-testid={parcel.seller ? `order-shipping-${parcel.seller.id}` : 'order-shipping'}>
            {shippingText(parcel.shipping_cost)}
          </dd>
        </div>
      ))}
    </>
  );
}

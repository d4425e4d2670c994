import type { OrderReturn } from '@phonehub/contracts';
import { BRAND_NAME, formatDollars } from '@phonehub/domain';
import { Badge, Card, CardBody, CardHeader, formatDate, ParcelTrackingCard } from '@phonehub/ui';
import { returnStatusBadge } from '../../../components/orders/order-format';

/**
 * The order's return as the shopper follows it: where it stands, what happens next, the admin's
 * note, the prepaid return label (to print while the return is approved) and its tracking, the
 * items and the refund.
 */
export function ReturnStatusCard({ orderReturn }: { orderReturn: OrderReturn }) {
  const status = returnStatusBadge(orderReturn.status);
  const refundDone = orderReturn.status === 'refunded';
  return (
    <Card>
      <CardHeader title="Return" />
      <CardBody>
        <section className="order-return" aria-label="Return">
          <p className="order-return__status">
            <Badge tone={status.tone}>{status.label}</Badge>
            <span className="text-muted">
              Requested on <time dateTime={orderReturn.created_at}>{formatDate(orderReturn.created_at)}</time>
            </span>
          </p>
          <p data-testid="return-next-step">{status.next}</p>
          {orderReturn.note && (
            <blockquote className="order-return__note" data-testid="return-note">
              <strong>Note from {BRAND_NAME}:</strong> {orderReturn.note}
            </blockquote>
          )}
          {orderReturn.label && (
            <ParcelTrackingCard
              tracking={orderReturn.label}
              title="Your return parcel"
              labelLink={orderReturn.status === 'approved' ? 'Print your return label (PDF)' : undefined}
            />
          )}
          <ul className="order-return__items" aria-label="Returned items">
            {orderReturn.items.map((item) => (
              <li key={item.order_item_id}>
                {item.quantity} × {item.product_name}
              </li>
            ))}
          </ul>
          {orderReturn.status !== 'rejected' && (
            <p className="order-return__refund" data-testid="return-refund">
              {refundDone ? 'Refunded' : 'Refund'}:{' '}
              <strong>{formatDollars(orderReturn.refund_amount)}</strong>
            </p>
          )}
        </section>
      </CardBody>
    </Card>
  );
}

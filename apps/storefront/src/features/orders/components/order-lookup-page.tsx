import type { OrderLookupResult } from '@phonehub/contracts';
import { isApiError } from '@phonehub/api-client';
import { normalizeOrderReference, SHIPPING_METHODS } from '@phonehub/domain';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  formatDate,
  EmailField,
  ParcelTrackingCard,
  TextField,
  TruckIcon,
} from '@phonehub/ui';
import { useSearchParams } from 'react-router-dom';
import { requiredSummary } from '../../../lib/form-validation';
import { useCheckedForm } from '../../../lib/use-checked-form';
import { usePageTitle } from '../../../lib/use-page-title';
import { useOrderLookup } from '../../../api/lookup-order';
import { orderStatusBadge, paymentStatusBadge } from '../../../components/orders/order-format';
import { validateOrderLookup, type OrderLookupValues } from './order-lookup-form';
import '../../../components/orders/orders.css';

export const LOOKUP_NOT_FOUND =
  'We could not find an order with that email address and reference. Please check both and try again.';

/** Why a lookup failed, in the shopper's words: not found (either half wrong), too many tries, or the API's own sentence. */
function lookupFailure(error: unknown): string {
  if (isApiError(error) && error.status === 404) return LOOKUP_NOT_FOUND;
  if (isApiError(error) && error.detail) return error.detail;
  return 'Something went wrong. Please try again.';
}

/** /orders/lookup (public): a guest finds an order with the email it was placed with and its 8-character reference. */
export function OrderLookupPage() {
  usePageTitle('Find your order');
  const [params] = useSearchParams();
  const lookup = useOrderLookup();
  const { register, handleSubmit, errors } = useCheckedForm<OrderLookupValues>(validateOrderLookup, {
    email: '',
    reference: params.get('reference') ?? '',
  });

  const onSubmit = handleSubmit((values) =>
    lookup.mutate({
      email: values.email.trim(),
      reference: normalizeOrderReference(values.reference) ?? values.reference,
    }),
  );
  const summary = requiredSummary(errors);

  return (
    <div className="ph-container page">
      <div className="page__header">
        <h1 className="page__title">Find your order</h1>
        <p className="page__subtitle">
          Enter the email address you checked out with and the order reference from your confirmation email.
        </p>
      </div>
      <div className="order-lookup">
        <Card>
          <CardBody>
            <form className="order-lookup__form" onSubmit={onSubmit} noValidate aria-label="Find your order">
              {summary && <Alert tone="danger">{summary}</Alert>}
              <EmailField required error={errors.email?.message} {...register('email')} />
              <TextField
                label="Order reference"
                hint="8 characters, e.g. 1a2b3c4d"
                autoComplete="off"
                spellCheck={false}
                required
                error={errors.reference?.message}
                {...register('reference')}
              />
              {lookup.isError && <Alert tone="danger">{lookupFailure(lookup.error)}</Alert>}
              <div className="form-actions">
                <Button type="submit" loading={lookup.isPending} loadingText="Finding your order...">
                  Find Order
                </Button>
              </div>
            </form>
          </CardBody>
        </Card>
        {/* Announced when it appears: the answer comes after the button, not where focus is. */}
        <div aria-live="polite">{lookup.isSuccess && <LookupResult order={lookup.data} />}</div>
      </div>
    </div>
  );
}

function LookupResult({ order }: { order: OrderLookupResult }) {
  const status = orderStatusBadge(order.status);
  const payment = paymentStatusBadge(order.payment_status);
  const method = SHIPPING_METHODS[order.shipping_method];
  const shipped = new Set(order.shipments.flatMap((parcel) => parcel.items));
  const waiting = order.items.filter((item) => !shipped.has(item.name));
  return (
    <Card>
      <CardHeader title={`Order #${order.reference}`} />
      <CardBody className="order-lookup">
        <p className="order-row__badges">
          <Badge tone={status.tone}>{status.label}</Badge> <Badge tone={payment.tone}>{payment.label}</Badge>
        </p>
        <dl className="order-lookup__facts">
          <div>
            <dt>Placed</dt>
            <dd>{formatDate(order.created_at)}</dd>
          </div>
          <div>
            <dt>Shipping</dt>
            <dd>{method ? `${method.label} (${method.days})` : order.shipping_method}</dd>
          </div>
          {order.delivered_at && (
            <div>
              <dt>Delivered</dt>
              <dd>{formatDate(order.delivered_at)}</dd>
            </div>
          )}
        </dl>
        <section aria-label="Items">
          <h3 className="form-section__title">Items</h3>
          <ul className="order-lookup__lines">
            {order.items.map((item, i) => (
              <li key={`${item.name}-${i}`}>
                {item.quantity} × {item.name}
              </li>
            ))}
          </ul>
        </section>
        <section aria-label="Tracking">
          <h3 className="form-section__title">Tracking</h3>
          {order.shipments.length === 0 ? (
            <p className="text-muted">
              Not shipped yet. We will email you the tracking number when it ships.
            </p>
          ) : (
            <ul className="order-lookup__parcels">
              {order.shipments.map((parcel) => (
                <li key={`${parcel.sold_by}-${parcel.tracking_number}`}>
                  <TruckIcon size={16} /> {parcel.sold_by} shipped {parcel.items.join(', ')} on{' '}
                  {formatDate(parcel.shipped_at)}. Tracking number: <strong>{parcel.tracking_number}</strong>
                  {/* A parcel that left with a label bought here: the carrier's scans so far. */}
                  {parcel.tracking && (
                    <ParcelTrackingCard
                      tracking={parcel.tracking}
                      title={`Your parcel from ${parcel.sold_by}`}
                    />
                  )}
                </li>
              ))}
            </ul>
          )}
          {order.shipments.length > 0 && waiting.length > 0 && (
            <p className="text-muted">Still to ship: {waiting.map((item) => item.name).join(', ')}</p>
          )}
        </section>
      </CardBody>
    </Card>
  );
}

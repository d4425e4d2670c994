import type { OrderStatus, PaymentStatus } from '@phonehub/contracts';
import { useSession } from '@phonehub/session';
import { AlertIcon, buttonClass, Spinner } from '@phonehub/ui';
import { Link } from 'react-router-dom';
import { orderReference } from '@phonehub/domain';
import { useCancelGuestOrder } from '../../../api/cancel-order';
import { useOrder } from '../../../api/get-order';
import { useGuestOrder } from '../../../api/lookup-order';
import {
  CancelOrder,
  CancelOrderButton,
  UNPAID_CANCEL_DESCRIPTION,
} from '../../../components/orders/cancel-order';
import { awaitsPayment, PayNow } from '../../../components/orders/pay-now';
import { loadCheckout } from './checkout-form';
import './payment-result.css';

const STILL_RESERVED =
  'Your payment was cancelled and nothing was charged. Your items are still reserved for a short while: pay now, or cancel the order.';

/**
 * Where the payment page's "Cancel and return" leads (`/checkout?cancelled=1&order=…`): the order
 * was placed and its items are reserved, so the shopper can pay it now or cancel it. A signed-in
 * shopper's order is read with their token; a guest's with the email the checkout was filled in
 * with (in this browser), through the order lookup. A guest without it can only leave the
 * reservation to run out.
 */
export function PaymentCancelled({ orderId }: { orderId: string }) {
  const { user } = useSession();
  const email = loadCheckout()?.values.email.trim();
  return (
    <div className="ph-container page">
      <section className="payment-result payment-result--failure" aria-labelledby="payment-result-title">
        <AlertIcon size={48} />
        <h1 id="payment-result-title" className="page__title">
          Payment cancelled
        </h1>
        <p className="payment-result__reference">Order #{orderReference(orderId)}</p>
        {user ? (
          <OwnerActions orderId={orderId} />
        ) : email ? (
          <GuestActions orderId={orderId} email={email} />
        ) : (
          <ReservationRunsOut />
        )}
      </section>
    </div>
  );
}

function OwnerActions({ orderId }: { orderId: string }) {
  const order = useOrder(orderId);
  if (order.isPending) return <Spinner label="Loading order..." />;
  if (order.isError) return <ReservationRunsOut />;
  if (!awaitsPayment(order.data)) return <Settled order={order.data} orderLink={`/orders/${orderId}`} />;
  return (
    <>
      <p>{STILL_RESERVED}</p>
      <div className="payment-result__actions">
        <PayNow orderId={orderId} />
        <CancelOrder order={order.data} />
      </div>
    </>
  );
}

/** A guest's order, read and cancelled with the email it was placed with. */
function GuestActions({ orderId, email }: { orderId: string; email: string }) {
  const order = useGuestOrder(orderId, email);
  const cancel = useCancelGuestOrder(orderId, email);
  if (order.isPending) return <Spinner label="Loading order..." />;
  // Not found with this email (another guest's checkout filled in since): it can still be paid by its own email.
  if (order.isError) return <ReservationRunsOut payAs={{ orderId, email }} />;
  if (!awaitsPayment(order.data))
    return <Settled order={order.data} orderLink={`/orders/lookup?reference=${orderReference(orderId)}`} />;
  return (
    <>
      <p>{STILL_RESERVED}</p>
      <div className="payment-result__actions">
        <PayNow orderId={orderId} email={email} />
        <CancelOrderButton cancel={cancel} refundCents={0} description={UNPAID_CANCEL_DESCRIPTION} />
      </div>
    </>
  );
}

/** Paid or cancelled meanwhile (in another tab, or just now). */
function Settled({
  order,
  orderLink,
}: {
  order: { status: OrderStatus; payment_status: PaymentStatus };
  orderLink: string;
}) {
  const cancelled = order.status === 'cancelled';
  return (
    <>
      <p role="status">
        {cancelled
          ? 'This order was cancelled and nothing was charged. Your cart has been kept.'
          : 'This order has been paid.'}
      </p>
      <div className="payment-result__actions">
        {cancelled ? (
          <Link to="/cart" className={buttonClass()}>
            Return to Cart
          </Link>
        ) : (
          <Link to={orderLink} className={buttonClass()}>
            View order
          </Link>
        )}
      </div>
    </>
  );
}

function ReservationRunsOut({ payAs }: { payAs?: { orderId: string; email: string } }) {
  return (
    <>
      <p>
        Your payment was cancelled and nothing was charged. Your items are still reserved for a short while;
        if you do not pay, the reservation ends by itself.
      </p>
      <div className="payment-result__actions">
        {payAs && <PayNow orderId={payAs.orderId} email={payAs.email} />}
        <Link to="/cart" className={buttonClass({ variant: 'outline' })}>
          Return to Cart
        </Link>
      </div>
    </>
  );
}

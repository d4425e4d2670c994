import { formatCents, orderReference, SHIPPING_METHODS } from '@phonehub/domain';
import { useSession } from '@phonehub/session';
import { AlertIcon, Button, buttonClass, CheckCircleIcon, Spinner } from '@phonehub/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCart } from '../../../stores/cart-store';
import { useCheckoutStatus, type PaymentOutcome } from '../api/get-checkout-status';
import { useOrderReceipt } from '../api/get-order-receipt';
import './payment-result.css';
import { forgetCheckout, loadCheckout, saveCheckout } from './checkout-form';

const FAILURE_MESSAGES: Record<Exclude<PaymentOutcome, 'processing' | 'paid'>, string> = {
  expired: 'Payment session expired. Please try again.',
  'timed-out': 'Payment status check timed out. Please contact support if you were charged.',
  error: 'Error checking payment status. Please contact support.',
};

/** The screen the payment provider sends the shopper back to (`/checkout?session_id=...`). */
export function PaymentResult({ sessionId }: { sessionId: string }) {
  const { outcome, status } = useCheckoutStatus(sessionId);
  const cart = useCart();
  const navigate = useNavigate();
  const settled = useRef(false);
  const { user } = useSession();
  // Read before a paid outcome forgets the saved form: where the confirmation went, how it ships,
  // and which order the cart was placed as.
  const [saved] = useState(loadCheckout);
  const checkedOutWith = saved?.values ?? null;
  const receipt = useOrderReceipt(
    outcome === 'paid' ? status?.order_id : undefined,
    checkedOutWith?.email.trim(),
  );

  // Paid: when it is the order the cart was placed as (this tab opened its payment page), the cart
  // and the saved form have done their work. "Pay now" of an older order leaves them as they are.
  useEffect(() => {
    if (outcome !== 'paid' || settled.current || !status) return;
    settled.current = true;
    if (saved?.orderId !== status.order_id) return;
    forgetCheckout();
    if (cart.items.length > 0) cart.clear();
  }, [outcome, status, saved, cart]);

  const tryAgain = () => {
    const saved = loadCheckout();
    if (saved) saveCheckout({ ...saved, step: 1 });
    navigate('/checkout', { replace: true });
  };

  if (outcome === 'processing') {
    return (
      <div className="ph-container page">
        <h1 className="ph-visually-hidden">Checkout</h1>
        <Spinner page label="Processing your payment..." />
      </div>
    );
  }

  if (outcome === 'paid') {
    const reference = status ? orderReference(status.order_id) : '';
    const method =
      SHIPPING_METHODS[receipt.data?.shipping_method ?? checkedOutWith?.shippingMethod ?? 'standard'];
    return (
      <div className="ph-container page">
        <section className="payment-result payment-result--success" aria-labelledby="payment-result-title">
          <CheckCircleIcon size={48} />
          <h1 id="payment-result-title" className="page__title">
            Payment successful!
          </h1>
          <p>Thank you for your order. We will let you know when it ships.</p>
          <dl className="payment-result__facts">
            <div>
              <dt>Amount paid</dt>
              <dd data-testid="amount-paid">{formatCents(status?.amount_total ?? 0)}</dd>
            </div>
            <div>
              <dt>Order reference</dt>
              <dd data-testid="order-reference">{reference}</dd>
            </div>
            {checkedOutWith?.email && (
              <div>
                <dt>Confirmation sent to</dt>
                <dd data-testid="confirmation-email">{checkedOutWith.email.trim()}</dd>
              </div>
            )}
            <div>
              <dt>Estimated delivery</dt>
              <dd data-testid="delivery-estimate">
                {method.days} ({method.label})
              </dd>
            </div>
          </dl>
          {receipt.data && (
            <section className="payment-result__items" aria-label="Items ordered">
              <h2 className="payment-result__items-title">Items ordered</h2>
              <ul>
                {receipt.data.items.map((item, i) => (
                  <li key={`${item.name}-${i}`}>
                    {item.quantity} × {item.name}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {!user && (
            <p className="payment-result__lookup">
              Keep your order reference: with it and your email address you can follow this order at any time
              on <Link to={`/orders/lookup?reference=${encodeURIComponent(reference)}`}>Find your order</Link>
              .
            </p>
          )}
          <div className="payment-result__actions">
            {user ? (
              <Link to="/orders" className={buttonClass()}>
                View My Orders
              </Link>
            ) : (
              <Link
                to={`/orders/lookup?reference=${encodeURIComponent(reference)}`}
                className={buttonClass()}
              >
                Track Your Order
              </Link>
            )}
            <Link to="/" className={buttonClass({ variant: 'outline' })}>
              Continue Shopping
            </Link>
          </div>
        </section>
      </div>
    );
  }

  return (
    <div className="ph-container page">
      <section className="payment-result payment-result--failure" aria-labelledby="payment-result-title">
        <AlertIcon size={48} />
        <h1 id="payment-result-title" className="page__title">
          Payment not completed
        </h1>
        <p role="alert">{FAILURE_MESSAGES[outcome]}</p>
        <div className="payment-result__actions">
          <Button onClick={tryAgain}>Try Again</Button>
          <Link to="/cart" className={buttonClass({ variant: 'outline' })}>
            Return to Cart
          </Link>
        </div>
      </section>
    </div>
  );
}

import { orderReference } from '../../../lib/order-reference';
import { formatCents } from '@phonehub/domain';
import { AlertIcon, Button, buttonClass, CheckCircleIcon, Spinner } from '@phonehub/ui';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useCart } from '../../../stores/cart-store';
import { useCheckoutStatus, type PaymentOutcome } from '../api/get-checkout-status';
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

  // Paid: the order exists, so the cart and the saved form have done their work.
  useEffect(() => {
    if (outcome !== 'paid' || settled.current) return;
    settled.current = true;
    forgetCheckout();
    if (cart.items.length > 0) cart.clear();
  }, [outcome, cart]);

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
              <dd data-testid="order-reference">{status ? orderReference(status.order_id) : ''}</dd>
            </div>
          </dl>
          <div className="payment-result__actions">
            <Link to="/profile" className={buttonClass()}>
              View My Orders
            </Link>
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

/**
 * What orders need from a payment provider, in orders' own words. Orders define this port; the
 * payments module implements it (payments/stripe-gateway.ts is the only code that speaks to the
 * provider's SDK) and provides it under PAYMENT_GATEWAY. Ideas after Vendure's PaymentMethodHandler:
 * the order process owns the money's states, the provider only answers.
 *
 * Failures: an unknown checkout or payment reads as null; anything else the provider could not do
 * (unreachable, refused) throws, and the caller turns it into the error its screen shows.
 */
export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** One line of the payment page; amounts in the smallest unit of `currency`. */
export interface CheckoutLine {
  name: string;
  unitAmountCents: number;
  quantity: number;
}

export interface CheckoutRequest {
  orderId: string;
  email: string;
  currency: string;
  lines: readonly CheckoutLine[];
  /** When the payment page closes; the order's units are held exactly as long. */
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
  metadata: Readonly<Record<string, string>>;
  /** The same key opens the same checkout: a retried call never opens a second one. */
  idempotencyKey?: string;
}

/** A checkout as the provider sees it now. */
export interface GatewayCheckout {
  id: string;
  /** Where the shopper pays; null once the checkout is closed. */
  url: string | null;
  /** The order it was opened for (as we told the provider). */
  orderId: string | null;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'unpaid' | 'paid' | 'no_payment_required';
  amountTotal: number | null;
  currency: string | null;
  /** The provider's payment of a paid checkout; refunds name it. */
  paymentId: string | null;
}

/** The provider's word on one refund, reduced to what an order keeps. */
export interface GatewayRefund {
  id: string;
  amountCents: number;
  status: 'pending' | 'succeeded' | 'failed';
  /** Our order_refunds id when we asked for it, else null (made at the provider). */
  ourRefundId: string | null;
}

export interface RefundRequest {
  paymentId: string;
  amountCents: number;
  orderId: string;
  /** Our order_refunds id: the idempotency key, and how the provider's later events find it. */
  refundId: string;
}

export interface PaymentGateway {
  openCheckout(request: CheckoutRequest): Promise<GatewayCheckout>;
  readCheckout(checkoutId: string): Promise<GatewayCheckout | null>;
  /** Closes an open checkout so it can no longer be paid; throws when it is not open (or unreachable). */
  expireCheckout(checkoutId: string): Promise<GatewayCheckout>;
  /** The checkout a payment was made through (payments made before we stored their id). */
  checkoutOfPayment(paymentId: string): Promise<string | null>;
  refund(request: RefundRequest): Promise<GatewayRefund>;
  /** Every refund of the payment a charge or refund id belongs to (null: the provider knows none). */
  refundsOfPayment(chargeOrRefundId: string): Promise<{ paymentId: string; refunds: GatewayRefund[] } | null>;
}

/**
 * Closes a checkout that is no longer wanted: `expired-now` when this call closed it, `expired`
 * when it was closed already, `paid` when the shopper paid it first (the money is on its way),
 * `unknown` when the provider could not be asked. The one way both "Pay now" and a shopper's
 * cancel end a checkout.
 */
export async function closeCheckout(
  gateway: PaymentGateway,
  checkoutId: string,
): Promise<'expired-now' | 'expired' | 'paid' | 'unknown'> {
  try {
    await gateway.expireCheckout(checkoutId);
    return 'expired-now';
  } catch {
    const checkout = await gateway.readCheckout(checkoutId).catch(() => null);
    if (checkout?.status === 'expired') return 'expired';
    return checkout?.status === 'complete' ? 'paid' : 'unknown';
  }
}

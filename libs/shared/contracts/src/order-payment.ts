/**
 * POST /api/payments/checkout/orders/{id}/session: "Pay now" for a pending order whose payment was
 * cancelled or left: a fresh payment session for the order's frozen amounts, while its units are
 * still held. The owner sends their token; a guest proves the order with the email it was placed with.
 * Answers CheckoutWithCreditResponse (`credit_applied_cents`: the credit reserved with the order).
 */
export interface PayOrderRequest {
  /** The storefront origin to come back to; must be one the API is configured for. */
  origin_url: string;
  /** A guest's proof: the order's email (ignored for the signed-in owner). */
  email?: string;
}

/**
 * POST /api/orders/{id}/cancel/guest: a guest cancels their unpaid (pending) order, proving it with
 * the email it was placed with; its held units go back on sale. Answers the order as the lookup shows
 * it (OrderLookupResult). A paid order is not cancelled this way (409): it holds money to refund.
 */
export interface GuestCancelOrderRequest {
  email: string;
}

import type {
  CheckoutSessionRequest,
  CheckoutStatusResponse,
  CheckoutWithCreditResponse,
  PayOrderRequest,
} from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** Signed in: the order is placed for the token's user. */
export function createCheckoutSession(
  body: CheckoutSessionRequest,
  { token }: { token: string },
): Promise<CheckoutWithCreditResponse> {
  return apiRequest('POST', '/payments/checkout/session', { body, token });
}

/** A guest checkout never sends a token, even a stale one left in storage. */
export function createGuestCheckoutSession(
  body: CheckoutSessionRequest,
): Promise<CheckoutWithCreditResponse> {
  return apiRequest('POST', '/payments/checkout/session/guest', { body, token: null });
}

/** What the payment provider says about a session the shopper came back from. */
export function getCheckoutStatus(
  sessionId: string,
  options: CallOptions = {},
): Promise<CheckoutStatusResponse> {
  return apiRequest('GET', `/payments/checkout/status/${encodeURIComponent(sessionId)}`, {
    ...options,
    token: null,
  });
}

/**
 * "Pay now": a fresh payment session for a pending order. With `token` the owner asks; without one a
 * guest proves the order with `body.email`. 409 when it can no longer be paid (paid, cancelled, hold ended).
 */
export function payOrder(
  orderId: string,
  body: PayOrderRequest,
  { token }: { token: string | null },
): Promise<CheckoutWithCreditResponse> {
  return apiRequest('POST', `/payments/checkout/orders/${encodeURIComponent(orderId)}/session`, {
    body,
    token,
  });
}

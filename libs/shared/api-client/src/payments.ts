import type { CheckoutSessionRequest, CheckoutSessionResponse, CheckoutStatusResponse } from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** Signed in: the order is placed for the token's user. */
export function createCheckoutSession(body: CheckoutSessionRequest, { token }: { token: string }): Promise<CheckoutSessionResponse> {
  return apiRequest('POST', '/payments/checkout/session', { body, token });
}

/** A guest checkout never sends a token, even a stale one left in storage. */
export function createGuestCheckoutSession(body: CheckoutSessionRequest): Promise<CheckoutSessionResponse> {
  return apiRequest('POST', '/payments/checkout/session/guest', { body, token: null });
}

/** What the payment provider says about a session the shopper came back from. */
export function getCheckoutStatus(sessionId: string, options: CallOptions = {}): Promise<CheckoutStatusResponse> {
  return apiRequest('GET', `/payments/checkout/status/${encodeURIComponent(sessionId)}`, { ...options, token: null });
}

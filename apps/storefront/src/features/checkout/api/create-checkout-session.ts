import type {
  CheckoutWithCreditRequest as CheckoutSessionRequest,
  CheckoutWithCreditResponse as CheckoutSessionResponse,
} from '@phonehub/contracts';
import { createCheckoutSession, createGuestCheckoutSession } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { CheckoutSessionRequest, CheckoutSessionResponse };

export interface StartCheckoutInput {
  body: CheckoutSessionRequest;
  /** The signed-in user's token; null checks out as a guest. */
  token: string | null;
}

/** The payment page to send the shopper to: the signed-in endpoint with a token, else the guest one. */
export const startCheckoutSession = ({
  body,
  token,
}: StartCheckoutInput): Promise<CheckoutSessionResponse> =>
  token ? createCheckoutSession(body, { token }) : createGuestCheckoutSession(body);

export function useStartCheckoutSession() {
  return useMutation({
    mutationKey: ['payments', 'checkout-session'],
    mutationFn: startCheckoutSession,
  });
}

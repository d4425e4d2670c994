import type { CheckoutWithCreditResponse, PayOrderRequest } from '@phonehub/contracts';
import { payOrder } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export interface PayOrderInput {
  orderId: string;
  /** A guest's proof: the email the order was placed with (the owner's token is enough). */
  email?: string;
  /** The owner's token; null pays as a guest. */
  token: string | null;
}

/** "Pay now": a fresh payment page for a pending order, for the same amount it was placed at. */
export const postPayOrder = ({
  orderId,
  email,
  token,
}: PayOrderInput): Promise<CheckoutWithCreditResponse> => {
  const body: PayOrderRequest = { origin_url: window.location.origin, ...(email && !token ? { email } : {}) };
  return payOrder(orderId, body, { token });
};

export function usePayOrder() {
  return useMutation({ mutationKey: ['orders', 'pay'], mutationFn: postPayOrder });
}

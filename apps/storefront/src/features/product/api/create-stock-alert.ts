import type { CreateStockAlertRequest, StockAlertResponse } from '@phonehub/contracts';
import { apiRequest } from '@phonehub/api-client';
import { useMutation } from '@tanstack/react-query';

export type { CreateStockAlertRequest, StockAlertResponse };

/**
 * "Email me when it's back" (POST /api/products/{id}/stock-alerts): 201 stored, 200 when the address
 * is already on the list (both carry the sentence to show); 400 with the email's sentence, 409 once
 * the product is back in stock. Sent with the stored token, so a signed-in shopper may leave the email out.
 */
export const createStockAlert = (
  productId: string,
  body: CreateStockAlertRequest,
): Promise<StockAlertResponse> =>
  apiRequest('POST', `/products/${encodeURIComponent(productId)}/stock-alerts`, { body });

export function useCreateStockAlert(productId: string) {
  return useMutation({
    mutationKey: ['products', 'stock-alert', productId],
    mutationFn: (body: CreateStockAlertRequest) => createStockAlert(productId, body),
  });
}

import type { StoreCredit } from '@phonehub/contracts';
import { apiRequest } from './http';

/** The signed-in shopper's store credit: balance in cents and its movements, newest first. */
export function getStoreCredit(options: { signal?: AbortSignal } = {}): Promise<StoreCredit> {
  return apiRequest('GET', '/account/credit', options);
}

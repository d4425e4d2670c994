import type { StoreCredit } from '@phonehub/contracts';
import { fixedCall } from './endpoints';

/** The signed-in shopper's store credit: balance in cents and its movements, newest first. */
export const getStoreCredit = fixedCall<StoreCredit>('GET', '/account/credit');

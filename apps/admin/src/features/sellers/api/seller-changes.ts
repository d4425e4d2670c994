import type { AdminSeller, SellerPayout } from '@phonehub/contracts';
import { createSellerPayout, suspendSeller } from '@phonehub/api-client';
import { formatCents } from '@phonehub/domain';
import { adminUsersKey } from '../../../shared/query-keys';
import { suspensionToast } from '../../../shared/suspension';
import { recordChange, useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminSellersRootKey } from './get-sellers';

/** Suspends or restores a seller with the spec's toasts, and reloads the sellers and users. */
export const useSuspendSeller = recordChange(suspendSeller, {
  success: suspensionToast('Seller'),
  failure: 'Failed to update seller status',
  // A seller's suspension shows in the users' list too.
  invalidates: [adminSellersRootKey, adminUsersKey],
});

export interface PayoutVariables {
  seller: AdminSeller;
  reference: string;
  /** One per attempt to pay (a dialog's opening): a retry with it is answered by the same payout. */
  idempotencyKey: string;
}

export const postPayout = ({ seller, reference, idempotencyKey }: PayoutVariables): Promise<SellerPayout> =>
  createSellerPayout(seller.id, { reference }, idempotencyKey);

/** Pays a seller's available balance, says how much went to whom, and reloads the balances. */
export const usePayOutSeller = () =>
  useAdminMutation({
    mutationFn: postPayout,
    success: (payout, { seller }) => `Paid out ${formatCents(payout.amount_cents)} to ${seller.company_name}`,
    failure: 'Failed to pay out the seller',
    invalidates: [adminSellersRootKey],
  });

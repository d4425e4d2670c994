import type { ReviewPartnerApplicationRequest } from '@phonehub/contracts';
import { reviewPartnerApplication } from '@phonehub/api-client';
import { adminSellersKey, adminUsersKey } from '../../../shared/query-keys';
import { recordChange } from '../../../shared/use-admin-mutation';
import { adminPartnerApplicationsRootKey } from './get-partner-applications';

export type { ReviewPartnerApplicationRequest };

/** Approves or rejects a pending application with the spec's toasts; reloads the applications, the badge and the sellers. */
export const useReviewPartnerApplication = recordChange(reviewPartnerApplication, {
  success: (_data, { body }) => `Application ${body.status} successfully`,
  failure: 'Failed to review application. Please try again.',
  // An approval makes a seller: the sellers list and the users' account types change too.
  invalidates: [adminPartnerApplicationsRootKey, adminSellersKey, adminUsersKey],
});

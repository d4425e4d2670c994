import type { ReviewPartnerApplicationRequest } from '@phonehub/contracts';
import { reviewPartnerApplication } from '@phonehub/api-client';
import { adminSellersKey, adminUsersKey } from '../../../shared/query-keys';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminPartnerApplicationsRootKey } from './get-partner-applications';
import { withIdAndBody } from '../../../shared/with-id-and-body';

export type { ReviewPartnerApplicationRequest };

export const putPartnerApplication = withIdAndBody(reviewPartnerApplication);

/** Approves or rejects a pending application with the spec's toasts; reloads the applications, the badge and the sellers. */
export const useReviewPartnerApplication = () =>
  useAdminMutation({
    mutationFn: putPartnerApplication,
    success: (_data, { body }) => `Application ${body.status} successfully`,
    failure: 'Failed to review application. Please try again.',
    // An approval makes a seller: the sellers list and the users' account types change too.
    invalidates: [adminPartnerApplicationsRootKey, adminSellersKey, adminUsersKey],
  });

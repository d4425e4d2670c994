import type { AdminPartnerApplication, ReviewPartnerApplicationRequest } from '@phonehub/contracts';
import { reviewPartnerApplication } from '@phonehub/api-client';
import { useAdminMutation } from '../../../shared/use-admin-mutation';
import { adminPartnerApplicationsRootKey } from './get-partner-applications';

export type { ReviewPartnerApplicationRequest };

export const putPartnerApplication = ({
  id,
  body,
}: {
  id: string;
  body: ReviewPartnerApplicationRequest;
}): Promise<AdminPartnerApplication> => reviewPartnerApplication(id, body);

// An approval makes a seller: the sellers list and the users' account types change too.
const sellersKey = ['admin', 'sellers'] as const;
const usersKey = ['admin', 'users'] as const;

/** Approves or rejects a pending application with the spec's toasts; reloads the applications, the badge and the sellers. */
export const useReviewPartnerApplication = () =>
  useAdminMutation({
    mutationFn: putPartnerApplication,
    success: (_data, { body }) => `Application ${body.status} successfully`,
    failure: 'Failed to review application. Please try again.',
    invalidates: [adminPartnerApplicationsRootKey, sellersKey, usersKey],
  });

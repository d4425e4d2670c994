import type {
  AdminPartnerApplication,
  AdminPartnerApplicationsQuery,
  Paged,
  PartnerApplication,
  PartnerApplicationRequest,
  ReviewPartnerApplicationRequest,
} from '@phonehub/contracts';
import { bodyCall, byId, fixedCall, idBodyCall, queryCall } from './endpoints';

/** Sends the signed-in user's application; 409 with 'already exists' while one is pending or approved. */
export const applyAsPartner = bodyCall<PartnerApplicationRequest, PartnerApplication>(
  'POST',
  '/partner/apply',
);

/** The signed-in user's latest application; rejects with status 404 when there is none. */
export const getMyPartnerApplication = fixedCall<PartnerApplication>('GET', '/partner/application');

/** One page of applications (admin), newest first unless sorted, filtered by status and searched by email or company. */
export const getAdminPartnerApplications = queryCall<
  AdminPartnerApplicationsQuery,
  Paged<AdminPartnerApplication>
>('/admin/partner-applications');

/** Approves (the applicant becomes a seller) or rejects a pending application; 409 once decided. */
export const reviewPartnerApplication = idBodyCall<ReviewPartnerApplicationRequest, AdminPartnerApplication>(
  'PUT',
  byId('/admin/partner-applications'),
);

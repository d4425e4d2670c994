import type {
  AdminPartnerApplication,
  AdminPartnerApplicationsQuery,
  Paged,
  PartnerApplication,
  PartnerApplicationRequest,
  ReviewPartnerApplicationRequest,
} from '@phonehub/contracts';
import { apiRequest } from './http';

interface CallOptions {
  signal?: AbortSignal;
}

/** Sends the signed-in user's application; 409 with 'already exists' while one is pending or approved. */
export function applyAsPartner(
  body: PartnerApplicationRequest,
  options: CallOptions = {},
): Promise<PartnerApplication> {
  return apiRequest('POST', '/partner/apply', { ...options, body });
}

/** The signed-in user's latest application; rejects with status 404 when there is none. */
export function getMyPartnerApplication(options: CallOptions = {}): Promise<PartnerApplication> {
  return apiRequest('GET', '/partner/application', options);
}

/** One page of applications (admin), newest first unless sorted, filtered by status and searched by email or company. */
export function getAdminPartnerApplications(
  query: AdminPartnerApplicationsQuery = {},
  options: CallOptions = {},
): Promise<Paged<AdminPartnerApplication>> {
  return apiRequest('GET', '/admin/partner-applications', { ...options, query: { ...query } });
}

/** Approves (the applicant becomes a seller) or rejects a pending application; 409 once decided. */
export function reviewPartnerApplication(
  id: string,
  body: ReviewPartnerApplicationRequest,
  options: CallOptions = {},
): Promise<AdminPartnerApplication> {
  return apiRequest('PUT', `/admin/partner-applications/${encodeURIComponent(id)}`, { ...options, body });
}

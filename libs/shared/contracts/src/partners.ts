// Partner program contracts: applying to sell on PhoneHub and the admins' review of applications.
import type { PageQuery } from './paging';

export type PartnerApplicationStatusName = 'pending' | 'approved' | 'rejected';
export type PartnerBusinessType = 'retailer' | 'wholesaler' | 'repair' | 'individual' | 'other';
export type PartnerExperience = '0-1' | '2-5' | '6-10' | '10+';
export type PartnerMonthlyVolume = '1-10' | '11-50' | '51-100' | '100+';

/**
 * POST /api/partner/apply (signed in). Company name, contact name and email are required; the
 * option fields take only the spec's values; blank optional fields count as left out.
 */
export interface PartnerApplicationRequest {
  company_name: string;
  contact_name: string;
  email: string;
  phone?: string;
  business_type?: PartnerBusinessType | '';
  /** http:// or https:// address. */
  website?: string;
  description?: string;
  experience?: PartnerExperience | '';
  monthly_volume?: PartnerMonthlyVolume | '';
}

/** An application as its applicant sees it (GET /api/partner/application: the latest one). */
export interface PartnerApplication {
  id: string;
  status: PartnerApplicationStatusName;
  application_date: string;
  /** When an admin approved or rejected it; null while pending. */
  reviewed_at: string | null;
  /** The admin's word to the applicant, if any. */
  reviewer_notes: string | null;
  company_name: string;
  contact_name: string;
  email: string;
  phone: string | null;
  business_type: PartnerBusinessType | null;
  website: string | null;
  description: string | null;
  experience: PartnerExperience | null;
  monthly_volume: PartnerMonthlyVolume | null;
}

/** A row of GET /api/admin/partner-applications: the application and the account that sent it. */
export interface AdminPartnerApplication extends PartnerApplication {
  user_id: string;
  user_first_name: string;
  user_last_name: string;
  user_email: string;
  user_created_at: string;
}

/**
 * Query of GET /api/admin/partner-applications: newest first unless sorted by `application_date` or
 * `company_name`; `search` matches the application's or the account's email, or the company name.
 */
export interface AdminPartnerApplicationsQuery extends PageQuery {
  status?: PartnerApplicationStatusName;
}

/** PUT /api/admin/partner-applications/{id}: a decision on a pending application (final). */
export interface ReviewPartnerApplicationRequest {
  status: 'approved' | 'rejected';
  reviewer_notes?: string | null;
}

import type { AdminPartnerApplication, PartnerApplication } from '@phonehub/contracts';
import type { UserEntity } from '../auth/entities/user.entity';
import type { PartnerApplicationEntity } from './entities/partner-application.entity';

export function toPartnerApplication(row: PartnerApplicationEntity): PartnerApplication {
  return {
    id: row.id,
    status: row.status,
    application_date: row.createdAt.toISOString(),
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    reviewer_notes: row.reviewerNotes,
    company_name: row.companyName,
    contact_name: row.contactName,
    email: row.email,
    phone: row.phone,
    business_type: row.businessType,
    website: row.website,
    description: row.description,
    experience: row.experience,
    monthly_volume: row.monthlyVolume,
  };
}

/** The admin's row: the application and the account that sent it (joined as `user`). */
export function toAdminPartnerApplication(
  row: PartnerApplicationEntity & { user?: UserEntity },
): AdminPartnerApplication {
  if (!row.user) throw new Error(`Partner application ${row.id} was read without its user`);
  return {
    ...toPartnerApplication(row),
    user_id: row.userId,
    user_first_name: row.user.firstName,
    user_last_name: row.user.lastName,
    user_email: row.user.email,
    user_created_at: row.user.createdAt.toISOString(),
  };
}

import { Check, Column, Entity, Index, type Relation } from 'typeorm';
import { JoinedTo, TimestampedRow } from '../../common/database/entity-columns';
import type {
  PartnerApplicationStatusName,
  PartnerBusinessType,
  PartnerExperience,
  PartnerMonthlyVolume,
} from '@phonehub/contracts';
import { UserEntity } from '../../auth/entities/user.entity';

/** An application to sell on PhoneHub; `createdAt` is the application date. */
@Entity({ name: 'partner_applications' })
// Partial (pending or approved only), which TypeORM cannot describe: the migration owns it.
@Index('uq_partner_applications_user_open', { synchronize: false })
@Index('ix_partner_applications_user_id_created_at', ['userId', 'createdAt'])
@Index('ix_partner_applications_status_created_at', ['status', 'createdAt'])
@Check('ck_partner_applications_status', `status IN ('pending', 'approved', 'rejected')`)
@Check(
  'ck_partner_applications_business_type',
  `business_type IS NULL OR business_type IN ('retailer', 'wholesaler', 'repair', 'individual', 'other')`,
)
@Check(
  'ck_partner_applications_experience',
  `experience IS NULL OR experience IN ('0-1', '2-5', '6-10', '10+')`,
)
@Check(
  'ck_partner_applications_monthly_volume',
  `monthly_volume IS NULL OR monthly_volume IN ('1-10', '11-50', '51-100', '100+')`,
)
@Index('ix_partner_applications_created_at', ['createdAt'])
export class PartnerApplicationEntity extends TimestampedRow {
  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @JoinedTo(() => UserEntity, 'user_id', 'fk_partner_applications_user', 'CASCADE')
  user?: Relation<UserEntity>;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status: PartnerApplicationStatusName;

  @Column({ name: 'company_name', type: 'varchar', length: 200 })
  companyName: string;

  @Column({ name: 'contact_name', type: 'varchar', length: 100 })
  contactName: string;

  /** The business contact address the applicant gave (their account's email may differ). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phone: string | null;

  @Column({ name: 'business_type', type: 'varchar', length: 20, nullable: true })
  businessType: PartnerBusinessType | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  experience: PartnerExperience | null;

  @Column({ name: 'monthly_volume', type: 'varchar', length: 10, nullable: true })
  monthlyVolume: PartnerMonthlyVolume | null;

  @Column({ name: 'reviewer_notes', type: 'varchar', length: 1000, nullable: true })
  reviewerNotes: string | null;

  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The partner program: applications to sell on PhoneHub (at most one pending or approved per user,
 * kept by a partial unique index so two simultaneous applications cannot both get in) and the
 * seller profile an approval creates (company and contact names).
 */
export class PartnerApplications1767660000000 implements MigrationInterface {
  name = 'PartnerApplications1767660000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE partner_applications (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending',
        company_name varchar(200) NOT NULL,
        contact_name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(32) NULL,
        business_type varchar(20) NULL,
        website varchar(200) NULL,
        description varchar(2000) NULL,
        experience varchar(10) NULL,
        monthly_volume varchar(10) NULL,
        reviewer_notes varchar(1000) NULL,
        reviewed_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_partner_applications PRIMARY KEY (id),
        CONSTRAINT fk_partner_applications_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT ck_partner_applications_status CHECK (status IN ('pending', 'approved', 'rejected')),
        CONSTRAINT ck_partner_applications_business_type
          CHECK (business_type IS NULL OR business_type IN ('retailer', 'wholesaler', 'repair', 'individual', 'other')),
        CONSTRAINT ck_partner_applications_experience
          CHECK (experience IS NULL OR experience IN ('0-1', '2-5', '6-10', '10+')),
        CONSTRAINT ck_partner_applications_monthly_volume
          CHECK (monthly_volume IS NULL OR monthly_volume IN ('1-10', '11-50', '51-100', '100+'))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_partner_applications_user_open ON partner_applications (user_id)
       WHERE status IN ('pending', 'approved')`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_partner_applications_user_id_created_at ON partner_applications (user_id, created_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_partner_applications_status_created_at ON partner_applications (status, created_at)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_partner_applications_created_at ON partner_applications (created_at)`,
    );

    await queryRunner.query(`
      CREATE TABLE seller_profiles (
        user_id uuid NOT NULL,
        company_name varchar(200) NOT NULL,
        contact_name varchar(100) NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_seller_profiles PRIMARY KEY (user_id),
        CONSTRAINT fk_seller_profiles_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE seller_profiles`);
    await queryRunner.query(`DROP TABLE partner_applications`);
  }
}

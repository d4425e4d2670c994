import { MigrationInterface, QueryRunner } from 'typeorm';

export class Trade1767400000000 implements MigrationInterface {
  name = 'Trade1767400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE device_pricing (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        brand varchar(100) NOT NULL,
        model varchar(100) NOT NULL,
        storage_options text[] NOT NULL DEFAULT '{64GB,128GB,256GB,512GB,1TB}',
        excellent_cents integer NOT NULL DEFAULT 0,
        very_good_cents integer NOT NULL DEFAULT 0,
        good_cents integer NOT NULL DEFAULT 0,
        fair_cents integer NOT NULL DEFAULT 0,
        base_price_cents integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_device_pricing PRIMARY KEY (id),
        CONSTRAINT ck_device_pricing_prices CHECK (excellent_cents >= 0 AND very_good_cents >= 0 AND good_cents >= 0 AND fair_cents >= 0 AND base_price_cents >= 0)
      )`);
    // One row per device whatever the case the admin typed it in.
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_device_pricing_brand_model ON device_pricing (lower(brand), lower(model))`,
    );

    await queryRunner.query(`
      CREATE TABLE trade_requests (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        tracking_code varchar(20) NOT NULL,
        user_id uuid NULL,
        is_guest boolean NOT NULL,
        status varchar(20) NOT NULL DEFAULT 'pending_review',
        brand varchar(100) NOT NULL,
        model varchar(100) NOT NULL,
        storage varchar(20) NOT NULL,
        color varchar(50) NULL,
        condition varchar(20) NOT NULL,
        serial_number varchar(50) NOT NULL,
        description varchar(2000) NULL,
        images text[] NOT NULL,
        partner_id varchar(40) NOT NULL,
        partner_name varchar(100) NOT NULL,
        estimated_value_cents integer NOT NULL,
        final_value_cents integer NULL,
        rejection_reason varchar(1000) NULL,
        first_name varchar(50) NOT NULL,
        last_name varchar(50) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(32) NOT NULL,
        street varchar(200) NOT NULL,
        city varchar(100) NOT NULL,
        state varchar(100) NOT NULL,
        zip_code varchar(10) NOT NULL,
        country varchar(3) NOT NULL DEFAULT 'USA',
        submitted_at timestamptz NOT NULL DEFAULT now(),
        reviewed_at timestamptz NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_trade_requests PRIMARY KEY (id),
        CONSTRAINT fk_trade_requests_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT ck_trade_requests_status CHECK (status IN ('pending_review', 'approved', 'rejected', 'completed')),
        CONSTRAINT ck_trade_requests_condition CHECK (condition IN ('excellent', 'very_good', 'good', 'fair')),
        CONSTRAINT ck_trade_requests_values CHECK (estimated_value_cents >= 0 AND (final_value_cents IS NULL OR final_value_cents >= 0))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_trade_requests_tracking_code ON trade_requests (tracking_code)`,
    );
    await queryRunner.query(`CREATE INDEX ix_trade_requests_user_id ON trade_requests (user_id)`);
    await queryRunner.query(`CREATE INDEX ix_trade_requests_status ON trade_requests (status)`);
    await queryRunner.query(`CREATE INDEX ix_trade_requests_submitted_at ON trade_requests (submitted_at)`);
    // Tracking by serial number ignores case.
    await queryRunner.query(`CREATE INDEX ix_trade_requests_serial ON trade_requests (lower(serial_number))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE trade_requests`);
    await queryRunner.query(`DROP TABLE device_pricing`);
  }
}

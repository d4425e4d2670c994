import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 36: labels bought from the carrier, their tracking scans, the quotes made, and the carrier webhooks handled. */
export class Shipments1767990000000 implements MigrationInterface {
  name = 'Shipments1767990000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE shipments (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        purpose varchar(20) NOT NULL,
        subject_id uuid NOT NULL,
        provider_shipment_id varchar(255) NOT NULL,
        tracker_id varchar(255) NOT NULL,
        tracking_code varchar(64) NOT NULL,
        carrier varchar(40) NOT NULL,
        service varchar(60) NOT NULL,
        rate_cents integer NOT NULL,
        label_url text NOT NULL,
        status varchar(20) NOT NULL,
        status_at timestamptz NOT NULL,
        expires_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_shipments PRIMARY KEY (id),
        CONSTRAINT uq_shipments_subject UNIQUE (purpose, subject_id),
        CONSTRAINT uq_shipments_tracking_code UNIQUE (tracking_code),
        CONSTRAINT uq_shipments_tracker UNIQUE (tracker_id),
        CONSTRAINT ck_shipments_purpose CHECK (purpose IN ('trade_inbound', 'order_parcel', 'return')),
        CONSTRAINT ck_shipments_status CHECK (status IN ('label_created', 'in_transit', 'out_for_delivery', 'delivered', 'return_to_sender', 'failure'))
      )`);
    await queryRunner.query(`CREATE INDEX ix_shipments_expiring ON shipments (purpose, status, expires_at)`);
    await queryRunner.query(`
      CREATE TABLE shipment_events (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        shipment_id uuid NOT NULL,
        status varchar(20) NOT NULL,
        message varchar(500) NOT NULL,
        location varchar(200) NULL,
        occurred_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_shipment_events PRIMARY KEY (id),
        CONSTRAINT fk_shipment_events_shipment FOREIGN KEY (shipment_id) REFERENCES shipments (id) ON DELETE CASCADE,
        CONSTRAINT uq_shipment_events_scan UNIQUE (shipment_id, occurred_at, status)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_shipment_events_shipment ON shipment_events (shipment_id, occurred_at)`,
    );
    await queryRunner.query(`
      CREATE TABLE shipping_quotes (
        provider_shipment_id varchar(255) NOT NULL,
        purpose varchar(20) NOT NULL,
        subject_id uuid NOT NULL,
        rate_ids jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_shipping_quotes PRIMARY KEY (provider_shipment_id)
      )`);
    await queryRunner.query(`
      CREATE TABLE processed_carrier_events (
        id varchar(255) NOT NULL,
        processed_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_processed_carrier_events PRIMARY KEY (id)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE processed_carrier_events`);
    await queryRunner.query(`DROP TABLE shipping_quotes`);
    await queryRunner.query(`DROP TABLE shipment_events`);
    await queryRunner.query(`DROP TABLE shipments`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 36, prepaid trade-in labels: an approved trade's inbound label is bought and mailed once
 * (label_mailed_at), the customer is reminded once at day 14 (label_reminded_at), the carrier's
 * first scan puts the device on its way (device_shipped_at, noted on the timeline once), and a
 * trade whose label was never scanned within 21 days lapses (label_lapsed_at: cancelled by the
 * system, which the trade page says).
 */
export class TradeLabels1768000000000 implements MigrationInterface {
  name = 'TradeLabels1768000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE trade_requests
        ADD COLUMN label_mailed_at timestamptz NULL,
        ADD COLUMN label_reminded_at timestamptz NULL,
        ADD COLUMN device_shipped_at timestamptz NULL,
        ADD COLUMN label_lapsed_at timestamptz NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE trade_requests
        DROP COLUMN label_mailed_at,
        DROP COLUMN label_reminded_at,
        DROP COLUMN device_shipped_at,
        DROP COLUMN label_lapsed_at`);
  }
}

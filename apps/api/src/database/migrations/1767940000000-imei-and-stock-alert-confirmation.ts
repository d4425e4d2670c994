import type { MigrationInterface, QueryRunner } from 'typeorm';

/** trade_requests' open statuses (TRADE_OPEN_STATUSES when this was written). */
const OPEN = `'pending_review', 'approved', 'received', 'inspected', 'counteroffer', 'accepted'`;

/** The Luhn check over `d`, a text of 15 digits (the last one is the check digit). */
const LUHN_VALID = `(SELECT sum(CASE WHEN (15 - i) % 2 = 1
                                  THEN substr(d, i, 1)::int * 2 - CASE WHEN substr(d, i, 1)::int > 4 THEN 9 ELSE 0 END
                                  ELSE substr(d, i, 1)::int END)
                      FROM generate_series(1, 15) AS i) % 10 = 0`;

/**
 * Gives an IMEI to the trades whose serial number holds one behind letters or separators, and makes
 * that serial its 15 digits (see the migration below). Exported for its e2e test.
 */
export const NORMALISE_TRADE_IMEIS = `
      WITH read AS (
        SELECT id, status, submitted_at, regexp_replace(serial_number, '[^0-9]', '', 'g') AS d
          FROM trade_requests
         WHERE imei IS NULL
      ), valid AS (
        SELECT id, status IN (${OPEN}) AS open, submitted_at, d FROM read
         WHERE length(d) = 15 AND ${LUHN_VALID}
      ), ranked AS (
        SELECT v.*, row_number() OVER (PARTITION BY d, open ORDER BY submitted_at, id) AS n FROM valid v
      )
      UPDATE trade_requests t SET imei = r.d, serial_number = r.d
        FROM ranked r
       WHERE t.id = r.id
         AND (NOT r.open
              OR (r.n = 1 AND NOT EXISTS (
                    SELECT 1 FROM trade_requests o WHERE o.imei = r.d AND o.status IN (${OPEN}))))`;

/**
 * Issue 34, findings 4 and 5.
 *
 * IMEIs: a serial number holding an IMEI behind letters or separators ('IMEI356998877665542') was
 * stored without one, so neither the blocklist nor "one open trade per IMEI" saw it. Such trades
 * now get their IMEI, and their serial number becomes its 15 digits, where the digits pass the Luhn
 * check: closed trades always, an open one only when no other open trade holds that IMEI (the
 * earliest sent of several), so the unique index stays whole.
 *
 * Back-in-stock requests are confirmed by a link mailed to the address before any alert is sent
 * (signed-in accounts with a verified address skip it): the link's token is kept hashed, and an
 * unconfirmed request expires. Requests made before were never confirmed: they stay unconfirmed
 * (asking again mails the link).
 */
export class ImeiAndStockAlertConfirmation1767940000000 implements MigrationInterface {
  name = 'ImeiAndStockAlertConfirmation1767940000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(NORMALISE_TRADE_IMEIS);

    await queryRunner.query(`
      ALTER TABLE stock_alerts
        ADD COLUMN confirmed_at timestamptz NULL,
        ADD COLUMN confirm_token_hash varchar(64) NULL,
        ADD COLUMN confirm_sent_at timestamptz NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_stock_alerts_confirm_token ON stock_alerts (confirm_token_hash) WHERE confirm_token_hash IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX uq_stock_alerts_confirm_token`);
    await queryRunner.query(`
      ALTER TABLE stock_alerts
        DROP COLUMN confirmed_at, DROP COLUMN confirm_token_hash, DROP COLUMN confirm_sent_at`);
  }
}

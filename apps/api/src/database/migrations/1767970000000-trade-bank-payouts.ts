import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 35, trade-in bank payouts through the payment provider: the customer sets up a recipient
 * account at the provider (its hosted page takes the bank details) and the payout is a transfer.
 * - The sealed bank details go, and nothing can ever open them again: pending bank payouts that
 *   relied on them stay pending and their owners are asked (once, by the daily reminder, which finds
 *   payout_setup_reminded_at empty) to set up payouts.
 * - payout_requested_at: when the customer chose the payout (read from the status history for the
 *   payouts chosen before), the time the admin's payouts list shows and sorts by.
 * - payout_failure: why the provider refused the last transfer attempt (retried until it goes);
 *   payout_refusals: how many it refused, which keys the next attempt afresh (a provider replays a
 *   refused request's answer for as long as its idempotency key lives).
 */
export class TradeBankPayouts1767970000000 implements MigrationInterface {
  name = 'TradeBankPayouts1767970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE trade_requests
        ADD COLUMN payout_requested_at timestamptz NULL,
        ADD COLUMN payout_failure varchar(500) NULL,
        ADD COLUMN payout_refusals integer NOT NULL DEFAULT 0,
        ADD COLUMN payout_setup_reminded_at timestamptz NULL,
        DROP COLUMN bank_account_holder,
        DROP COLUMN bank_routing_encrypted,
        DROP COLUMN bank_account_encrypted,
        DROP COLUMN bank_account_last4`);
    await queryRunner.query(`
      UPDATE trade_requests t
         SET payout_requested_at = coalesce(
               (SELECT min(s.created_at) FROM status_changes s
                 WHERE s.subject = 'payout' AND s.record_id = t.id),
               t.paid_at, t.updated_at)
       WHERE t.payout_method IS NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The bank details are gone for good; the columns come back empty.
    await queryRunner.query(`
      ALTER TABLE trade_requests
        DROP COLUMN payout_requested_at,
        DROP COLUMN payout_failure,
        DROP COLUMN payout_refusals,
        DROP COLUMN payout_setup_reminded_at,
        ADD COLUMN bank_account_holder varchar(100) NULL,
        ADD COLUMN bank_routing_encrypted text NULL,
        ADD COLUMN bank_account_encrypted text NULL,
        ADD COLUMN bank_account_last4 varchar(4) NULL`);
  }
}

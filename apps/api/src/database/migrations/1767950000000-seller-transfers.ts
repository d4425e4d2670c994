import type { MigrationInterface, QueryRunner } from 'typeorm';

const PAYMENT_STATUSES_BEFORE = `'unpaid', 'paid', 'failed', 'partially_refunded', 'refunded'`;
const KINDS_BEFORE = `'earning', 'shipping', 'reversal', 'payout'`;
const SIGNS_BEFORE = `(kind = 'earning' AND amount_cents >= 0 AND order_item_id IS NOT NULL)
          OR (kind = 'shipping' AND amount_cents >= 0 AND order_parcel_id IS NOT NULL)
          OR (kind = 'reversal' AND amount_cents <= 0 AND refund_id IS NOT NULL
              AND (order_item_id IS NOT NULL) <> (order_parcel_id IS NOT NULL))
          OR (kind = 'payout' AND amount_cents < 0 AND payout_id IS NOT NULL)`;

/**
 * Issue 35, money that leaves: sellers are paid by transfers to their Stripe Connect accounts.
 * - payout_accounts: the provider's accounts of the people we pay (sellers, trade-in customers).
 * - seller_payouts become transfers: one per order's available earnings, written pending before
 *   the provider is asked, then paid (with its transfer id) or failed. Payouts recorded by hand
 *   before this stay as they were (paid, no order).
 * - seller_transfer_reversals: what a refund or lost dispute took back from a transfer, or tried to.
 * - The ledger learns the new movements: a refused transfer given back (payout_failed), money taken
 *   back at the provider (payout_reversal), a lost dispute's share (dispute), a debt settled from a
 *   later order (netting).
 * - An order's payment can be disputed, then won (back to what it was) or lost (dispute_lost).
 */
export class SellerTransfers1767950000000 implements MigrationInterface {
  name = 'SellerTransfers1767950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payout_accounts (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        purpose varchar(20) NOT NULL,
        owner_id uuid NOT NULL,
        provider_account_id varchar(255) NOT NULL,
        email varchar(255) NOT NULL,
        payouts_enabled boolean NOT NULL DEFAULT false,
        details_submitted boolean NOT NULL DEFAULT false,
        requirements_due jsonb NOT NULL DEFAULT '[]',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_payout_accounts PRIMARY KEY (id),
        CONSTRAINT uq_payout_accounts_owner UNIQUE (purpose, owner_id),
        CONSTRAINT uq_payout_accounts_provider UNIQUE (provider_account_id),
        CONSTRAINT ck_payout_accounts_purpose CHECK (purpose IN ('seller', 'recipient'))
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_payout_accounts_enabled ON payout_accounts (purpose, payouts_enabled)`,
    );

    await queryRunner.query(`
      ALTER TABLE seller_payouts
        ADD COLUMN order_id uuid NULL,
        ADD COLUMN status varchar(20) NOT NULL DEFAULT 'paid',
        ADD COLUMN provider_transfer_id varchar(255) NULL,
        ADD COLUMN destination varchar(255) NULL,
        ADD COLUMN failure varchar(500) NULL,
        ADD COLUMN reversed_cents integer NOT NULL DEFAULT 0,
        ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT fk_seller_payouts_order FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        ADD CONSTRAINT uq_seller_payouts_provider UNIQUE (provider_transfer_id),
        ADD CONSTRAINT ck_seller_payouts_status CHECK (status IN ('pending', 'paid', 'failed')),
        ADD CONSTRAINT ck_seller_payouts_reversed CHECK (reversed_cents BETWEEN 0 AND amount_cents)`);
    await queryRunner.query(`ALTER TABLE seller_payouts ALTER COLUMN status DROP DEFAULT`);
    await queryRunner.query(
      `CREATE INDEX ix_seller_payouts_status ON seller_payouts (status, created_at) WHERE status = 'pending'`,
    );
    await queryRunner.query(`CREATE INDEX ix_seller_payouts_order ON seller_payouts (order_id)`);

    await queryRunner.query(`
      CREATE TABLE seller_transfer_reversals (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        payout_id uuid NOT NULL,
        seller_id uuid NOT NULL,
        order_id uuid NOT NULL,
        cause varchar(20) NOT NULL,
        cause_id uuid NOT NULL,
        amount_cents integer NOT NULL,
        status varchar(20) NOT NULL,
        provider_reversal_id varchar(255) NULL,
        failure varchar(500) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_seller_transfer_reversals PRIMARY KEY (id),
        CONSTRAINT fk_seller_transfer_reversals_payout FOREIGN KEY (payout_id) REFERENCES seller_payouts (id) ON DELETE RESTRICT,
        CONSTRAINT fk_seller_transfer_reversals_seller FOREIGN KEY (seller_id) REFERENCES users (id) ON DELETE RESTRICT,
        CONSTRAINT fk_seller_transfer_reversals_order FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE RESTRICT,
        CONSTRAINT uq_seller_transfer_reversals_cause UNIQUE (payout_id, cause_id),
        CONSTRAINT uq_seller_transfer_reversals_provider UNIQUE (provider_reversal_id),
        CONSTRAINT ck_seller_transfer_reversals_cause CHECK (cause IN ('refund', 'dispute')),
        CONSTRAINT ck_seller_transfer_reversals_status CHECK (status IN ('reversed', 'failed')),
        CONSTRAINT ck_seller_transfer_reversals_amount CHECK (amount_cents > 0)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_seller_transfer_reversals_seller ON seller_transfer_reversals (seller_id, created_at)`,
    );

    await queryRunner.query(`
      ALTER TABLE seller_ledger_entries
        ADD COLUMN dispute_id uuid NULL,
        ADD COLUMN transfer_reversal_id uuid NULL,
        ADD CONSTRAINT fk_seller_ledger_entries_transfer_reversal FOREIGN KEY (transfer_reversal_id) REFERENCES seller_transfer_reversals (id) ON DELETE RESTRICT,
        DROP CONSTRAINT ck_seller_ledger_entries_kind,
        DROP CONSTRAINT ck_seller_ledger_entries_sign`);
    await queryRunner.query(`
      ALTER TABLE seller_ledger_entries
        ADD CONSTRAINT ck_seller_ledger_entries_kind CHECK (kind IN ('earning', 'shipping', 'reversal', 'payout', 'payout_failed', 'payout_reversal', 'netting', 'dispute')),
        ADD CONSTRAINT ck_seller_ledger_entries_sign CHECK (${SIGNS_BEFORE}
          OR (kind = 'payout_failed' AND amount_cents > 0 AND payout_id IS NOT NULL)
          OR (kind = 'payout_reversal' AND amount_cents > 0 AND payout_id IS NOT NULL AND transfer_reversal_id IS NOT NULL)
          OR (kind = 'netting' AND amount_cents <> 0)
          OR (kind = 'dispute' AND amount_cents <= 0 AND dispute_id IS NOT NULL AND order_id IS NOT NULL))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_seller_ledger_payout_failed ON seller_ledger_entries (payout_id) WHERE kind = 'payout_failed'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_seller_ledger_payout_reversal ON seller_ledger_entries (transfer_reversal_id) WHERE kind = 'payout_reversal'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_seller_ledger_dispute ON seller_ledger_entries (seller_id, order_id, dispute_id) WHERE kind = 'dispute'`,
    );

    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT ck_orders_payment_status`);
    await queryRunner.query(
      `ALTER TABLE orders ADD CONSTRAINT ck_orders_payment_status CHECK (payment_status IN (${PAYMENT_STATUSES_BEFORE}, 'disputed', 'dispute_lost'))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT ck_orders_payment_status`);
    await queryRunner.query(
      `UPDATE orders SET payment_status = 'paid' WHERE payment_status IN ('disputed', 'dispute_lost')`,
    );
    await queryRunner.query(
      `ALTER TABLE orders ADD CONSTRAINT ck_orders_payment_status CHECK (payment_status IN (${PAYMENT_STATUSES_BEFORE}))`,
    );
    await queryRunner.query(
      `DELETE FROM seller_ledger_entries WHERE kind IN ('payout_failed', 'payout_reversal', 'netting', 'dispute')`,
    );
    await queryRunner.query(`DROP INDEX uq_seller_ledger_dispute`);
    await queryRunner.query(`DROP INDEX uq_seller_ledger_payout_reversal`);
    await queryRunner.query(`DROP INDEX uq_seller_ledger_payout_failed`);
    await queryRunner.query(`
      ALTER TABLE seller_ledger_entries
        DROP CONSTRAINT ck_seller_ledger_entries_kind,
        DROP CONSTRAINT ck_seller_ledger_entries_sign,
        DROP CONSTRAINT fk_seller_ledger_entries_transfer_reversal,
        DROP COLUMN transfer_reversal_id,
        DROP COLUMN dispute_id`);
    await queryRunner.query(`
      ALTER TABLE seller_ledger_entries
        ADD CONSTRAINT ck_seller_ledger_entries_kind CHECK (kind IN (${KINDS_BEFORE})),
        ADD CONSTRAINT ck_seller_ledger_entries_sign CHECK (${SIGNS_BEFORE})`);
    await queryRunner.query(`DROP TABLE seller_transfer_reversals`);
    // Transfers not sent are not money that left: they go, with their ledger entries.
    await queryRunner.query(
      `DELETE FROM seller_ledger_entries WHERE payout_id IN (SELECT id FROM seller_payouts WHERE status <> 'paid')`,
    );
    await queryRunner.query(`DELETE FROM seller_payouts WHERE status <> 'paid'`);
    await queryRunner.query(`
      ALTER TABLE seller_payouts
        DROP CONSTRAINT ck_seller_payouts_reversed,
        DROP CONSTRAINT ck_seller_payouts_status,
        DROP CONSTRAINT uq_seller_payouts_provider,
        DROP CONSTRAINT fk_seller_payouts_order,
        DROP COLUMN updated_at,
        DROP COLUMN reversed_cents,
        DROP COLUMN failure,
        DROP COLUMN destination,
        DROP COLUMN provider_transfer_id,
        DROP COLUMN status,
        DROP COLUMN order_id`);
    await queryRunner.query(`DROP TABLE payout_accounts`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

const STATUSES = `'pending_review', 'approved', 'received', 'inspected', 'counteroffer', 'accepted', 'returned', 'rejected', 'cancelled', 'completed'`;
const OPEN = `'pending_review', 'approved', 'received', 'inspected', 'counteroffer', 'accepted'`;

/**
 * Issue 19, a trade-in that pays: the trade's steps after approval (receipt, inspection,
 * counteroffer, payout), its timeline, the IMEI blocklist, and the store credit ledger.
 * Bank details are kept encrypted (AES-GCM) with the last four digits of the account in clear.
 */
export class TradePayouts1767780000000 implements MigrationInterface {
  name = 'TradePayouts1767780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE trade_requests DROP CONSTRAINT ck_trade_requests_status`);
    await queryRunner.query(
      `ALTER TABLE trade_requests ADD CONSTRAINT ck_trade_requests_status CHECK (status IN (${STATUSES}))`,
    );
    await queryRunner.query(`
      ALTER TABLE trade_requests
        ADD COLUMN imei varchar(15) NULL,
        ADD COLUMN approved_at timestamptz NULL,
        ADD COLUMN received_at timestamptz NULL,
        ADD COLUMN inspected_at timestamptz NULL,
        ADD COLUMN inspection_grade varchar(20) NULL,
        ADD COLUMN battery_health integer NULL,
        ADD COLUMN inspection_notes varchar(2000) NULL,
        ADD COLUMN counteroffer_cents integer NULL,
        ADD COLUMN counteroffer_reason varchar(1000) NULL,
        ADD COLUMN payout_method varchar(20) NULL,
        ADD COLUMN payout_status varchar(20) NULL,
        ADD COLUMN payout_reference varchar(100) NULL,
        ADD COLUMN payout_cents integer NULL,
        ADD COLUMN paid_at timestamptz NULL,
        ADD COLUMN bank_account_holder varchar(100) NULL,
        ADD COLUMN bank_routing_encrypted text NULL,
        ADD COLUMN bank_account_encrypted text NULL,
        ADD COLUMN bank_account_last4 varchar(4) NULL,
        ADD CONSTRAINT ck_trade_requests_payout_method CHECK (payout_method IS NULL OR payout_method IN ('store_credit', 'bank_transfer')),
        ADD CONSTRAINT ck_trade_requests_payout_status CHECK (payout_status IS NULL OR payout_status IN ('pending', 'paid')),
        ADD CONSTRAINT ck_trade_requests_inspection CHECK ((battery_health IS NULL OR battery_health BETWEEN 0 AND 100) AND (counteroffer_cents IS NULL OR counteroffer_cents >= 0) AND (payout_cents IS NULL OR payout_cents >= 0))`);
    // One open trade per IMEI, enforced by the database so two racing submissions cannot both pass.
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_trade_requests_open_imei ON trade_requests (imei) WHERE imei IS NOT NULL AND status IN (${OPEN})`,
    );
    await queryRunner.query(`CREATE INDEX ix_trade_requests_payout_status ON trade_requests (payout_status)`);

    await queryRunner.query(`
      CREATE TABLE trade_events (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        trade_id uuid NOT NULL,
        status varchar(20) NOT NULL,
        note varchar(1000) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_trade_events PRIMARY KEY (id),
        CONSTRAINT fk_trade_events_trade FOREIGN KEY (trade_id) REFERENCES trade_requests (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX ix_trade_events_trade ON trade_events (trade_id, created_at)`);

    await queryRunner.query(`
      CREATE TABLE imei_blocklist (
        imei varchar(15) NOT NULL,
        reason varchar(200) NOT NULL,
        created_by uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_imei_blocklist PRIMARY KEY (imei)
      )`);

    await queryRunner.query(`
      CREATE TABLE credit_accounts (
        user_id uuid NOT NULL,
        balance_cents integer NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_credit_accounts PRIMARY KEY (user_id),
        CONSTRAINT fk_credit_accounts_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT ck_credit_accounts_balance CHECK (balance_cents >= 0)
      )`);
    await queryRunner.query(`
      CREATE TABLE credit_entries (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        amount_cents integer NOT NULL,
        kind varchar(20) NOT NULL,
        trade_id uuid NULL,
        order_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_credit_entries PRIMARY KEY (id),
        CONSTRAINT fk_credit_entries_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE,
        CONSTRAINT ck_credit_entries_kind CHECK (kind IN ('trade_payout', 'order_spend', 'order_return'))
      )`);
    await queryRunner.query(`CREATE INDEX ix_credit_entries_user ON credit_entries (user_id, created_at)`);
    // Each trade pays out once, and each order spends and gets back its credit once.
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_credit_entries_trade ON credit_entries (trade_id) WHERE kind = 'trade_payout'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_credit_entries_order ON credit_entries (order_id, kind) WHERE order_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE credit_entries`);
    await queryRunner.query(`DROP TABLE credit_accounts`);
    await queryRunner.query(`DROP TABLE imei_blocklist`);
    await queryRunner.query(`DROP TABLE trade_events`);
    await queryRunner.query(`DROP INDEX ix_trade_requests_payout_status`);
    await queryRunner.query(`DROP INDEX uq_trade_requests_open_imei`);
    await queryRunner.query(`
      ALTER TABLE trade_requests
        DROP CONSTRAINT ck_trade_requests_payout_method,
        DROP CONSTRAINT ck_trade_requests_payout_status,
        DROP CONSTRAINT ck_trade_requests_inspection,
        DROP COLUMN imei, DROP COLUMN approved_at, DROP COLUMN received_at, DROP COLUMN inspected_at,
        DROP COLUMN inspection_grade, DROP COLUMN battery_health, DROP COLUMN inspection_notes,
        DROP COLUMN counteroffer_cents, DROP COLUMN counteroffer_reason, DROP COLUMN payout_method,
        DROP COLUMN payout_status, DROP COLUMN payout_reference, DROP COLUMN payout_cents, DROP COLUMN paid_at,
        DROP COLUMN bank_account_holder, DROP COLUMN bank_routing_encrypted, DROP COLUMN bank_account_encrypted,
        DROP COLUMN bank_account_last4`);
    await queryRunner.query(`ALTER TABLE trade_requests DROP CONSTRAINT ck_trade_requests_status`);
    await queryRunner.query(
      `ALTER TABLE trade_requests ADD CONSTRAINT ck_trade_requests_status CHECK (status IN ('pending_review', 'approved', 'rejected', 'completed'))`,
    );
  }
}

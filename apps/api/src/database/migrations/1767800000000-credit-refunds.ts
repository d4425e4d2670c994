import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds of orders paid (partly) with store credit (issue 19): every refund is split into what
 * goes back to store credit (credit_cents, an `order_refund` ledger entry naming the refund, once)
 * and what goes back to the card through the provider (the rest of amount_cents). Refunds made
 * before were card refunds only.
 */
export class CreditRefunds1767800000000 implements MigrationInterface {
  name = 'CreditRefunds1767800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The card part is what is left: amount_cents - credit_cents (earlier refunds were all card).
    await queryRunner.query(`
      ALTER TABLE order_refunds
        ADD COLUMN credit_cents integer NOT NULL DEFAULT 0,
        ADD CONSTRAINT ck_order_refunds_credit CHECK (credit_cents >= 0 AND credit_cents <= amount_cents)`);

    await queryRunner.query(`ALTER TABLE credit_entries ADD COLUMN refund_id uuid NULL`);
    await queryRunner.query(`ALTER TABLE credit_entries DROP CONSTRAINT ck_credit_entries_kind`);
    await queryRunner.query(
      `ALTER TABLE credit_entries ADD CONSTRAINT ck_credit_entries_kind CHECK (kind IN ('trade_payout', 'order_spend', 'order_return', 'order_refund'))`,
    );
    // An order spends once and gets its unspent credit back once; each refund gives its credit part back once.
    await queryRunner.query(`DROP INDEX uq_credit_entries_order`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_credit_entries_order ON credit_entries (order_id, kind) WHERE order_id IS NOT NULL AND kind <> 'order_refund'`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_credit_entries_refund ON credit_entries (refund_id) WHERE refund_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX uq_credit_entries_refund`);
    await queryRunner.query(`DELETE FROM credit_entries WHERE kind = 'order_refund'`);
    await queryRunner.query(`DROP INDEX uq_credit_entries_order`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_credit_entries_order ON credit_entries (order_id, kind) WHERE order_id IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE credit_entries DROP CONSTRAINT ck_credit_entries_kind`);
    await queryRunner.query(
      `ALTER TABLE credit_entries ADD CONSTRAINT ck_credit_entries_kind CHECK (kind IN ('trade_payout', 'order_spend', 'order_return'))`,
    );
    await queryRunner.query(`ALTER TABLE credit_entries DROP COLUMN refund_id`);
    await queryRunner.query(
      `ALTER TABLE order_refunds DROP CONSTRAINT ck_order_refunds_credit, DROP COLUMN credit_cents`,
    );
  }
}

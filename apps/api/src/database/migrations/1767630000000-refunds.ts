import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Refunds: an order keeps the provider's payment intent (refunds name it) and the cents given back;
 * each refund is a row, pending until the provider confirms it. payment_status may now be
 * partially_refunded.
 */
export class Refunds1767630000000 implements MigrationInterface {
  name = 'Refunds1767630000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT ck_orders_payment_status`);
    await queryRunner.query(
      `ALTER TABLE orders ADD CONSTRAINT ck_orders_payment_status CHECK (payment_status IN ('unpaid', 'paid', 'failed', 'partially_refunded', 'refunded'))`,
    );
    await queryRunner.query(
      `ALTER TABLE orders ADD COLUMN payment_intent_id varchar(255),
                          ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0,
                          ADD CONSTRAINT ck_orders_refunded_cents CHECK (refunded_cents BETWEEN 0 AND total_cents)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_orders_payment_intent_id ON orders (payment_intent_id) WHERE payment_intent_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE TABLE order_refunds (
         id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
         order_id uuid NOT NULL CONSTRAINT fk_order_refunds_order REFERENCES orders (id) ON DELETE CASCADE,
         amount_cents integer NOT NULL CONSTRAINT ck_order_refunds_amount CHECK (amount_cents > 0),
         reason varchar(500) NOT NULL,
         status varchar(20) NOT NULL DEFAULT 'pending'
           CONSTRAINT ck_order_refunds_status CHECK (status IN ('pending', 'succeeded', 'failed')),
         provider_refund_id varchar(255) CONSTRAINT uq_order_refunds_provider_refund_id UNIQUE,
         return_id uuid,
         created_at timestamptz NOT NULL DEFAULT now(),
         updated_at timestamptz NOT NULL DEFAULT now()
       )`,
    );
    await queryRunner.query(`CREATE INDEX ix_order_refunds_order_id ON order_refunds (order_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_refunds`);
    await queryRunner.query(`DROP INDEX ix_orders_payment_intent_id`);
    await queryRunner.query(
      `ALTER TABLE orders DROP CONSTRAINT ck_orders_refunded_cents, DROP COLUMN refunded_cents, DROP COLUMN payment_intent_id`,
    );
    await queryRunner.query(
      `UPDATE orders SET payment_status = 'paid' WHERE payment_status = 'partially_refunded'`,
    );
    await queryRunner.query(`ALTER TABLE orders DROP CONSTRAINT ck_orders_payment_status`);
    await queryRunner.query(
      `ALTER TABLE orders ADD CONSTRAINT ck_orders_payment_status CHECK (payment_status IN ('unpaid', 'paid', 'failed', 'refunded'))`,
    );
  }
}

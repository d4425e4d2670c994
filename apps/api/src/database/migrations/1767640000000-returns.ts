import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * 30-day returns: when an order was delivered (the window counts from it), and one return request
 * per order with the lines and units it sends back.
 */
export class Returns1767640000000 implements MigrationInterface {
  name = 'Returns1767640000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE orders ADD COLUMN delivered_at timestamptz`);
    // Orders delivered before this change: their last update was the delivery (nothing follows it).
    await queryRunner.query(`UPDATE orders SET delivered_at = updated_at WHERE status = 'delivered'`);

    await queryRunner.query(`
      CREATE TABLE order_returns (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        order_id uuid NOT NULL,
        user_id uuid NULL,
        status varchar(20) NOT NULL DEFAULT 'requested',
        reason varchar(1000) NOT NULL,
        note varchar(1000) NULL,
        refund_cents integer NOT NULL,
        refund_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_order_returns PRIMARY KEY (id),
        CONSTRAINT fk_order_returns_order FOREIGN KEY (order_id) REFERENCES orders (id) ON DELETE CASCADE,
        CONSTRAINT fk_order_returns_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE SET NULL,
        CONSTRAINT ck_order_returns_status CHECK (status IN ('requested', 'approved', 'rejected', 'received', 'refunded')),
        CONSTRAINT ck_order_returns_refund_cents CHECK (refund_cents >= 0)
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_order_returns_order_id ON order_returns (order_id)`);
    await queryRunner.query(
      `CREATE INDEX ix_order_returns_status_created_at ON order_returns (status, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX ix_order_returns_created_at ON order_returns (created_at)`);

    await queryRunner.query(`
      CREATE TABLE order_return_items (
        return_id uuid NOT NULL,
        order_item_id uuid NOT NULL,
        quantity integer NOT NULL,
        CONSTRAINT pk_order_return_items PRIMARY KEY (return_id, order_item_id),
        CONSTRAINT fk_order_return_items_return FOREIGN KEY (return_id) REFERENCES order_returns (id) ON DELETE CASCADE,
        CONSTRAINT fk_order_return_items_order_item FOREIGN KEY (order_item_id) REFERENCES order_items (id) ON DELETE CASCADE,
        CONSTRAINT ck_order_return_items_quantity CHECK (quantity > 0)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_order_return_items_order_item_id ON order_return_items (order_item_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE order_return_items`);
    await queryRunner.query(`DROP TABLE order_returns`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN delivered_at`);
  }
}

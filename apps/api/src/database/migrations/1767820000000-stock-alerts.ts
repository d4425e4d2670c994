import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Back-in-stock requests (issue 16 item 3): one pending request per product and email, mailed once
 * when the product's stock returns. The partial unique index also serves the restock's claim
 * (pending requests of one product).
 */
export class StockAlerts1767820000000 implements MigrationInterface {
  name = 'StockAlerts1767820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE stock_alerts (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        product_id uuid NOT NULL,
        email citext NOT NULL,
        user_id uuid NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL,
        CONSTRAINT pk_stock_alerts PRIMARY KEY (id),
        CONSTRAINT fk_stock_alerts_product FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE CASCADE,
        CONSTRAINT fk_stock_alerts_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_stock_alerts_pending ON stock_alerts (product_id, email) WHERE sent_at IS NULL`,
    );
    await queryRunner.query(`CREATE INDEX ix_stock_alerts_user_id ON stock_alerts (user_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE stock_alerts');
  }
}

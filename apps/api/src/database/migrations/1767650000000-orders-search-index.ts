import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin orders list at scale: its search (`ILIKE '%…%'` on the email and on the id as text)
 * gets trigram indexes, and its orders (newest first, or by total, each with the id as the last
 * key) get indexes that end in the id, so a deep page is an index walk with no sort. The
 * (created_at, id) index replaces the one on created_at alone.
 */
export class OrdersSearchIndex1767650000000 implements MigrationInterface {
  name = 'OrdersSearchIndex1767650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE INDEX ix_orders_email_trgm ON orders USING gin (email gin_trgm_ops)`);
    await queryRunner.query(
      `CREATE INDEX ix_orders_id_text_trgm ON orders USING gin ((id::text) gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX ix_orders_created_at_id ON orders (created_at, id)`);
    await queryRunner.query(`CREATE INDEX ix_orders_total_cents_id ON orders (total_cents, id)`);
    await queryRunner.query(`DROP INDEX ix_orders_created_at`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX ix_orders_created_at ON orders (created_at)`);
    await queryRunner.query(`DROP INDEX ix_orders_total_cents_id`);
    await queryRunner.query(`DROP INDEX ix_orders_created_at_id`);
    await queryRunner.query(`DROP INDEX ix_orders_id_text_trgm`);
    await queryRunner.query(`DROP INDEX ix_orders_email_trgm`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pending order holds its units until its provider session expires (hold_expires_at); the client's
 * address is kept with it so one client cannot hold more than its share across checkouts.
 */
export class CheckoutHolds1767610000000 implements MigrationInterface {
  name = 'CheckoutHolds1767610000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE orders ADD COLUMN client_ip varchar(64), ADD COLUMN hold_expires_at timestamptz`,
    );
    // Checkouts opened before this change had sessions of at most 24 hours.
    await queryRunner.query(
      `UPDATE orders SET hold_expires_at = created_at + interval '24 hours' WHERE status = 'pending' AND NOT stock_released`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_orders_open_holds ON orders (hold_expires_at) WHERE status = 'pending' AND NOT stock_released`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX ix_orders_open_holds`);
    await queryRunner.query(`ALTER TABLE orders DROP COLUMN hold_expires_at, DROP COLUMN client_ip`);
  }
}

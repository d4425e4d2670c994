import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A seller's suspension is its own flag, apart from the account's is_suspended: a suspended seller
 * keeps signing in and shopping (no tokens are revoked), only the seller routes refuse them.
 * Earlier seller suspensions were written to is_suspended and cannot be told apart from account
 * suspensions, so they stay as they are.
 */
export class SellerSuspension1767690000000 implements MigrationInterface {
  name = 'SellerSuspension1767690000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN seller_suspended boolean NOT NULL DEFAULT false`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN seller_suspended`);
  }
}

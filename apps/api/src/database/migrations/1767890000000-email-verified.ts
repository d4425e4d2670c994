import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: an account owns its address only once it followed the link mailed to it. Accounts made
 * before are unverified (they prove it on their next link); the admin account is the operator's own.
 */
export class EmailVerified1767890000000 implements MigrationInterface {
  name = 'EmailVerified1767890000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN email_verified_at timestamptz NULL`);
    await queryRunner.query(`UPDATE users SET email_verified_at = created_at WHERE role = 'admin'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users DROP COLUMN email_verified_at`);
  }
}

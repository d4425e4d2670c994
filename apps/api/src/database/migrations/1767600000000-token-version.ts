import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every access token carries the user's token version; raising it (password change or reset,
 * sign-out, suspension) makes every token issued before useless at once.
 */
export class TokenVersion1767600000000 implements MigrationInterface {
  name = 'TokenVersion1767600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`);
    // A suspension revokes the account's tokens however it is made, so reinstating the account
    // later does not bring them back.
    await queryRunner.query(`
      CREATE FUNCTION users_revoke_tokens_on_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        NEW.token_version := OLD.token_version + 1;
        RETURN NEW;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER trg_users_revoke_tokens_on_suspension
      BEFORE UPDATE OF is_suspended ON users
      FOR EACH ROW WHEN (NEW.is_suspended AND NOT OLD.is_suspended)
      EXECUTE FUNCTION users_revoke_tokens_on_suspension()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER trg_users_revoke_tokens_on_suspension ON users`);
    await queryRunner.query(`DROP FUNCTION users_revoke_tokens_on_suspension()`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN token_version`);
  }
}

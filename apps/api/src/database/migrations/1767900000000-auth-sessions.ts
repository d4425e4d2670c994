import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: each sign-in is a session of its own (a device), so signing out ends that one only.
 * Ending every session stays a move of the account's token version (password reset or change,
 * suspension, email change, "sign out everywhere"): the trigger marks the account's live sessions
 * ended then, however the version was moved.
 */
export class AuthSessions1767900000000 implements MigrationInterface {
  name = 'AuthSessions1767900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE auth_sessions (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        ended_at timestamptz NULL,
        user_agent varchar(512) NOT NULL,
        device_label varchar(100) NOT NULL,
        ip_area varchar(64) NOT NULL,
        CONSTRAINT pk_auth_sessions PRIMARY KEY (id),
        CONSTRAINT fk_auth_sessions_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_auth_sessions_user_live ON auth_sessions (user_id) WHERE ended_at IS NULL`,
    );
    await queryRunner.query(`
      CREATE FUNCTION users_end_sessions_on_revocation() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE auth_sessions SET ended_at = now() WHERE user_id = NEW.id AND ended_at IS NULL;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER trg_users_end_sessions_on_revocation
      AFTER UPDATE ON users
      FOR EACH ROW WHEN (NEW.token_version <> OLD.token_version)
      EXECUTE FUNCTION users_end_sessions_on_revocation()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER trg_users_end_sessions_on_revocation ON users`);
    await queryRunner.query(`DROP FUNCTION users_end_sessions_on_revocation()`);
    await queryRunner.query(`DROP TABLE auth_sessions`);
  }
}

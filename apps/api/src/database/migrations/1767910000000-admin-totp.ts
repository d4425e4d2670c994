import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: the administrator signs in with a second factor. Its authenticator's secret (sealed),
 * when the enrolment was confirmed, the last code's time step (no code works twice), and the
 * hashes of its one-time recovery codes.
 */
export class AdminTotp1767910000000 implements MigrationInterface {
  name = 'AdminTotp1767910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE admin_totp (
        user_id uuid NOT NULL,
        secret_sealed text NOT NULL,
        enrolled_at timestamptz NULL,
        last_used_step bigint NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_admin_totp PRIMARY KEY (user_id),
        CONSTRAINT fk_admin_totp_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_recovery_codes (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        code_hash varchar(64) NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_admin_recovery_codes PRIMARY KEY (id),
        CONSTRAINT fk_admin_recovery_codes_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_admin_recovery_codes_user_code ON admin_recovery_codes (user_id, code_hash)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE admin_recovery_codes`);
    await queryRunner.query(`DROP TABLE admin_totp`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Signed-in users' cookie choices (necessary is always on, so not stored), with the policy version and date. */
export class CookiePreferences1767750000000 implements MigrationInterface {
  name = 'CookiePreferences1767750000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE user_cookie_preferences (
        user_id uuid NOT NULL,
        functional boolean NOT NULL,
        analytics boolean NOT NULL,
        marketing boolean NOT NULL,
        version integer NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT pk_user_cookie_preferences PRIMARY KEY (user_id),
        CONSTRAINT fk_user_cookie_preferences_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE user_cookie_preferences`);
  }
}

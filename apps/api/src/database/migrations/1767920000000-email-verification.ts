import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 34: links that prove an address. A link is only ever stored as the SHA-256 of its token;
 * 'verify' and 'change' links belong to an account (its address, or the new one it asked to move
 * to: users.pending_email), 'claim' links to an address alone (store credit of a guest trade-in
 * held until an account with that address follows one). A contact message remembers the signed-in
 * account that sent it with its verified address, the only sender a ticket may be filed under.
 */
export class EmailVerification1767920000000 implements MigrationInterface {
  name = 'EmailVerification1767920000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE email_verification_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NULL,
        email citext NOT NULL,
        purpose varchar(10) NOT NULL,
        token_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT fk_email_verification_tokens_user FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
        CONSTRAINT ck_email_verification_tokens_purpose CHECK (purpose IN ('verify', 'change', 'claim')),
        CONSTRAINT ck_email_verification_tokens_owner CHECK ((purpose = 'claim') = (user_id IS NULL))
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_email_verification_tokens_token_hash ON email_verification_tokens (token_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_email_verification_tokens_user_id ON email_verification_tokens (user_id)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_email_verification_tokens_email ON email_verification_tokens (email, created_at)`,
    );
    await queryRunner.query(`ALTER TABLE users ADD COLUMN pending_email citext NULL`);
    await queryRunner.query(`ALTER TABLE contact_messages ADD COLUMN sender_user_id uuid NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE contact_messages DROP COLUMN sender_user_id`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN pending_email`);
    await queryRunner.query(`DROP TABLE email_verification_tokens`);
  }
}

import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1767225600000 implements MigrationInterface {
  name = 'InitialSchema1767225600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pgcrypto`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS citext`);

    await queryRunner.query(`CREATE TYPE user_role AS ENUM ('customer', 'admin')`);
    await queryRunner.query(`
      CREATE TABLE users (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        email citext NOT NULL,
        password_hash text NOT NULL,
        first_name varchar(50) NOT NULL,
        last_name varchar(50) NOT NULL,
        phone varchar(32) NOT NULL,
        address jsonb NULL,
        role user_role NOT NULL DEFAULT 'customer',
        username citext NULL,
        is_seller boolean NOT NULL DEFAULT false,
        is_suspended boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_users PRIMARY KEY (id),
        CONSTRAINT ck_users_username_only_for_admins CHECK (username IS NULL OR role = 'admin')
      )`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_users_email ON users (email)`);
    await queryRunner.query(`CREATE UNIQUE INDEX uq_users_username ON users (username)`);
    await queryRunner.query(`CREATE INDEX ix_users_created_at ON users (created_at)`);
    // Admin user search matches substrings of "first last email"; a trigram index keeps it fast.
    await queryRunner.query(
      `CREATE INDEX ix_users_search ON users USING gin ((first_name || ' ' || last_name || ' ' || email::text) gin_trgm_ops)`,
    );

    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        token_hash varchar(64) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_password_reset_tokens PRIMARY KEY (id),
        CONSTRAINT fk_password_reset_tokens_user FOREIGN KEY (user_id) REFERENCES users (id) ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX uq_password_reset_tokens_token_hash ON password_reset_tokens (token_hash)`,
    );
    await queryRunner.query(
      `CREATE INDEX ix_password_reset_tokens_user_id ON password_reset_tokens (user_id)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE password_reset_tokens`);
    await queryRunner.query(`DROP TABLE users`);
    await queryRunner.query(`DROP TYPE user_role`);
  }
}

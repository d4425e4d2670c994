import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every mail the shop sends is a row (issue 32): what it says (kept for a resend), whom and what it
 * is about, and how its delivery goes. `dedupe_key` makes asking twice for the same mail (a retried
 * job, the reconciliation) one mail. The job queue itself (pg-boss) keeps its own schema.
 */
export class Mails1767870000000 implements MigrationInterface {
  name = 'Mails1767870000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE mails (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        dedupe_key text NOT NULL,
        template text NOT NULL,
        recipient citext NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        related_type text NULL,
        related_id text NULL,
        status text NOT NULL DEFAULT 'queued',
        attempts int NOT NULL DEFAULT 0,
        last_error text NULL,
        provider_message_id text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz NULL,
        CONSTRAINT pk_mails PRIMARY KEY (id),
        CONSTRAINT uq_mails_dedupe_key UNIQUE (dedupe_key),
        CONSTRAINT ck_mails_status CHECK (status IN ('queued', 'retrying', 'sent', 'failed'))
      )`);
    await queryRunner.query(`CREATE INDEX ix_mails_created ON mails (created_at, id)`);
    await queryRunner.query(`CREATE INDEX ix_mails_status_created ON mails (status, created_at, id)`);
    await queryRunner.query(
      `CREATE INDEX ix_mails_recipient_trgm ON mails USING gin ((recipient::text) gin_trgm_ops)`,
    );
    await queryRunner.query(`CREATE INDEX ix_mails_related ON mails (related_type, related_id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE mails');
  }
}

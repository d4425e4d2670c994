import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every admin write (who, what, when, before/after), newest first in the portal's Activity
 * section and filtered by record, action or actor. No foreign keys: the log outlives what it names.
 */
export class AuditLog1767720000000 implements MigrationInterface {
  name = 'AuditLog1767720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit_log (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        actor_id uuid NULL,
        actor_email varchar(254) NULL,
        action varchar(64) NOT NULL,
        entity_type varchar(64) NOT NULL,
        entity_id text NOT NULL,
        before jsonb NULL,
        after jsonb NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_audit_log PRIMARY KEY (id)
      )`);
    await queryRunner.query(`CREATE INDEX ix_audit_log_created_at ON audit_log (created_at, id)`);
    await queryRunner.query(
      `CREATE INDEX ix_audit_log_entity ON audit_log (entity_type, entity_id, created_at)`,
    );
    await queryRunner.query(`CREATE INDEX ix_audit_log_action ON audit_log (action, created_at)`);
    await queryRunner.query(`CREATE INDEX ix_audit_log_actor ON audit_log (actor_id, created_at)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE audit_log`);
  }
}

import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every status change of every lifecycle (issue 33): which record, from what to what, who moved it
 * and when, written in the transaction of the change. `from_status` is null when a status was set
 * for the first time (a trade's payout). No foreign keys: the history spans modules and outlives
 * what it names.
 */
export class StatusChanges1767880000000 implements MigrationInterface {
  name = 'StatusChanges1767880000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE status_changes (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        subject varchar(32) NOT NULL,
        record_id uuid NOT NULL,
        from_status varchar(32) NULL,
        to_status varchar(32) NOT NULL,
        actor_kind varchar(16) NOT NULL,
        actor_id uuid NULL,
        reason varchar(500) NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT pk_status_changes PRIMARY KEY (id),
        CONSTRAINT ck_status_changes_actor_kind CHECK (actor_kind IN ('shopper', 'admin', 'seller', 'system'))
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_status_changes_record ON status_changes (subject, record_id, created_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE status_changes`);
  }
}

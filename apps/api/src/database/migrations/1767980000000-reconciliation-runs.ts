import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Issue 35: the daily (and on demand) comparison of our money ledgers with the provider's. */
export class ReconciliationRuns1767980000000 implements MigrationInterface {
  name = 'ReconciliationRuns1767980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reconciliation_runs (
        id uuid NOT NULL DEFAULT gen_random_uuid(),
        started_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz NOT NULL,
        window_from timestamptz NOT NULL,
        window_to timestamptz NOT NULL,
        checked integer NOT NULL,
        mismatches jsonb NOT NULL,
        requested_by uuid NULL,
        CONSTRAINT pk_reconciliation_runs PRIMARY KEY (id)
      )`);
    await queryRunner.query(
      `CREATE INDEX ix_reconciliation_runs_started ON reconciliation_runs (started_at)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE reconciliation_runs`);
  }
}

import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import type { ReconciliationMismatch } from '@phonehub/contracts';
import { UuidRow } from '../common/database/entity-columns';

/**
 * One comparison of our ledgers with the provider's balance transactions over a window, and every
 * difference it found (kept whole, so a run reads as it was even after the records change).
 */
@Entity({ name: 'reconciliation_runs' })
@Index('ix_reconciliation_runs_started', ['startedAt'])
export class ReconciliationRunEntity extends UuidRow {
  @CreateDateColumn({ name: 'started_at', type: 'timestamptz' })
  startedAt: Date;

  @Column({ name: 'finished_at', type: 'timestamptz' })
  finishedAt: Date;

  @Column({ name: 'window_from', type: 'timestamptz' })
  windowFrom: Date;

  @Column({ name: 'window_to', type: 'timestamptz' })
  windowTo: Date;

  /** Provider transactions compared. */
  @Column({ type: 'integer' })
  checked: number;

  @Column({ type: 'jsonb' })
  mismatches: ReconciliationMismatch[];

  /** The admin who asked for it; null for the daily run. */
  @Column({ name: 'requested_by', type: 'uuid', nullable: true })
  requestedBy: string | null;
}

import { Logger } from '@nestjs/common';
import {
  EventSubscriber,
  type EntityManager,
  type EntitySubscriberInterface,
  type QueryRunner,
  type TransactionCommitEvent,
  type TransactionRollbackEvent,
  type TransactionStartEvent,
} from 'typeorm';

interface Pending {
  /** The transaction depth (1 = the outer transaction, more = a savepoint) it was registered at. */
  depth: number;
  run: () => void;
}

interface TransactionState {
  depth: number;
  pending: Pending[];
}

const states = new WeakMap<QueryRunner, TransactionState>();
const logger = new Logger('AfterCommit');

/**
 * Runs `fn` once the transaction `manager` belongs to has committed, and never if it rolls back
 * (a rolled-back savepoint drops what was registered inside it). Without a transaction the writes
 * are already committed, so `fn` runs at once. Domain events are published through this, so a
 * subscriber (mail, …) never acts on a change that did not happen, and reads it once it is visible.
 */
export function afterCommit(manager: EntityManager, fn: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    fn();
    return;
  }
  const state = states.get(runner);
  if (!state)
    throw new Error(
      'afterCommit: the data source has no AfterCommitSubscriber, the callback would never run',
    );
  state.pending.push({ depth: state.depth, run: fn });
}

/** Follows every transaction of the data source it is registered on (database.module.ts) for afterCommit. */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionStart({ queryRunner }: TransactionStartEvent): void {
    const state = states.get(queryRunner);
    if (state) state.depth += 1;
    else states.set(queryRunner, { depth: 1, pending: [] });
  }

  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    const state = states.get(queryRunner);
    if (!state) return;
    state.depth -= 1;
    // A released savepoint hands its callbacks to the enclosing transaction.
    for (const p of state.pending) p.depth = Math.min(p.depth, Math.max(state.depth, 1));
    if (state.depth > 0) return;
    states.delete(queryRunner);
    for (const p of state.pending) {
      try {
        p.run();
      } catch (error) {
        // The transaction has committed: a failing subscriber must not make it look failed.
        logger.error(
          `An after-commit callback failed: ${error instanceof Error ? error.stack : String(error)}`,
        );
      }
    }
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    const state = states.get(queryRunner);
    if (!state) return;
    state.depth -= 1;
    if (state.depth === 0) states.delete(queryRunner);
    else state.pending = state.pending.filter((p) => p.depth <= state.depth);
  }
}

import { Injectable } from '@nestjs/common';
import {
  IllegalTransitionError,
  type StateMachine,
  type StatusActor,
  type StatusChange,
  type TransitionContext,
} from '@phonehub/domain';
import type { EntityManager } from 'typeorm';
import { CommonErrors } from '../common/errors/app-error';
import { StatusChangeEntity, type StatusSubject } from './status-change.entity';

/** The system acting on its own: jobs, webhooks, the provider's word. */
export const SYSTEM: StatusActor = Object.freeze({ kind: 'system' });

/** Longest kept reason (the column's width). */
const REASON_MAX = 500;

/**
 * The one way a status changes in the API: the machine checks and assigns, the change is recorded
 * (who, when, from, to) with the caller's `manager`, so it commits or rolls back with the write.
 * The caller holds the record's row lock and saves the record itself (with whatever else changed).
 */
@Injectable()
export class StatusChanges {
  /**
   * Moves `record[field]` (default 'status') to `to` along `machine`, or throws 409
   * INVALID_TRANSITION with the machine's sentence ('Cannot change a trade from rejected to approved')
   * and records nothing. Staying in the same status is no change: callers skip the call then.
   */
  async transition<S extends string, F extends string = 'status'>(
    manager: EntityManager,
    machine: StateMachine<S>,
    subject: StatusSubject,
    record: { readonly id: string } & { [K in NoInfer<F>]: S | null },
    to: S,
    context: TransitionContext,
    field?: F,
  ): Promise<StatusChange<S>> {
    let change: StatusChange<S>;
    try {
      change = machine.transition<F>(record, to, context, field);
    } catch (error) {
      if (error instanceof IllegalTransitionError) throw CommonErrors.invalidTransition(error.detail);
      throw error;
    }
    await this.record(manager, subject, record.id, change);
    return change;
  }

  /** Writes a change the caller already made (and checked with its machine) to the history. */
  async record(
    manager: EntityManager,
    subject: StatusSubject,
    recordId: string,
    change: StatusChange<string>,
  ): Promise<void> {
    await manager.getRepository(StatusChangeEntity).insert({
      subject,
      recordId,
      fromStatus: change.from,
      toStatus: change.to,
      actorKind: change.actor.kind,
      actorId: change.actor.id ?? null,
      reason: change.reason?.slice(0, REASON_MAX) ?? null,
      createdAt: change.at,
    });
  }
}

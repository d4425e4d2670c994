import { HttpStatus } from '@nestjs/common';
import { ErrorCode } from '@phonehub/contracts';
import type { StateMachine, TransitionCheck } from '@phonehub/domain';
import { AppError } from './app-error';

/** 409 INVALID_TRANSITION: a status change its lifecycle does not allow, e.g. 'Cannot change an order from pending to shipped'. */
export class InvalidTransitionError extends AppError {
  constructor(detail: string) {
    super(HttpStatus.CONFLICT, ErrorCode.InvalidTransition, detail);
  }
}

/** Throws InvalidTransitionError with the check's sentence unless it passed. */
export function enforceTransition<S extends string>(check: TransitionCheck<S>): void {
  if (!check.ok) throw new InvalidTransitionError(check.detail);
}

/** Throws InvalidTransitionError unless `machine` allows `from` → `to`. */
export function enforceMachine<S extends string>(machine: StateMachine<S>, from: string, to: string): void {
  enforceTransition(machine.check(from, to));
}

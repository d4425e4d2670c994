import type { StateMachine, TransitionCheck } from '@phonehub/domain';
import { CommonErrors } from './app-error';

/** Throws 409 INVALID_TRANSITION with the check's sentence unless it passed. */
export function enforceTransition<S extends string>(check: TransitionCheck<S>): void {
  if (!check.ok) throw CommonErrors.invalidTransition(check.detail);
}

/** Throws 409 INVALID_TRANSITION unless `machine` allows `from` → `to`. */
export function enforceMachine<S extends string>(machine: StateMachine<S>, from: string, to: string): void {
  enforceTransition(machine.check(from, to));
}

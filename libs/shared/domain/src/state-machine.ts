// A small finite state machine: one transition table per lifecycle, read by the API (which enforces
// it) and by the UIs (which offer only the legal next states). Ideas after Vendure's FSM; no hooks,
// no side effects: `transition` checks, assigns and answers the change; the API records it (who,
// when, from, to) and services decide what else a transition needs.

/** For every state, the states it may move to, in the order a UI should offer them. */
export type TransitionTable<S extends string> = { readonly [K in S]: readonly S[] };

export type TransitionCheck<S extends string> =
  { ok: true; from: S; to: S } | { ok: false; from: string; to: string; detail: string };

/** Thrown by `assert` and `transition`; `detail` is the sentence a screen shows. */
export class IllegalTransitionError extends Error {
  constructor(
    readonly from: string,
    readonly to: string,
    readonly detail: string,
  ) {
    super(detail);
    this.name = 'IllegalTransitionError';
  }
}

/** Who moved a record: a shopper, an admin, a seller (their user id; none for a guest) or the system. */
export interface StatusActor {
  kind: 'shopper' | 'admin' | 'seller' | 'system';
  id?: string | null;
}

export interface TransitionContext {
  actor: StatusActor;
  /** When it happened; now when not given. */
  at?: Date;
  /** Why, when the change has a reason worth keeping (a refusal, a provider's answer). */
  reason?: string | null;
}

/** One status change as it happened: the history row a transition leaves. */
export interface StatusChange<S extends string> {
  /** null when the record had no status yet (it entered one of the machine's `initial` states). */
  from: S | null;
  to: S;
  at: Date;
  actor: StatusActor;
  reason?: string;
}

export interface StateMachineOptions<S extends string> {
  /**
   * States a record whose status is still unset (null) may enter, e.g. a trade's payout once the
   * customer chose one. None by default: records are created with their first status.
   */
  initial?: readonly S[];
}

export interface StateMachine<S extends string> {
  /** What the detail calls the thing, with its article: 'an order', 'a trade'. */
  readonly subject: string;
  /** Every state, in table order. */
  readonly states: readonly S[];
  /** The states a record with no status yet may enter (see StateMachineOptions). */
  readonly initial: readonly S[];
  isState(value: unknown): value is S;
  /** `from` null asks whether an unset status may become `to`. */
  can(from: string | null, to: string): boolean;
  /** The legal next states of `from`, in table order; none for a final or unknown state. */
  next(from: string | null): readonly S[];
  /** The states that may move to `to`, in table order (for a guarded UPDATE: `WHERE status = ANY(...)`). */
  sources(to: string): readonly S[];
  /** A state nothing leaves. */
  isFinal(state: S): boolean;
  check(from: string, to: string): TransitionCheck<S>;
  /** Throws IllegalTransitionError unless `from` → `to` is in the table. */
  assert(from: string | null, to: string): asserts to is S;
  /** 'Cannot change an order from pending to shipped'. */
  refusal(from: string | null, to: string): string;
  /**
   * The one way a status changes: throws IllegalTransitionError unless `record[field]` → `to` is
   * legal, else sets it and answers the change to record (who, when, from, to). `field` is
   * 'status' unless the record names its status otherwise (e.g. 'paymentStatus').
   */
  transition<F extends string = 'status'>(
    record: { [K in NoInfer<F>]: S | null },
    to: S,
    context: TransitionContext,
    field?: F,
  ): StatusChange<S>;
}

/** How a refusal names an unset status. */
const NONE = 'none';

export function defineStateMachine<S extends string>(
  subject: string,
  table: TransitionTable<S>,
  options: StateMachineOptions<S> = {},
): StateMachine<S> {
  const states = Object.keys(table) as S[];
  const initial = options.initial ?? [];
  for (const state of states) {
    for (const target of table[state]) {
      if (!(target in table)) throw new Error(`${subject}: ${state} → ${target} leads to an unknown state`);
    }
  }
  for (const target of initial) {
    if (!(target in table)) throw new Error(`${subject}: initial state ${target} is unknown`);
  }
  const isState = (value: unknown): value is S => typeof value === 'string' && Object.hasOwn(table, value);
  const next = (from: string | null): readonly S[] =>
    from === null ? initial : isState(from) ? table[from] : [];
  const can = (from: string | null, to: string): boolean => isState(to) && next(from).includes(to);
  const refusal = (from: string | null, to: string) =>
    `Cannot change ${subject} from ${from ?? NONE} to ${to}`;
  const check = (from: string, to: string): TransitionCheck<S> =>
    can(from, to)
      ? { ok: true, from: from as S, to: to as S }
      : { ok: false, from, to, detail: refusal(from, to) };
  function assert(from: string | null, to: string): asserts to is S {
    if (!can(from, to)) throw new IllegalTransitionError(from ?? NONE, to, refusal(from, to));
  }
  return {
    subject,
    states,
    initial,
    isState,
    can,
    next,
    sources: (to) => states.filter((from) => can(from, to)),
    isFinal: (state) => next(state).length === 0,
    check,
    assert,
    refusal,
    transition<F extends string = 'status'>(
      record: { [K in NoInfer<F>]: S | null },
      to: S,
      context: TransitionContext,
      field: F = 'status' as F,
    ): StatusChange<S> {
      const from = record[field];
      assert(from, to);
      record[field] = to;
      const change: StatusChange<S> = { from, to, at: context.at ?? new Date(), actor: context.actor };
      if (context.reason) change.reason = context.reason;
      return change;
    },
  };
}

// A small finite state machine: one transition table per lifecycle, read by the API (which enforces
// it) and by the UIs (which offer only the legal next states). Ideas after Vendure's FSM; no hooks,
// no side effects: services decide what else a transition needs.

/** For every state, the states it may move to, in the order a UI should offer them. */
export type TransitionTable<S extends string> = { readonly [K in S]: readonly S[] };

export type TransitionCheck<S extends string> =
  { ok: true; from: S; to: S } | { ok: false; from: string; to: string; detail: string };

/** Thrown by `assert`; `detail` is the sentence a screen shows. */
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

export interface StateMachine<S extends string> {
  /** What the detail calls the thing, with its article: 'an order', 'a trade'. */
  readonly subject: string;
  /** Every state, in table order. */
  readonly states: readonly S[];
  isState(value: unknown): value is S;
  can(from: string, to: string): boolean;
  /** The legal next states of `from`, in table order; none for a final or unknown state. */
  next(from: string): readonly S[];
  /** A state nothing leaves. */
  isFinal(state: S): boolean;
  check(from: string, to: string): TransitionCheck<S>;
  /** Throws IllegalTransitionError unless `from` → `to` is in the table. */
  assert(from: string, to: string): asserts to is S;
  /** 'Cannot change an order from pending to shipped'. */
  refusal(from: string, to: string): string;
}

export function defineStateMachine<S extends string>(
  subject: string,
  table: TransitionTable<S>,
): StateMachine<S> {
  const states = Object.keys(table) as S[];
  for (const state of states) {
    for (const target of table[state]) {
      if (!(target in table)) throw new Error(`${subject}: ${state} → ${target} leads to an unknown state`);
    }
  }
  const isState = (value: unknown): value is S => typeof value === 'string' && Object.hasOwn(table, value);
  const next = (from: string): readonly S[] => (isState(from) ? table[from] : []);
  const can = (from: string, to: string): boolean => isState(to) && next(from).includes(to);
  const refusal = (from: string, to: string) => `Cannot change ${subject} from ${from} to ${to}`;
  const check = (from: string, to: string): TransitionCheck<S> =>
    can(from, to)
      ? { ok: true, from: from as S, to: to as S }
      : { ok: false, from, to, detail: refusal(from, to) };
  return {
    subject,
    states,
    isState,
    can,
    next,
    isFinal: (state) => next(state).length === 0,
    check,
    assert(from: string, to: string): asserts to is S {
      if (!can(from, to)) throw new IllegalTransitionError(from, to, refusal(from, to));
    },
    refusal,
  };
}

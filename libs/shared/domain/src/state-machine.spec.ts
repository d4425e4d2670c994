import { defineStateMachine, IllegalTransitionError, type StateMachine } from './state-machine';

type Light = 'red' | 'green' | 'amber' | 'off';
const light: StateMachine<Light> = defineStateMachine<Light>('a light', {
  red: ['green', 'off'],
  green: ['amber'],
  amber: ['red'],
  off: [],
});

describe('defineStateMachine', () => {
  it('allows exactly the listed edges', () => {
    expect(light.can('red', 'green')).toBe(true);
    expect(light.can('red', 'off')).toBe(true);
    expect(light.can('green', 'red')).toBe(false);
    expect(light.can('red', 'red')).toBe(false);
    expect(light.can('off', 'red')).toBe(false);
  });

  it('refuses unknown states on either side', () => {
    expect(light.can('blue', 'red')).toBe(false);
    expect(light.can('red', 'blue')).toBe(false);
    expect(light.can('constructor', 'red')).toBe(false);
    expect(light.next('toString')).toEqual([]);
    expect(light.isState('red')).toBe(true);
    expect(light.isState('blue')).toBe(false);
    expect(light.isState(undefined)).toBe(false);
  });

  it('lists the next states in table order, none from a final state', () => {
    expect(light.next('red')).toEqual(['green', 'off']);
    expect(light.next('off')).toEqual([]);
    expect(light.isFinal('off')).toBe(true);
    expect(light.isFinal('amber')).toBe(false);
    expect(light.states).toEqual(['red', 'green', 'amber', 'off']);
  });

  it('check answers a typed result with the refusal sentence', () => {
    expect(light.check('red', 'green')).toEqual({ ok: true, from: 'red', to: 'green' });
    expect(light.check('green', 'off')).toEqual({
      ok: false,
      from: 'green',
      to: 'off',
      detail: 'Cannot change a light from green to off',
    });
  });

  it('assert throws IllegalTransitionError carrying from, to and the detail', () => {
    expect(() => light.assert('amber', 'red')).not.toThrow();
    let thrown: unknown;
    try {
      light.assert('off', 'green');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(IllegalTransitionError);
    expect(thrown).toMatchObject({
      from: 'off',
      to: 'green',
      detail: 'Cannot change a light from off to green',
    });
  });

  it('lists the states that may move to a state (for a guarded UPDATE)', () => {
    expect(light.sources('red')).toEqual(['amber']);
    expect(light.sources('off')).toEqual(['red']);
    expect(light.sources('blue')).toEqual([]);
  });

  describe('transition', () => {
    const admin = { kind: 'admin', id: 'admin-1' } as const;

    it('checks, assigns and answers the change with who, when, from and to', () => {
      const record: { status: Light; name: string } = { status: 'red', name: 'crossing' };
      const at = new Date('2026-11-28T10:00:00Z');
      const change = light.transition(record, 'green', { actor: admin, at, reason: 'rush hour' });
      expect(record).toEqual({ status: 'green', name: 'crossing' });
      expect(change).toEqual({ from: 'red', to: 'green', at, actor: admin, reason: 'rush hour' });
    });

    it('stamps now and leaves out an empty reason', () => {
      const record = { status: 'green' as Light };
      const before = Date.now();
      const change = light.transition(record, 'amber', { actor: { kind: 'system' }, reason: null });
      expect(change.at.getTime()).toBeGreaterThanOrEqual(before);
      expect(change.at.getTime()).toBeLessThanOrEqual(Date.now());
      expect(change).not.toHaveProperty('reason');
      expect(change).toMatchObject({ from: 'green', to: 'amber', actor: { kind: 'system' } });
    });

    it('throws IllegalTransitionError and leaves the record as it was', () => {
      const record = { status: 'off' as Light };
      expect(() => light.transition(record, 'green', { actor: admin })).toThrow(
        new IllegalTransitionError('off', 'green', 'Cannot change a light from off to green'),
      );
      expect(record.status).toBe('off');
      // Staying put is no change either.
      expect(() => light.transition({ status: 'red' as Light }, 'red', { actor: admin })).toThrow(
        'Cannot change a light from red to red',
      );
    });

    it('moves a status kept under another name', () => {
      const order = { status: 'shipped', lampStatus: 'amber' as Light };
      const change = light.transition(order, 'red', { actor: { kind: 'shopper', id: 'u1' } }, 'lampStatus');
      expect(order).toEqual({ status: 'shipped', lampStatus: 'red' });
      expect(change).toMatchObject({ from: 'amber', to: 'red', actor: { kind: 'shopper', id: 'u1' } });
    });

    it('lets an unset status enter only an initial state', () => {
      const lamp = defineStateMachine<Light>(
        'a lamp',
        { red: ['green', 'off'], green: ['amber'], amber: ['red'], off: [] },
        { initial: ['off'] },
      );
      expect(lamp.initial).toEqual(['off']);
      expect(lamp.can(null, 'off')).toBe(true);
      expect(lamp.next(null)).toEqual(['off']);
      const record: { status: Light | null } = { status: null };
      expect(lamp.transition(record, 'off', { actor: admin })).toMatchObject({ from: null, to: 'off' });
      expect(record.status).toBe('off');
      expect(() => lamp.transition({ status: null }, 'red', { actor: admin })).toThrow(
        'Cannot change a lamp from none to red',
      );
      // Without initial states nothing enters from unset.
      expect(light.can(null, 'red')).toBe(false);
    });
  });

  it('refuses a table whose edge leads to an unknown state', () => {
    expect(() => defineStateMachine<'a' | 'b'>('a thing', { a: ['c' as 'b'], b: [] })).toThrow(
      'a thing: a → c leads to an unknown state',
    );
    expect(() =>
      defineStateMachine<'a' | 'b'>('a thing', { a: ['b'], b: [] }, { initial: ['c' as 'b'] }),
    ).toThrow('a thing: initial state c is unknown');
  });
});

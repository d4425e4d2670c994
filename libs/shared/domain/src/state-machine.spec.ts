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

  it('refuses a table whose edge leads to an unknown state', () => {
    expect(() => defineStateMachine<'a' | 'b'>('a thing', { a: ['c' as 'b'], b: [] })).toThrow(
      'a thing: a → c leads to an unknown state',
    );
  });
});

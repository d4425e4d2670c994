import { SESSION_SETTINGS, sessionOptions, sessionSettings } from './session-settings';

describe('sessionOptions', () => {
  it('sets the catalogue typo threshold on every session', () => {
    expect(SESSION_SETTINGS['pg_trgm.word_similarity_threshold']).toBe('0.4');
    expect(sessionOptions()).toBe('-c pg_trgm.word_similarity_threshold=0.4');
  });

  it('joins several settings and refuses text that could smuggle another option', () => {
    expect(sessionOptions({ a: '1', 'b.c': 'x_y' })).toBe('-c a=1 -c b.c=x_y');
    expect(() => sessionOptions({ a: '1 -c b=2' })).toThrow('Unsafe session setting');
    expect(() => sessionOptions({ 'a b': '1' })).toThrow('Unsafe session setting');
  });

  it('adds the configured statement and idle-in-transaction limits, in milliseconds', () => {
    expect(
      sessionOptions(sessionSettings({ statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 0 })),
    ).toBe(
      '-c pg_trgm.word_similarity_threshold=0.4 -c statement_timeout=30000 -c idle_in_transaction_session_timeout=0',
    );
  });
});

import { sessionOptions, sessionSettings } from './session-settings';

const LIMITS = { statementTimeoutMs: 30_000, idleInTransactionTimeoutMs: 0 };

describe('sessionOptions', () => {
  it('joins several settings and refuses text that could smuggle another option', () => {
    expect(sessionOptions({ a: '1', 'b.c': 'x_y' })).toBe('-c a=1 -c b.c=x_y');
    expect(() => sessionOptions({ a: '1 -c b=2' })).toThrow('Unsafe session setting');
    expect(() => sessionOptions({ 'a b': '1' })).toThrow('Unsafe session setting');
  });

  it("sets the features' settings and the configured statement and idle-in-transaction limits, in milliseconds", () => {
    expect(sessionOptions(sessionSettings(LIMITS, { 'pg_trgm.word_similarity_threshold': '0.4' }))).toBe(
      '-c pg_trgm.word_similarity_threshold=0.4 -c statement_timeout=30000 -c idle_in_transaction_session_timeout=0',
    );
    expect(sessionOptions(sessionSettings(LIMITS))).toBe(
      '-c statement_timeout=30000 -c idle_in_transaction_session_timeout=0',
    );
  });
});

import { readDatabaseConfig } from './database.config';
import { EnvReader, describeProblems } from './env-reader';

function read(env: Record<string, string>) {
  const reader = new EnvReader(env);
  return { config: readDatabaseConfig(reader), problems: describeProblems(reader) };
}

describe('database pool and statement limits', () => {
  it.each<{ what: string; env: Record<string, string>; expected: object }>([
    {
      what: 'defaults to a pool of 10, a 5 s connect wait, 30 s statements and 60 s idle in a transaction',
      env: {},
      expected: {
        poolSize: 10,
        connectTimeoutMs: 5000,
        statementTimeoutMs: 30_000,
        idleInTransactionTimeoutMs: 60_000,
      },
    },
    {
      what: 'takes each from the environment; 0 turns the statement and idle-in-transaction limits off',
      env: {
        DB_POOL_SIZE: '25',
        DB_CONNECT_TIMEOUT_MS: '1500',
        DB_STATEMENT_TIMEOUT_MS: '0',
        DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '0',
      },
      expected: {
        poolSize: 25,
        connectTimeoutMs: 1500,
        statementTimeoutMs: 0,
        idleInTransactionTimeoutMs: 0,
      },
    },
  ])('$what', ({ env, expected }) => {
    const { config, problems } = read(env);
    expect(problems).toBeNull();
    expect(config).toMatchObject(expected);
  });

  it('reports every bad value at once: an empty pool, no connect wait, non-numbers and overflows', () => {
    const { problems } = read({
      DB_POOL_SIZE: '0',
      DB_CONNECT_TIMEOUT_MS: '0',
      DB_STATEMENT_TIMEOUT_MS: '30s',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '2147483648',
    });
    expect(problems?.split('\n').slice(1)).toEqual([
      '  - DB_POOL_SIZE must be a whole number from 1 to 1000 (got "0")',
      '  - DB_CONNECT_TIMEOUT_MS must be a whole number from 1 to 2147483647 (got "0")',
      '  - DB_STATEMENT_TIMEOUT_MS must be a whole number from 0 to 2147483647 (got "30s")',
      '  - DB_IDLE_IN_TRANSACTION_TIMEOUT_MS must be a whole number from 0 to 2147483647 (got "2147483648")',
    ]);
  });
});

import { createFreshDatabase, type FreshDatabase } from '@phonehub/server-database';
import type { QueryRunner } from 'typeorm';
import { TYPO_WORD_SIMILARITY_THRESHOLD } from '../src/catalogue/search-session-settings';
import { startTestApp, type TestApp } from './support/test-app';

/** The pool's size (node-postgres' default; the API does not change it). */
const POOL_SIZE = 10;

// On a fresh database the pool opens connections (the migration lock's among them) before the
// migrations set any database default; every one of them must still search with typo tolerance.
describe('database sessions on a freshly migrated database', () => {
  let database: FreshDatabase;
  let t: TestApp;

  beforeAll(async () => {
    database = await createFreshDatabase(process.env.E2E_DATABASE_URL as string, 'phonehub_e2e_sessions');
    t = await startTestApp({ DATABASE_URL: database.url });
  });
  afterAll(async () => {
    await t?.close();
    await database?.drop();
  });

  it('every pooled connection has the typo threshold the catalogue search relies on', async () => {
    const runners: QueryRunner[] = [];
    try {
      // Held at once, so the pool hands out each of its connections, the one that took the lock included.
      for (let i = 0; i < POOL_SIZE; i += 1) {
        const runner = t.db.createQueryRunner();
        await runner.connect();
        runners.push(runner);
      }
      const answers = await Promise.all(
        runners.map(async (runner) => {
          const [row] = await runner.query(
            `SELECT pg_backend_pid() AS pid,
                    current_setting('pg_trgm.word_similarity_threshold')::float AS threshold,
                    'iphnoe' <% 'Apple iPhone 13 iPhone 13' AS typo_matches`,
          );
          return row as { pid: number; threshold: number; typo_matches: boolean };
        }),
      );
      expect(new Set(answers.map((a) => a.pid)).size).toBe(POOL_SIZE);
      for (const answer of answers) {
        expect(answer).toMatchObject({ threshold: TYPO_WORD_SIMILARITY_THRESHOLD, typo_matches: true });
      }
    } finally {
      await Promise.all(runners.map((runner) => runner.release()));
    }
  });
});

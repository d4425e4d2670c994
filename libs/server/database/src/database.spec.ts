import { Client } from 'pg';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, startEmbeddedPostgresProcess as startEmbeddedPostgres } from './index';

async function query(url: string, sql: string) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return await c.query(sql);
  } finally {
    await c.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('starts, serves pgcrypto and pg_trgm, and survives a stale pid file', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'phonehub-db-spec-')), 'pg');
    const port = 15432 + (process.pid % 1000);
    const server = await startEmbeddedPostgres({ dataDir, port, persistent: true });
    try {
      const db = await createFreshDatabase(server.url, 'spec');
      await query(db.url, 'CREATE EXTENSION IF NOT EXISTS pgcrypto; CREATE EXTENSION IF NOT EXISTS pg_trgm');
      const { rows } = await query(
        db.url,
        "SELECT gen_random_uuid() AS id, similarity('iphone', 'iphnoe') > 0.2 AS close",
      );
      expect(rows[0].id).toMatch(/^[0-9a-f-]{36}$/);
      expect(rows[0].close).toBe(true);
      await db.drop();
    } finally {
      await server.stop();
    }
    // A killed run leaves a pid file naming a dead process: the next start must clear it.
    writeFileSync(join(server.dataDir, 'postmaster.pid'), '999999\n');
    const again = await startEmbeddedPostgres({ dataDir, port, persistent: false });
    try {
      const { rows } = await query(again.url, 'SELECT 1 AS one');
      expect(rows[0].one).toBe(1);
      expect(readFileSync(join(again.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]).not.toBe('999999');
    } finally {
      await again.stop();
    }
  });
});

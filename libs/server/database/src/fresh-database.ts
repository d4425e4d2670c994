import { Client } from 'pg';

export interface FreshDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(serverUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * A new, empty database on the server behind `serverUrl`, so every test run starts clean and
 * runs never see each other's rows. Names are unique per process and time.
 */
export async function createFreshDatabase(
  serverUrl: string,
  prefix = 'phonehub_test',
): Promise<FreshDatabase> {
  const name = `${prefix}_${process.pid}_${Date.now().toString(36)}`
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_');
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
  return {
    name,
    url: withDatabase(serverUrl, name),
    drop: () =>
      admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}

/** Creates the database named in `url` when it does not exist yet (first `npm start`). */
export async function ensureDatabase(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!name || name === 'postgres') return;
  await admin(withDatabase(url, 'postgres'), async (c) => {
    const found = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) await c.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  });
}

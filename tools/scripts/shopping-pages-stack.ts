// The product started for the storefront's benchmarks (`npm run lighthouse`, tools/scripts/long-tasks.ts):
// the built apps on their own ports with demo data in a fresh database, and the five shopping pages
// of issue 17. Optionally builds first.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, startEmbeddedPostgres, type EmbeddedServer } from '@phonehub/server-database';
import { ROOT, type StackConfig } from './stack';
import { startStack } from './stack-process';

/** Apart from `npm start` (3000, 4200+) and the browser tests (3100, 4300+). */
export const BENCH_PORTS = {
  api: 3400,
  storefront: 4400,
  seller: 4401,
  admin: 4402,
  sandbox: 4442,
  carrierSandbox: 4443,
} as const;

export interface ShoppingPagesStack {
  config: StackConfig;
  /** Paths of /, /marketplace, /product/{id} (the first demo product), /cart and /trade. */
  pages: string[];
  stop(): Promise<void>;
}

export function buildApps(): void {
  console.log('Building api, storefront, seller and admin…');
  execFileSync(
    process.execPath,
    [
      join(ROOT, 'node_modules/nx/dist/bin/nx.js'),
      'run-many',
      '-t',
      'build',
      '-p',
      'api',
      'storefront',
      'seller',
      'admin',
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
}

/** Uses DATABASE_URL's server when set, else an embedded PostgreSQL in a scratch directory. */
export async function startShoppingPagesStack(name: string): Promise<ShoppingPagesStack> {
  const scratch = mkdtempSync(join(tmpdir(), `phonehub-${name}-`));
  let embedded: EmbeddedServer | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: join(scratch, 'pg'), port: 5498, persistent: false });
    serverUrl = embedded.url;
  }
  const database = await createFreshDatabase(serverUrl, `phonehub_${name.replace(/\W/g, '_')}`);
  const stack = await startStack({
    ports: BENCH_PORTS,
    apiLogFile: join(ROOT, `tmp/${name}/api.log`),
    env: {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      DATA_DIR: scratch,
      MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const stop = async () => {
    await stack.stop();
    await database.drop().catch(() => undefined);
    await embedded?.stop();
  };
  try {
    const listing = (await (await fetch(`${stack.config.apiUrl}/api/products?limit=1`)).json()) as {
      products: Array<{ id: string }>;
    };
    const productId = listing.products[0]?.id;
    if (!productId) throw new Error('the demo catalogue has no product');
    // One warm-up load, so the first measured run does not pay for the servers' first request.
    await fetch(`${stack.config.origins.storefront}/`);
    return {
      config: stack.config,
      pages: ['/', '/marketplace', `/product/${productId}`, '/cart', '/trade'],
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** '/product/{id}' for any product page, so tables read the same from run to run. */
export const pageLabel = (page: string): string => (page.startsWith('/product/') ? '/product/{id}' : page);

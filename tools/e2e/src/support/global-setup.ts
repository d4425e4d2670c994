import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase, startEmbeddedPostgres, type EmbeddedServer } from '@phonehub/server-database';
import { ROOT } from '../../../scripts/stack';
import { startStack } from '../../../scripts/stack-process';
import { E2E_ADMIN, E2E_ADMIN_PATH_SUFFIX, E2E_PORTS } from './env';

/**
 * A fresh database (on DATABASE_URL's server, or an embedded one) and the whole product built for
 * production, started on the test ports. Returns the teardown Playwright runs at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const scratch = mkdtempSync(join(tmpdir(), 'phonehub-e2e-'));
  let embedded: EmbeddedServer | undefined;
  let serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: join(scratch, 'pg'), port: 5499, persistent: false });
    serverUrl = embedded.url;
  }
  const database = await createFreshDatabase(serverUrl, 'phonehub_browser');
  process.env.E2E_OUTBOX_DIR = join(scratch, 'outbox');

  const cleanUp = async () => {
    await database.drop().catch(() => undefined);
    await embedded?.stop();
  };
  const stack = await startStack({
    ports: E2E_PORTS,
    apiLogFile: join(ROOT, 'tmp/e2e/api.log'),
    log: (line) => console.log(line),
    env: {
      NODE_ENV: 'development',
      DATABASE_URL: database.url,
      DATA_DIR: scratch,
      MAIL_OUTBOX_DIR: process.env.E2E_OUTBOX_DIR,
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      ADMIN_PATH_SUFFIX: E2E_ADMIN_PATH_SUFFIX,
      SEED_DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      // Every browser test comes from 127.0.0.1, so the per-address limit on sign-ins, lookups,
      // stock alerts and checkouts (20 a minute, meant for one person) was shared by the whole suite
      // and ran out when it ran fast. Rate limiting itself is tested in the API suite
      // (apps/api/e2e/rate-limit.e2e-spec.ts); the shop's 429 page fakes its answer.
      THROTTLE_AUTH_LIMIT: '1000',
      // Likewise the units held in open checkouts are counted per address, signed-in shoppers'
      // too: the whole suite would share one cap of 20 (the cap is tested in the API suite,
      // apps/api/e2e/marketplace-abuse.e2e-spec.ts and payments.e2e-spec.ts).
      CHECKOUT_MAX_HELD_UNITS: '1000',
    },
  }).catch(async (error: unknown) => {
    // Playwright runs no teardown when set-up fails: leave no database behind.
    await cleanUp();
    throw error;
  });

  // The sandbox's controls (opening a dispute, as a card holder's bank does) take its secret key,
  // which is fresh every run; the test workers inherit it from here.
  if (stack.paymentSandbox) process.env.E2E_SANDBOX_SECRET_KEY = stack.paymentSandbox.secretKey;
  // Likewise the carrier sandbox's control that moves a parcel on (issue 36), and where it answers.
  if (stack.carrierSandbox) {
    process.env.E2E_CARRIER_URL = stack.carrierSandbox.url;
    process.env.E2E_CARRIER_KEY = stack.carrierSandbox.apiKey;
  }

  return async () => {
    await stack.stop();
    await cleanUp();
  };
}

import { createServer, type AddressInfo } from 'node:net';

/** A loopback port nothing listens on right now: a connection to it is refused at once (a service that is down). */
export function unusedPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The Redis the shared-storage tests use (global-setup.ts found it answering), or undefined on a
 * machine without one: then those tests are skipped there, never in CI, where global-setup fails instead.
 */
export const E2E_REDIS_URL = process.env.E2E_REDIS_URL;
export const describeWithRedis = E2E_REDIS_URL ? describe : describe.skip;

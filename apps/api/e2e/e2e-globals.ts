import type { EmbeddedServer, FreshDatabase } from '@phonehub/server-database';

/** Handed from global-setup to global-teardown (they share one global object). */
export type E2eGlobals = typeof globalThis & {
  __phonehubE2e?: { database: FreshDatabase; embedded?: EmbeddedServer; scratchDir?: string };
};

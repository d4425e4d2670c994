import type { Pool, PoolClient } from 'pg';

/**
 * Statements that change nothing a listing shows: reads, session and transaction control, and the
 * product page's view counter (views are not announced either; product-listing.query.ts).
 */
const READ_ONLY =
  /^\s*(SELECT|SHOW|EXPLAIN|BEGIN|START TRANSACTION|SET|RESET|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)\b/i;

const WATCHED = Symbol('catalogueWritesWatched');
const WRITING = Symbol('catalogueWriting');
type Watched = PoolClient & { [WATCHED]?: true; [WRITING]?: () => void };

/**
 * A WITH statement writes only through a data-modifying part. Taken for a read when it names none:
 * the searches start with WITH, and a search taken for a write cost every next read a round trip
 * on the listener's connection (catalogue-changes.ts settled()).
 */
const WITH_READ = /^\s*WITH\b/i;
const DATA_MODIFYING = /\b(INSERT|UPDATE|DELETE|MERGE|TRUNCATE|COPY|CALL)\b/i;

export const mayWrite = (text: unknown, viewCounterPrefix: string): boolean =>
  typeof text !== 'string' ||
  !(
    READ_ONLY.test(text) ||
    text.startsWith(viewCounterPrefix) ||
    (WITH_READ.test(text) && !DATA_MODIFYING.test(text))
  );

/**
 * Reports every write this process makes through `pool`: a connection that sent a statement that
 * may write is writing from that statement until it goes back to the pool (its transaction, if
 * any, has ended by then). Statements are passed on untouched, through the client's own method.
 */
export function watchPoolWrites(pool: Pool, writeStarted: () => () => void, viewCounterPrefix: string): void {
  pool.on('acquire', (acquired) => {
    const client = acquired as Watched;
    if (client[WATCHED]) return;
    client[WATCHED] = true;
    const proto = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    Object.defineProperty(client, 'query', {
      configurable: true,
      writable: true,
      value(this: Watched, ...args: unknown[]) {
        const [config] = args;
        const text =
          typeof config === 'string' ? config : (config as { text?: unknown } | null | undefined)?.text;
        if (!this[WRITING] && mayWrite(text, viewCounterPrefix)) this[WRITING] = writeStarted();
        return proto.query.apply(this, args);
      },
    });
  });
  pool.on('release', (_error: Error | undefined, released: PoolClient) => {
    const client = released as Watched;
    const finished = client[WRITING];
    client[WRITING] = undefined;
    finished?.();
  });
}

import { detailStatement, listingStatement, VIEW_COUNTER } from '@phonehub/server-catalogue';
import { EventEmitter } from 'node:events';
import type { Pool, PoolClient } from 'pg';
import { mayWrite, watchPoolWrites } from './local-writes';

describe('mayWrite', () => {
  it('takes reads, transaction control and the view counter for no change', () => {
    for (const text of [
      'SELECT 1',
      '  select * from products',
      'BEGIN',
      'COMMIT',
      'ROLLBACK',
      'SAVEPOINT typeorm_1',
      'SET LOCAL statement_timeout = 1000',
      listingStatement({ filters: {}, mode: 'none', limit: 12, offset: 0 }).text,
      // Searches start with WITH: read-only ones, every way they are ranked and sorted.
      ...(['fulltext', 'trigram'] as const).flatMap((mode) =>
        [undefined, 'price', '-name'].map(
          (sort) =>
            listingStatement({
              filters: { search: 'iphone 15 pro' },
              mode,
              sort: sort as 'price' | undefined,
              limit: 12,
              offset: 0,
            }).text,
        ),
      ),
      'WITH t AS (SELECT 1 AS updated_at) SELECT * FROM t',
      detailStatement('00000000-0000-4000-8000-000000000000').text,
    ])
      expect(mayWrite(text, VIEW_COUNTER)).toBe(false);
  });

  it('takes anything else, and a statement it cannot read, for a possible change', () => {
    for (const text of [
      'UPDATE products SET price_cents = 1',
      'INSERT INTO reviews DEFAULT VALUES',
      'WITH x AS (DELETE FROM products) SELECT 1',
      'with x as (select 1) update products set views = 0',
      'WITH m AS (SELECT 1) INSERT INTO reviews SELECT * FROM m',
      undefined,
    ])
      expect(mayWrite(text, VIEW_COUNTER)).toBe(true);
  });
});

describe('watchPoolWrites', () => {
  class FakeClient {
    readonly sent: string[] = [];
    query(text: string): string {
      this.sent.push(text);
      return text;
    }
  }

  it('reports a write from its statement until its connection goes back to the pool, and passes statements on', () => {
    const pool = new EventEmitter();
    const events: string[] = [];
    watchPoolWrites(
      pool as unknown as Pool,
      () => (events.push('started'), () => events.push('ended')),
      VIEW_COUNTER,
    );
    const client = new FakeClient();
    const asPool = client as unknown as PoolClient;

    pool.emit('acquire', asPool);
    expect(client.query('SELECT 1')).toBe('SELECT 1');
    pool.emit('release', undefined, asPool);
    expect(events).toEqual([]);

    pool.emit('acquire', asPool);
    client.query('BEGIN');
    client.query('UPDATE products SET stock_quantity = 0');
    client.query('UPDATE products SET price_cents = 1');
    expect(events).toEqual(['started']);
    client.query('COMMIT');
    pool.emit('release', undefined, asPool);
    expect(events).toEqual(['started', 'ended']);
    expect(client.sent).toEqual([
      'SELECT 1',
      'BEGIN',
      'UPDATE products SET stock_quantity = 0',
      'UPDATE products SET price_cents = 1',
      'COMMIT',
    ]);
  });
});

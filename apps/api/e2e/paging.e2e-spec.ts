import { randomUUID } from 'node:crypto';
import { SelectQueryBuilder } from 'typeorm';
import { findPage } from '../src/common/paging/paged';
import { TradeRequestEntity } from '../src/trade/entities/trade-request.entity';
import { client } from './support/http';
import { decodeJwt, register } from './support/fixtures';
import { startTestApp, TestApp } from './support/test-app';

// findPage (common/paging) against PostgreSQL: pages never overlap and `total` counts every match,
// whether a LEFT JOIN is only selected (then counted and paged without it) or also filtered on.

describe('findPage', () => {
  let t: TestApp;
  let ownerId: string;
  let ownerEmail: string;
  const brand = `Pagebrand${randomUUID().slice(0, 8)}`;
  let ids: string[];

  beforeAll(async () => {
    t = await startTestApp();
    const owner = await register(client(t.baseUrl));
    ownerId = decodeJwt(owner.access_token).sub;
    ownerEmail = owner.email;
    ids = [];
    // Seven trades a minute apart, newest last; every other one belongs to the owner.
    for (let i = 0; i < 7; i++) {
      const [row] = await t.db.query(
        `INSERT INTO trade_requests (tracking_code, user_id, is_guest, status, brand, model, storage, condition,
                                     serial_number, images, partner_id, partner_name, estimated_value_cents,
                                     first_name, last_name, email, phone, street, city, state, zip_code, submitted_at)
         VALUES ($1, $2, $3, 'pending_review', $4, 'Pager', '128GB', 'good', $5, '{}', 'partner', 'Partner', 30000,
                 'Avery', 'ONeil', 'pager@example.com', '5551234567', '1 Market St', 'SF', 'CA', '94105',
                 now() - make_interval(mins => $6::int))
         RETURNING id`,
        [
          `TR-P${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
          i % 2 === 0 ? ownerId : null,
          i % 2 !== 0,
          brand,
          `SN${randomUUID().slice(0, 8)}`,
          7 - i,
        ],
      );
      ids.push(row.id);
    }
    ids.reverse(); // newest first, as the builders below order them
  });
  afterAll(async () => {
    await t.close();
  });

  const trades = () =>
    t.db
      .getRepository(TradeRequestEntity)
      .createQueryBuilder('t')
      .leftJoinAndSelect('t.user', 'owner')
      .where('t.brand = :brand', { brand })
      .orderBy('t.submitted_at', 'DESC')
      .addOrderBy('t.id', 'DESC');

  async function allPages(build: () => SelectQueryBuilder<TradeRequestEntity>, pageSize: number) {
    const pages = [];
    for (let page = 1; page <= 4; page++) pages.push(await findPage(build(), { page, page_size: pageSize }));
    return pages;
  }

  it('pages in order without overlaps, with the joined relation loaded, counting every match', async () => {
    const pages = await allPages(trades, 3);
    expect(pages.map((p) => p.total)).toEqual([7, 7, 7, 7]);
    expect(pages.map((p) => p.rows.length)).toEqual([3, 3, 1, 0]);
    const rows = pages.flatMap((p) => p.rows);
    expect(rows.map((r) => r.id)).toEqual(ids);
    for (const row of rows) expect(row.user?.email ?? null).toBe(row.userId ? ownerEmail : null);
  });

  it('counts and pages without a LEFT JOIN that only the selection uses', async () => {
    const count = jest.spyOn(SelectQueryBuilder.prototype, 'getCount');
    try {
      await findPage(trades(), { page: 2, page_size: 3 });
      const counted = count.mock.contexts[0] as SelectQueryBuilder<TradeRequestEntity>;
      expect(counted.getQuery()).not.toMatch(/JOIN/);
    } finally {
      count.mockRestore();
    }
  });

  it('keeps a LEFT JOIN the filter uses, so the count and the pages follow it', async () => {
    const owned = () => trades().andWhere('owner.email = :email', { email: ownerEmail });
    const pages = await allPages(owned, 3);
    expect(pages.map((p) => p.total)).toEqual([4, 4, 4, 4]);
    expect(pages.flatMap((p) => p.rows).map((r) => r.id)).toEqual(ids.filter((_, i) => i % 2 === 0));
  });

  it('keeps a LEFT JOIN the order uses', async () => {
    const byOwner = () => trades().orderBy('owner.email', 'ASC', 'NULLS LAST').addOrderBy('t.id', 'DESC');
    const rows = (await allPages(byOwner, 2)).flatMap((p) => p.rows);
    expect(rows).toHaveLength(7);
    expect(rows.slice(0, 4).every((r) => r.userId === ownerId)).toBe(true);
    expect(rows.slice(4).every((r) => r.userId === null)).toBe(true);
  });
});

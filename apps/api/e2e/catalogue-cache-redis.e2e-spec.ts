import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import type { AdminProduct } from '@phonehub/contracts';
import { CatalogueChanges } from '../src/catalogue/catalogue-changes';
import {
  brandCatalogue,
  cacheTestTag,
  catalogueReads,
  LONG_CACHE,
  priceIn,
  statementsDuring,
} from './support/catalogue-cache';
import { eventually, signInAsAdmin } from './support/fixtures';
import { client, type Client } from './support/http';
import { describeWithRedis, E2E_REDIS_URL, unusedPort } from './support/local-services';
import { startTestApp, type TestApp } from './support/test-app';

// The listing cache in Redis (REDIS_URL): two instances share it, as behind a load balancer, and a
// third points at a port where no Redis answers. Keys start with this run's own prefix, so runs in
// parallel on one Redis never meet; listings are narrowed to this run's own brand.

const tag = cacheTestTag();
const prefix = `phonehub-e2e:${randomUUID()}:`;

describeWithRedis('the listing cache in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  let away: TestApp;
  let apiA: Client;
  let apiB: Client;
  let apiAway: Client;
  let adminToken: string;
  const { createProduct, setPrice, listing } = brandCatalogue(tag, () => ({ api: apiA, token: adminToken }));

  beforeAll(async () => {
    const shared = { ...LONG_CACHE, REDIS_URL: E2E_REDIS_URL, CATALOGUE_CACHE_REDIS_PREFIX: prefix };
    a = await startTestApp(shared);
    b = await startTestApp(shared);
    away = await startTestApp({ ...shared, REDIS_URL: `redis://127.0.0.1:${await unusedPort()}` });
    apiA = client(a.baseUrl);
    apiB = client(b.baseUrl);
    apiAway = client(away.baseUrl);
    adminToken = await signInAsAdmin(apiA);
  });

  afterAll(async () => {
    await a?.db.query(`DELETE FROM products WHERE brand = $1`, [tag]);
    await Promise.all([a, b, away].map((app) => app?.close()));
    const redis = new Redis(E2E_REDIS_URL as string);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });

  /** Creates a product and waits until both instances have heard it (each bumps the generation once). */
  async function createHeard(name: string, price: number): Promise<AdminProduct> {
    const changes = [a, b].map((app) => app.app.get(CatalogueChanges));
    const before = changes.map((c) => c.version);
    const product = await createProduct(name, price);
    await eventually(
      async () => changes.map((c) => c.version),
      (versions) => versions.every((version, i) => version > before[i]),
      'both instances hearing the new product',
    );
    return product;
  }

  it('a page one instance read is served by the other without asking the database', async () => {
    const product = await createHeard(`Shared ${tag}`, 210);
    // The staff-reviews setting is read once per instance: read it before watching.
    await listing(apiB, '&sort=-price');
    await listing(apiA, '&sort=name');
    // A reads it, and once more: the second read is a hit, so the page is in Redis.
    expect(priceIn(await listing(apiA, '&sort=name'), product.id)).toBe(210);
    const onB = await statementsDuring(async () => {
      expect(priceIn(await listing(apiB, '&sort=name'), product.id)).toBe(210);
    });
    expect(catalogueReads(onB)).toEqual([]);
  });

  it("an admin's price change is served at once by both instances' listings", async () => {
    const product = await createHeard(`Repriced ${tag}`, 300);
    for (const api of [apiA, apiB, apiA, apiB])
      expect(priceIn(await listing(api, '&sort=price'), product.id)).toBe(300);

    await setPrice(product, 275.25);
    // The writer's next listing hears its own change and moves the generation every instance reads
    // under, whether or not the other has heard it yet: no waiting on either.
    expect(priceIn(await listing(apiA, '&sort=price'), product.id)).toBe(275.25);
    expect(priceIn(await listing(apiB, '&sort=price'), product.id)).toBe(275.25);
  });

  it('an instance whose Redis does not answer serves listings from the database, changes included', async () => {
    const product = await createHeard(`Away ${tag}`, 150);
    for (let i = 0; i < 2; i++) {
      const reads = await statementsDuring(async () => {
        const res = await listing(apiAway, '&sort=-name');
        expect(res.status).toBe(200);
        expect(priceIn(res, product.id)).toBe(150);
      });
      expect(catalogueReads(reads).filter((sql) => /\bproducts\b/.test(sql))).not.toEqual([]);
    }
    await setPrice(product, 140);
    expect(priceIn(await listing(apiAway, '&sort=-name'), product.id)).toBe(140);
  });
});

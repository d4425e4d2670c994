// Uploads across hosts (issue 37): two API instances, each with a data folder of its own as on two
// machines, share one bucket on an S3-compatible server (s3rver) the suite starts. A photo uploaded
// through one is served by the other, and a trade submitted through the other takes it.
import { mkdtempSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiInstance } from '../scripts/cluster';
import { ROOT } from '../scripts/stack';
import * as support from './support';
import { call, nextIp, type TestCluster } from './support';

type S3TestServerLib = typeof import('../../apps/api/src/common/uploads/s3-test-server');
type S3TestServer = Awaited<ReturnType<S3TestServerLib['startS3TestServer']>>;
/** The API's s3rver helper, loaded by path: the module boundaries keep tools from importing the API's sources. */
const { startS3TestServer } = require(
  join(ROOT, 'apps/api/src/common/uploads/s3-test-server'),
) as S3TestServerLib;
/** The API suite's trade request body, loaded by path likewise (it needs neither the app nor jest). */
const { freshImei, guestTradeRequest } = require(
  join(ROOT, 'apps/api/e2e/support/trade-request'),
) as typeof import('../../apps/api/e2e/support/trade-request');

/** A PNG as far as the upload check goes: its signature, then anything. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('cluster'),
]);

let s3: S3TestServer;
let test: TestCluster;
let a: ApiInstance;
let b: ApiInstance;
const folder = mkdtempSync(join(tmpdir(), 'phonehub-object-storage-'));
const dataDirs = [join(folder, 'data-a'), join(folder, 'data-b')];

beforeAll(async () => {
  s3 = await startS3TestServer('phonehub-cluster');
  test = await support.startTestCluster('object-storage', () => ({ ...s3.env }), {
    instanceEnv: (index) => ({ DATA_DIR: dataDirs[index] }),
  });
  [a, b] = test.cluster.instances;
}, 300_000);

afterAll(async () => {
  await test?.stop();
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
}, 120_000);

describe('two instances on separate data folders sharing one bucket', () => {
  it('serves a photo uploaded through A from B, and a trade submitted through B takes it', async () => {
    const adminToken = await support.signInAsAdmin(a.url);
    const device = { brand: `Cluster${Date.now().toString(36)}`, model: 'Shared 1' };
    const pricing = await call(a.url, '/api/admin/device-pricing', {
      ip: nextIp(),
      token: adminToken,
      body: {
        ...device,
        storage_options: ['128GB'],
        condition_prices: { excellent: 400, very_good: 300, good: 250, fair: 100 },
      },
    });
    expect(pricing.status).toBe(201);

    const form = new FormData();
    form.append('file', new Blob([PNG], { type: 'image/png' }), 'phone.png');
    const uploaded = await fetch(`${a.url}/api/trade/images`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': nextIp() },
    });
    expect(uploaded.status).toBe(201);
    const photo = (await uploaded.json()) as { id: string; url: string; token: string };

    const served = await fetch(`${b.url}${photo.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

    const trade = await call<{ id: string }>(b.url, '/api/trade/requests', {
      ip: nextIp(),
      body: guestTradeRequest({
        device,
        serialNumber: freshImei(),
        images: [photo],
        email: `cluster-trade-${Date.now()}@example.com`,
      }),
    });
    expect(trade.status).toBe(201);
    const { rows } = await test.db.query('SELECT trade_id FROM trade_uploads WHERE id = $1', [photo.id]);
    expect(rows).toEqual([{ trade_id: trade.body.id }]);

    // Neither instance kept it on its own disk: the bucket is the only copy.
    for (const dir of dataDirs) expect(existsSync(join(dir, 'uploads'))).toBe(false);
  });
});

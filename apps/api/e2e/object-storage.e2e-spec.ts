import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { SellerImageUpload, SupportAttachment } from '@phonehub/contracts';
import { createS3Client } from '../src/common/uploads/s3-image-store';
import { s3TestEnv } from '../src/common/uploads/s3-test-server';
import { EnvReader } from '../src/config/env-reader';
import { readStorageConfig } from '../src/config/storage.config';
import { TradeImagesService } from '../src/trade/uploads/trade-images.service';
import { addDevicePricing, approvedSeller, PNG, register, signInAsAdmin } from './support/fixtures';
import type { Client } from './support/http';
import { freshImei, submitGuestTrade, tradePhoto } from './support/trades';
import { useTestApp, useTempDir } from './support/test-app';

// Uploads on S3-compatible storage (S3_BUCKET): two instances, each with local upload folders of
// its own that must stay empty, share one bucket of the run's s3rver (global-setup.ts). What one
// stores the other serves, and a trade submitted through one takes a photo uploaded through the other.

function s3Env() {
  const [endpoint, bucket] = [process.env.E2E_S3_ENDPOINT, process.env.E2E_S3_BUCKET];
  if (!endpoint || !bucket) throw new Error('E2E_S3_ENDPOINT is not set: run through jest.e2e.config.cjs');
  return s3TestEnv(endpoint, bucket);
}

/** Upload folders of the instance's own: with S3_BUCKET set nothing may land in them. */
function useLocalFolders(name: string) {
  return {
    TRADE_UPLOAD_DIR: useTempDir(`phonehub-s3-${name}-trade-`),
    PRODUCT_UPLOAD_DIR: useTempDir(`phonehub-s3-${name}-products-`),
    SUPPORT_UPLOAD_DIR: useTempDir(`phonehub-s3-${name}-support-`),
  };
}

describe('uploads on S3-compatible storage', () => {
  const foldersA = useLocalFolders('a');
  const foldersB = useLocalFolders('b');
  const a = useTestApp(() => ({ ...s3Env(), ...foldersA }));
  const b = useTestApp(() => ({ ...s3Env(), ...foldersB }));
  const device = { brand: `S3Phone${Date.now().toString(36)}`, model: 'Bucket 1' };

  let s3: S3Client;
  let adminToken: string;
  beforeAll(async () => {
    const { s3: settings } = readStorageConfig(new EnvReader(s3Env()));
    s3 = createS3Client(settings as NonNullable<typeof settings>);
    adminToken = await signInAsAdmin(a.api);
    await addDevicePricing(a.api, adminToken, device.brand, device.model);
  });
  afterAll(() => s3?.destroy());

  const keys = async (prefix: string): Promise<string[]> => {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: s3Env().S3_BUCKET, Prefix: prefix }));
    return (page.Contents ?? []).map((object) => object.Key as string);
  };
  const served = async (api: Client, url: string) => {
    const res = await fetch(`${api === a.api ? a.t.baseUrl : b.t.baseUrl}${url}`);
    return {
      status: res.status,
      type: res.headers.get('content-type'),
      bytes: Buffer.from(await res.arrayBuffer()),
    };
  };
  const submitTrade = (api: Client, photo: { id: string; token: string }) =>
    submitGuestTrade<{ id: string }>(api, device, freshImei(), photo);

  it('serves a trade photo uploaded through one instance from the other, which takes it in a trade', async () => {
    const photo = await tradePhoto(a.api);
    expect(await keys(`trade/${photo.id}`)).toEqual([`trade/${photo.id}`]);
    expect(await served(b.api, photo.url)).toEqual({ status: 200, type: 'image/png', bytes: PNG });

    const trade = await submitTrade(b.api, photo);
    expect(trade.status).toBe(201);
    const [row] = await a.t.db.query('SELECT trade_id FROM trade_uploads WHERE id = $1', [photo.id]);
    expect(row.trade_id).toBe(trade.body.id);
  });

  it("keeps sellers' product images and support attachments in the bucket too, each under its own prefix", async () => {
    const seller = await approvedSeller(a.api, adminToken, `Bucket Phones ${Date.now()}`);
    const image = await a.api.upload<SellerImageUpload>(
      '/api/seller/products/images',
      { field: 'image', bytes: PNG, filename: 'phone.png', type: 'image/png' },
      { token: seller.access_token },
    );
    expect(image.status).toBe(201);
    const imageId = image.body.url.split('/').pop() as string;
    expect(await keys(`products/${imageId}`)).toEqual([`products/${imageId}`]);
    expect(await served(b.api, image.body.url)).toEqual({ status: 200, type: 'image/png', bytes: PNG });

    const shopper = await register(b.api);
    const attachment = await b.api.upload<SupportAttachment>(
      '/api/support/attachments',
      { field: 'file', bytes: PNG, filename: 'screen.png', type: 'image/png' },
      { token: shopper.access_token },
    );
    expect(attachment.status).toBe(201);
    expect(await keys(`support/${attachment.body.id}`)).toEqual([`support/${attachment.body.id}`]);
    expect(await served(a.api, attachment.body.url)).toEqual({ status: 200, type: 'image/png', bytes: PNG });

    // Each module reads its own prefix only: a product image is no trade photo.
    expect((await served(a.api, `/api/trade/images/${imageId}`)).status).toBe(404);
  });

  it('retention removes unclaimed photos and the objects no upload names from the bucket', async () => {
    const [stale, fresh, claimed] = [
      await tradePhoto(a.api),
      await tradePhoto(a.api),
      await tradePhoto(b.api),
    ];
    expect((await submitTrade(a.api, claimed)).status).toBe(201);
    await a.t.db.query(`UPDATE trade_uploads SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      stale.id,
    ]);
    // An object left by a crash between a row's removal and its object's: no row names it.
    const orphan = `trade/${randomBytes(16).toString('hex')}.jpg`;
    await s3.send(new PutObjectCommand({ Bucket: s3Env().S3_BUCKET, Key: orphan, Body: PNG }));

    const retention = a.t.app.get(TradeImagesService);
    expect(await retention.purgeUnclaimed()).toBeGreaterThanOrEqual(1);
    expect(await keys(`trade/${stale.id}`)).toEqual([]);
    // The job sweeps only objects older than RETENTION_UPLOAD_HOURS: this one is seconds old.
    expect(await keys(orphan)).toEqual([orphan]);

    // As the job will once it is a day old (LastModified has whole seconds: a minute ahead is past it).
    expect(await retention.removeOrphanFiles(new Date(Date.now() + 60_000))).toBeGreaterThanOrEqual(1);
    expect(await keys(orphan)).toEqual([]);
    for (const kept of [fresh, claimed]) expect(await keys(`trade/${kept.id}`)).toEqual([`trade/${kept.id}`]);
  });

  it("wrote none of it to either instance's own upload folders", () => {
    for (const dir of [...Object.values(foldersA), ...Object.values(foldersB)])
      expect(readdirSync(dir)).toEqual([]);
  });
});

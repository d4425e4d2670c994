import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type {
  Paged,
  AdminUsersResponse,
  CreateTradeResponse,
  DevicePricing,
  TrackedTrade,
  TradeDeviceCatalogue,
  TradeImageRef,
  TradeImageUploadResponse,
  TradePartner,
  TradeRequest,
  TradeStatistics,
} from '@phonehub/contracts';
import { VALIDATION_MESSAGES } from '@phonehub/domain';
import { client } from './support/http';
import { JPEG, PNG, register, signInAsAdmin, uniqueEmail, WEBP, waitForMail } from './support/fixtures';
import { startTestApp, useTempDir, useTestApp } from './support/test-app';

const TRACK_KEYS = [
  'bank_payout',
  'brand',
  'condition',
  'counterofferValue',
  'creditClaimPending',
  'estimatedValue',
  'finalValue',
  'image',
  'label_lapsed_at',
  'model',
  'payoutChoosable',
  'reviewedAt',
  'shipping_label',
  'status',
  'submittedAt',
  'tracking_code',
  'tradePartner',
];
const PARTNER_KEYS = [
  'description',
  'id',
  'logo',
  'name',
  'paymentMethods',
  'processingTime',
  'rating',
  'trustScore',
];
const ONLY_IMAGES = 'Only JPEG, PNG or WebP images are accepted';

describe('trade-in', () => {
  const uploadDir = useTempDir('phonehub-trade-uploads-');
  const { t, api } = useTestApp({ TRADE_UPLOAD_DIR: uploadDir });
  let adminToken: string;
  // A device of its own so the seed (run by other tests on the same database) cannot disturb it.
  const BRAND = `Testbrand${Date.now().toString(36)}`;
  const MODEL = 'Phone X';

  beforeAll(async () => {
    adminToken = await signInAsAdmin(api);
    const created = await api.post(
      '/api/admin/device-pricing',
      {
        brand: BRAND,
        model: MODEL,
        storage_options: ['128GB', '256GB', '512GB'],
        condition_prices: { excellent: 500, very_good: 400, good: 300, fair: 200.5 },
        base_price: 900,
      },
      { token: adminToken },
    );
    expect(created.status).toBe(201);
  });

  const upload = (bytes: Buffer, filename: string, type: string) =>
    api.upload<TradeImageUploadResponse & { detail: string }>('/api/trade/images', {
      field: 'file',
      bytes,
      filename,
      type,
    });

  /** A fresh upload as a trade request refers to it: its id and its token. */
  async function imageId(): Promise<TradeImageRef> {
    const res = await upload(PNG, 'phone.png', 'image/png');
    expect(res.status).toBe(201);
    return { id: res.body.id, token: res.body.token };
  }

  const guest = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Taylor',
    lastName: "O'Brien-Smith",
    email: 'taylor@example.com',
    phone: '+1 (312) 555-0119',
    street: '18 W Lake Street',
    city: 'Chicago',
    state: 'IL',
    zipCode: '60601-1234',
    brand: BRAND,
    model: MODEL,
    storage: '256GB',
    condition: 'very_good',
    tradePartner: 'swiftbuy',
    ...overrides,
  });

  async function submit(body: Record<string, unknown>, token?: string) {
    return api.post<CreateTradeResponse & { detail?: string }>('/api/trade/requests', body, { token });
  }
  /** A signed-in user's trade: only the device and a photo, the contact details come from the profile. */
  const deviceOnly = async (overrides: Record<string, unknown> = {}) => ({
    brand: BRAND,
    model: MODEL,
    storage: '128GB',
    condition: 'good',
    tradePartner: 'greencycle',
    images: [await imageId()],
    ...overrides,
  });

  describe('device pricing (admin)', () => {
    it('is admin only: 401 anonymous, 403 for a shopper', async () => {
      const shopper = await register(api);
      for (const [method, path] of [
        ['GET', '/api/admin/device-pricing'],
        ['POST', '/api/admin/device-pricing'],
        ['PUT', '/api/admin/device-pricing/00000000-0000-0000-0000-000000000000'],
        ['DELETE', '/api/admin/device-pricing/00000000-0000-0000-0000-000000000000'],
        ['GET', '/api/admin/trades'],
        ['GET', '/api/admin/trades/stats'],
        ['GET', '/api/admin/trades/export'],
        ['PUT', '/api/admin/trades/00000000-0000-0000-0000-000000000000'],
      ]) {
        const body =
          method === 'POST' || method === 'PUT' ? { brand: 'A', model: 'B', status: 'approved' } : undefined;
        expect((await api.raw(path, { method, body })).status).toBe(401);
        expect((await api.raw(path, { method, body, token: shopper.access_token })).status).toBe(403);
      }
    });

    it('creates with the default storage options and zero prices, in dollars', async () => {
      const res = await api.post<DevicePricing>(
        '/api/admin/device-pricing',
        { brand: '  Sony ', model: `Walkman ${Date.now()}` },
        { token: adminToken },
      );
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual([
        'base_price',
        'brand',
        'condition_prices',
        'created_at',
        'device_type',
        'id',
        'model',
        'storage_options',
        'updated_at',
      ]);
      expect(res.body).toMatchObject({
        brand: 'Sony',
        device_type: 'audio',
        storage_options: ['64GB', '128GB', '256GB', '512GB', '1TB'],
        condition_prices: { excellent: 0, very_good: 0, good: 0, fair: 0 },
        base_price: 0,
      });
    });

    it('splits comma-separated storage options, refuses duplicates in any case (409) and bad input (400)', async () => {
      const model = `Tab ${Date.now()}`;
      const first = await api.post<DevicePricing>(
        '/api/admin/device-pricing',
        { brand: 'Acme', model, storage_options: ' 32GB, 64GB ,', condition_prices: { good: 12.5 } },
        { token: adminToken },
      );
      expect(first.status).toBe(201);
      expect(first.body.storage_options).toEqual(['32GB', '64GB']);
      expect(first.body.condition_prices.good).toBe(12.5);

      const dup = await api.post(
        '/api/admin/device-pricing',
        { brand: 'ACME', model: model.toLowerCase() },
        { token: adminToken },
      );
      expect(dup.status).toBe(409);
      expect(dup.body.detail).toBe('Pricing for this brand and model already exists');

      const noBrand = await api.post('/api/admin/device-pricing', { model: 'X' }, { token: adminToken });
      expect(noBrand.status).toBe(400);
      expect(noBrand.body.detail).toBe(VALIDATION_MESSAGES.requiredFields);
      const negative = await api.post(
        '/api/admin/device-pricing',
        { brand: 'Acme', model: 'Neg', condition_prices: { fair: -1 } },
        { token: adminToken },
      );
      expect(negative.status).toBe(400);
      expect(negative.body.detail).toBe('fair must be an amount in dollars of at least 0, such as 120.50');
      const text = await api.post(
        '/api/admin/device-pricing',
        { brand: 'Acme', model: 'Str', base_price: '10' },
        { token: adminToken },
      );
      expect(text.status).toBe(400);
    });

    it('updates (accepting the object it read back), deletes, and answers 404 for unknown ids', async () => {
      const created = await api.post<DevicePricing>(
        '/api/admin/device-pricing',
        { brand: 'Acme', model: `Watch ${Date.now()}` },
        { token: adminToken },
      );
      const updated = await api.put<DevicePricing>(
        `/api/admin/device-pricing/${created.body.id}`,
        { ...created.body, condition_prices: { ...created.body.condition_prices, excellent: 99.99 } },
        { token: adminToken },
      );
      expect(updated.status).toBe(200);
      expect(updated.body.condition_prices.excellent).toBe(99.99);
      const list = await api.get<DevicePricing[]>('/api/admin/device-pricing', { token: adminToken });
      expect(list.body.find((d) => d.id === created.body.id)?.condition_prices.excellent).toBe(99.99);

      const del = await api.raw(`/api/admin/device-pricing/${created.body.id}`, {
        method: 'DELETE',
        token: adminToken,
      });
      expect(del.status).toBe(204);
      for (const id of [created.body.id, 'not-a-uuid']) {
        const again = await api.raw(`/api/admin/device-pricing/${id}`, {
          method: 'DELETE',
          token: adminToken,
        });
        expect(again.status).toBe(404);
        expect(again.body).toMatchObject({ detail: 'Device pricing not found' });
        const put = await api.put(
          `/api/admin/device-pricing/${id}`,
          { brand: 'a', model: 'b' },
          { token: adminToken },
        );
        expect(put.status).toBe(404);
      }
    });
  });

  describe('public catalogue, quotes and partners', () => {
    it('lists devices by brand with their storage options and the four conditions', async () => {
      const res = await api.get<TradeDeviceCatalogue>('/api/trade/devices');
      expect(res.status).toBe(200);
      expect(res.body[BRAND]).toEqual([
        {
          model: MODEL,
          device_type: 'phone',
          storage_options: ['128GB', '256GB', '512GB'],
          conditions: ['excellent', 'very_good', 'good', 'fair'],
        },
      ]);
    });

    it("gives each model its device type: the admin's, else what the name says; an unknown type is refused", async () => {
      const post = (body: Record<string, unknown>) =>
        api.post<{ id: string; device_type: string; detail?: string }>(
          '/api/admin/device-pricing',
          { brand: BRAND, storage_options: ['64GB'], ...body },
          { token: adminToken },
        );
      const watch = await post({ model: `${BRAND} Watch 2` });
      expect(watch.status).toBe(201);
      expect(watch.body.device_type).toBe('watch');
      const gaming = await post({ model: 'Deck One', device_type: 'gaming' });
      expect(gaming.body.device_type).toBe('gaming');
      const bad = await post({ model: 'Thing', device_type: 'toaster' });
      expect(bad.status).toBe(400);
      expect(bad.body.detail).toBe('device_type must be one of: phone, tablet, laptop, watch, audio, gaming');

      const res = await api.get<TradeDeviceCatalogue>('/api/trade/devices');
      const types = Object.fromEntries(res.body[BRAND].map((option) => [option.model, option.device_type]));
      expect(types).toEqual({ 'Deck One': 'gaming', [MODEL]: 'phone', [`${BRAND} Watch 2`]: 'watch' });
      for (const created of [watch, gaming]) {
        const removed = await api.raw(`/api/admin/device-pricing/${created.body.id}`, {
          method: 'DELETE',
          token: adminToken,
        });
        expect(removed.status).toBe(204);
      }
    });

    const quote = (body: Record<string, unknown>) =>
      api.post<{ estimated_value: number; detail?: string }>('/api/trade/quote', {
        brand: BRAND,
        model: MODEL,
        ...body,
      });

    it('quotes the condition price plus 10% of it per storage step, in whole dollars, any case', async () => {
      expect((await quote({ storage: '128GB', condition: 'excellent' })).body).toEqual({
        estimated_value: 500,
      });
      const res = await quote({ storage: '256gb', condition: 'very_good' });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ estimated_value: 440 });
      expect((await quote({ storage: '512GB', condition: 'fair' })).body).toEqual({ estimated_value: 241 });
      const upper = await quote({
        brand: BRAND.toUpperCase(),
        model: MODEL.toLowerCase(),
        storage: '128GB',
        condition: 'good',
      });
      expect(upper.body).toEqual({ estimated_value: 300 });
    });

    it('answers 404 for an unknown device and 400 for an unknown condition or storage', async () => {
      const unknown = await quote({ brand: 'Nokia', model: '3310', storage: '128GB', condition: 'good' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.detail).toBe('Device not found');
      const condition = await quote({ storage: '128GB', condition: 'mint' });
      expect(condition.status).toBe(400);
      expect(condition.body.detail).toBe('Condition must be one of: excellent, very_good, good, fair');
      const storage = await quote({ storage: '1TB', condition: 'good' });
      expect(storage.status).toBe(400);
      expect(storage.body.detail).toBe('Storage must be one of: 128GB, 256GB, 512GB');
      const missing = await quote({ condition: 'good' });
      expect(missing.body.detail).toBe(VALIDATION_MESSAGES.requiredFields);
    });

    it('lists the trade partners with the spec fields and inline SVG logos', async () => {
      const res = await api.get<TradePartner[]>('/api/trade/partners');
      expect(res.status).toBe(200);
      expect(res.body.length).toBeGreaterThanOrEqual(4);
      for (const partner of res.body) {
        expect(Object.keys(partner).sort()).toEqual(PARTNER_KEYS);
        expect(partner.logo).toMatch(/^data:image\/svg\+xml,%3Csvg%20/);
        expect(decodeURIComponent(partner.logo)).not.toMatch(/<script|href=|url\(/i);
        expect(partner.trustScore).toBeGreaterThan(0);
        expect(partner.paymentMethods.length).toBeGreaterThan(0);
      }
    });
  });

  describe('photo uploads', () => {
    it('stores PNG, JPEG and WebP under server-made names and serves them back with their type and nosniff', async () => {
      for (const [bytes, claimed, type, ext] of [
        [PNG, 'a.png', 'image/png', 'png'],
        [JPEG, 'evil.php', 'application/x-php', 'jpg'],
        [WEBP, 'b.gif', 'image/gif', 'webp'],
      ] as const) {
        const res = await upload(bytes, claimed, type);
        expect(res.status).toBe(201);
        expect(res.body.id).toMatch(new RegExp(`^[0-9a-f]{32}\\.${ext}$`));
        expect(res.body.url).toBe(`/api/trade/images/${res.body.id}`);
        const served = await fetch(`${t.baseUrl}${res.body.url}`);
        expect(served.status).toBe(200);
        expect(served.headers.get('content-type')).toBe(
          { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' }[ext],
        );
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
      }
    });

    it('refuses a PHP file named .jpg and an SVG with a script (415), whatever their declared type', async () => {
      const php = await upload(Buffer.from('<?php system($_GET["c"]); ?>'), 'photo.jpg', 'image/jpeg');
      expect(php.status).toBe(415);
      expect(php.body.detail).toBe(ONLY_IMAGES);
      const svg = await upload(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'photo.png',
        'image/png',
      );
      expect(svg.status).toBe(415);
      expect(svg.body.detail).toBe(ONLY_IMAGES);
    });

    it('refuses a 6 MB image with 413 every time, one after another and side by side, storing nothing', async () => {
      const stored = () => readdirSync(uploadDir).sort();
      const before = stored();
      const big = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]);
      const expectRefused = (res: Awaited<ReturnType<typeof upload>>) => {
        expect(res.status).toBe(413);
        expect(res.body.detail).toBe('Each image must be at most 5 MB');
      };
      for (let i = 0; i < 10; i++) expectRefused(await upload(big, 'big.png', 'image/png'));
      const parallel = await Promise.all(
        Array.from({ length: 4 }, () => upload(big, 'big.png', 'image/png')),
      );
      parallel.forEach(expectRefused);
      // Just over the limit, and the limit itself (accepted).
      expectRefused(
        await upload(
          Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length + 1)]),
          'a.png',
          'image/png',
        ),
      );
      expect(stored()).toEqual(before);
      const exact = await upload(
        Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024 - PNG.length)]),
        'a.png',
        'image/png',
      );
      expect(exact.status).toBe(201);
      expect(statSync(join(uploadDir, exact.body.id)).size).toBe(5 * 1024 * 1024);
    });

    it('takes multipart on the upload route only, and answers 404 for unknown or malformed names', async () => {
      const form = new FormData();
      form.append('brand', BRAND);
      const quote = await fetch(`${t.baseUrl}/api/trade/quote`, { method: 'POST', body: form });
      expect(quote.status).toBe(415);
      const json = await api.post('/api/trade/images', { file: 'x' });
      expect(json.status).toBe(415);
      for (const name of ['0123456789abcdef0123456789abcdef.png', '..%2F..%2Fetc%2Fpasswd', 'x.svg'])
        expect((await api.get(`/api/trade/images/${name}`)).status).toBe(404);
    });
  });

  describe('submitting a trade', () => {
    it('takes a guest trade: 201 with id and tracking code, the server estimate, pending review, a serial made up', async () => {
      const images = [await imageId(), await imageId()];
      const res = await submit(guest({ images, description: '  Light scuffs  ', color: ' Blue ' }));
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        id: expect.any(String),
        tracking_code: expect.stringMatching(/^TR-[0-9A-HJKMNP-TV-Z]{10}$/),
        status: 'pending_review',
        estimatedValue: 440,
      });
      const [row] = await t.db.query('SELECT * FROM trade_requests WHERE id = $1', [res.body.id]);
      expect(row).toMatchObject({
        user_id: null,
        is_guest: true,
        first_name: 'Taylor',
        email: 'taylor@example.com',
        zip_code: '60601-1234',
        country: 'USA',
        description: 'Light scuffs',
        color: 'Blue',
        estimated_value_cents: 44000,
        images: images.map((image) => image.id),
      });
      expect(row.serial_number).toMatch(/^[A-Za-z0-9]{6,50}$/);
    });

    it('never takes a value from the client', async () => {
      const res = await submit(guest({ images: [await imageId()], estimatedValue: 5000 }));
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe('The field "estimatedValue" is not allowed');
    });

    it.each([
      ['firstName', 'R2-D2', VALIDATION_MESSAGES.name],
      ['lastName', 'x'.repeat(51), VALIDATION_MESSAGES.nameTooLong],
      ['email', 'taylor@example', VALIDATION_MESSAGES.email],
      ['phone', '555-01', VALIDATION_MESSAGES.phone],
      ['zipCode', '6060', VALIDATION_MESSAGES.zip],
      ['serialNumber', 'AB-12', VALIDATION_MESSAGES.serial],
      ['serialNumber', 'A'.repeat(51), VALIDATION_MESSAGES.serial],
      [
        'description',
        'Nice <script>alert(1)</script>',
        'Text may not contain scripts, "javascript:" links or event handlers',
      ],
      ['color', 'javascript:alert(1)', 'Text may not contain scripts, "javascript:" links or event handlers'],
      [
        'street',
        '<img src=x onerror=alert(1)>',
        'Text may not contain scripts, "javascript:" links or event handlers',
      ],
      ['condition', 'mint', 'Condition must be one of: excellent, very_good, good, fair'],
      ['tradePartner', 'nobody', 'Please choose a trade partner'],
      ['images', [], 'Please add between 1 and 10 photos of your device'],
      ['images', undefined, 'Please add between 1 and 10 photos of your device'],
      ['images', ['../../etc/passwd'], 'One of the photos was not found. Please upload it again.'],
      [
        'images',
        [{ id: '../../etc/passwd', token: 'x' }],
        'One of the photos was not found. Please upload it again.',
      ],
      [
        'images',
        [{ id: '0123456789abcdef0123456789abcdef.png', token: 'x' }],
        'One of the photos was not found. Please upload it again.',
      ],
      ['email', undefined, VALIDATION_MESSAGES.requiredFields],
      ['brand', '   ', VALIDATION_MESSAGES.requiredFields],
      ['storage', '2TB', 'Storage must be one of: 128GB, 256GB, 512GB'],
      ['model', 'Phone Y', 'Device not found'],
    ])('refuses %s = %j with its message (nothing stored)', async (field, value, message) => {
      const before = await t.db.query('SELECT count(*)::int AS n FROM trade_requests');
      const res = await submit(guest({ images: [await imageId()], [field]: value }));
      expect(res.status).toBe(message === 'Device not found' ? 404 : 400);
      expect(res.body).toMatchObject({ detail: message });
      expect(await t.db.query('SELECT count(*)::int AS n FROM trade_requests')).toEqual(before);
    });

    it("takes a photo only with its upload's token, and into one trade only (nothing stored otherwise)", async () => {
      const count = async () =>
        (await t.db.query('SELECT count(*)::int AS n FROM trade_requests WHERE brand = $1', [BRAND]))[0].n;
      const before = await count();
      const photo = await imageId();
      const [row] = await t.db.query('SELECT * FROM trade_uploads WHERE id = $1', [photo.id]);
      // Only the token's hash is kept.
      expect(row).toMatchObject({ trade_id: null, token_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(JSON.stringify(row)).not.toContain(photo.token);

      const stranger = await register(api);
      const refusals: [unknown, string | undefined, number, string][] = [
        [[photo.id], undefined, 400, 'One of the photos was not found. Please upload it again.'],
        [
          [{ id: photo.id }],
          undefined,
          400,
          'One of the photos was not uploaded by you. Please upload it again.',
        ],
        [
          [{ id: photo.id, token: (await imageId()).token }],
          undefined,
          403,
          'One of the photos was not uploaded by you. Please upload it again.',
        ],
        [
          [{ id: photo.id, token: `${photo.token}x` }],
          stranger.access_token,
          403,
          'One of the photos was not uploaded by you. Please upload it again.',
        ],
        // Its own photo plus someone else's: all or nothing.
        [
          [await imageId(), { id: photo.id, token: 'guess' }],
          undefined,
          403,
          'One of the photos was not uploaded by you. Please upload it again.',
        ],
      ];
      for (const [images, token, status, detail] of refusals) {
        const res = await submit(guest({ images }), token);
        expect({ images, status: res.status, detail: res.body.detail }).toEqual({ images, status, detail });
      }
      expect(await count()).toBe(before);
      expect(
        (await t.db.query('SELECT trade_id FROM trade_uploads WHERE id = $1', [photo.id]))[0].trade_id,
      ).toBeNull();

      const first = await submit(guest({ images: [photo, photo] }));
      expect(first.status).toBe(201);
      const [trade] = await t.db.query('SELECT images FROM trade_requests WHERE id = $1', [first.body.id]);
      expect(trade.images).toEqual([photo.id]);
      expect(
        (await t.db.query('SELECT trade_id FROM trade_uploads WHERE id = $1', [photo.id]))[0].trade_id,
      ).toBe(first.body.id);

      // The same photo again, even by its owner, even twice at once: refused, nothing stored.
      const again = await submit(guest({ images: [photo] }));
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe(
        'One of the photos is already part of another trade-in. Please upload it again.',
      );
      const fresh = await imageId();
      const racing = await Promise.all([
        submit(guest({ images: [fresh] })),
        submit(guest({ images: [fresh] })),
      ]);
      expect(racing.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await count()).toBe(before + 2);
    });

    it('refuses more than 10 photos', async () => {
      const id = await imageId();
      const res = await submit(guest({ images: Array(11).fill(id) }));
      expect(res.body.detail).toBe('Please add between 1 and 10 photos of your device');
    });

    it("takes contact and address from a signed-in user's profile, and refuses a bad token", async () => {
      const user = await register(api, { first_name: 'Robin', last_name: 'Hale', phone: '(415) 555-0100' });
      await api.put(
        '/api/auth/profile',
        {
          first_name: 'Robin',
          last_name: 'Hale',
          email: user.email,
          phone: '(415) 555-0100',
          address: {
            street: '1 Main St',
            city: 'Austin',
            state: 'TX',
            zipCode: '73301',
            country: 'United States',
          },
        },
        { token: user.access_token },
      );
      const body = await deviceOnly({ firstName: 'Someone' });
      const res = await submit(body, user.access_token);
      expect(res.status).toBe(201);
      const [row] = await t.db.query('SELECT * FROM trade_requests WHERE id = $1', [res.body.id]);
      expect(row).toMatchObject({
        user_id: user.user.id,
        is_guest: false,
        first_name: 'Robin',
        email: user.email,
        street: '1 Main St',
        zip_code: '73301',
        partner_name: 'GreenCycle Electronics',
        serial_number: expect.stringMatching(/^SN[0-9A-Z]{12}$/),
      });
      const bad = await submit(body, 'not-a-token');
      expect(bad.status).toBe(401);
      const guestWithoutContact = await submit(body);
      expect(guestWithoutContact.body.detail).toBe(VALIDATION_MESSAGES.requiredFields);
    });

    it('fills what a signed-in profile lacks (no phone, no address) from the request', async () => {
      const user = await register(api, { first_name: 'Sam', last_name: 'Ortiz' });
      await t.db.query(`UPDATE users SET phone = '', address = NULL WHERE id = $1`, [user.user.id]);
      const body = await deviceOnly();
      const missing = await submit(body, user.access_token);
      expect(missing.status).toBe(400);
      expect(missing.body.detail).toBe(VALIDATION_MESSAGES.requiredFields);

      const filled = await submit(
        {
          ...body,
          phone: '(512) 555-0188',
          street: '9 Oak Ave',
          city: 'Austin',
          state: 'TX',
          zipCode: '73301',
        },
        user.access_token,
      );
      expect(filled.status).toBe(201);
      const [row] = await t.db.query('SELECT * FROM trade_requests WHERE id = $1', [filled.body.id]);
      expect(row).toMatchObject({
        first_name: 'Sam',
        phone: '(512) 555-0188',
        street: '9 Oak Ave',
        zip_code: '73301',
      });
    });
  });

  describe('reading, tracking and review', () => {
    let owner: Awaited<ReturnType<typeof register>>;
    let other: Awaited<ReturnType<typeof register>>;
    let trade: CreateTradeResponse;
    let firstImage: TradeImageRef;
    const serial = `Ser${Date.now()}`;

    beforeAll(async () => {
      owner = await register(api);
      other = await register(api);
      firstImage = await imageId();
      // A fresh profile has no address: the one in the body is used.
      const res = await submit(
        guest({ images: [firstImage, await imageId()], serialNumber: serial, description: 'Minor wear' }),
        owner.access_token,
      );
      expect(res.status).toBe(201);
      trade = res.body;
    });

    it("lists only the caller's own trades", async () => {
      await submit(guest({ images: [await imageId()] }), other.access_token);
      const mine = await api.get<TradeRequest[]>('/api/trade/requests', { token: owner.access_token });
      expect(mine.status).toBe(200);
      expect(mine.body.map((x) => x.id)).toEqual([trade.id]);
      expect(mine.body[0]).toMatchObject({
        tracking_code: trade.tracking_code,
        userId: owner.user.id,
        isGuest: false,
        email: owner.email,
        serialNumber: serial,
        images: [`/api/trade/images/${firstImage.id}`, expect.any(String)],
        tradePartner: 'SwiftBuy Trade-In',
        estimatedValue: 440,
        finalValue: null,
        country: 'USA',
      });
      expect((await api.get('/api/trade/requests')).status).toBe(401);
    });

    it("shows a trade to its owner and admins; someone else's is 404", async () => {
      expect(
        (await api.get<TradeRequest>(`/api/trade/requests/${trade.id}`, { token: owner.access_token })).body
          .id,
      ).toBe(trade.id);
      expect((await api.get(`/api/trade/requests/${trade.id}`, { token: adminToken })).status).toBe(200);
      const stranger = await api.get(`/api/trade/requests/${trade.id}`, { token: other.access_token });
      expect(stranger.status).toBe(404);
      expect(stranger.body.detail).toBe('Trade request not found');
      expect((await api.get('/api/trade/requests/not-a-uuid', { token: owner.access_token })).status).toBe(
        404,
      );
      expect((await api.get(`/api/trade/requests/${trade.id}`)).status).toBe(401);
    });

    it('tracks by code (any case), or by serial (any case) with the email (any case), with public fields only', async () => {
      const bySerial = (query: string, email: string) =>
        `/api/trade/track/${encodeURIComponent(query)}?email=${encodeURIComponent(email)}`;
      for (const path of [
        `/api/trade/track/${trade.tracking_code}`,
        `/api/trade/track/${trade.tracking_code.toLowerCase()}`,
        // A signed-in sender's trade carries the account's email.
        bySerial(serial.toUpperCase(), owner.email),
        bySerial(serial.toLowerCase(), `  ${owner.email.toUpperCase()} `),
      ]) {
        const res = await api.get<TrackedTrade>(path);
        expect(res.status).toBe(200);
        expect(Object.keys(res.body).sort()).toEqual(TRACK_KEYS);
        expect(res.body).toEqual({
          tracking_code: trade.tracking_code,
          brand: BRAND,
          model: MODEL,
          status: 'pending_review',
          image: `/api/trade/images/${firstImage.id}`,
          condition: 'very_good',
          estimatedValue: 440,
          finalValue: null,
          submittedAt: expect.any(String),
          reviewedAt: null,
          tradePartner: 'SwiftBuy Trade-In',
          counterofferValue: null,
          payoutChoosable: false,
          creditClaimPending: false,
          bank_payout: null,
          shipping_label: null,
          label_lapsed_at: null,
        });
        // No personal data and no free text.
        const text = JSON.stringify(res.body);
        for (const secret of [
          owner.email,
          'Taylor',
          'Chicago',
          '555-0119',
          '60601',
          owner.user.id,
          trade.id,
          'Minor wear',
          serial,
        ])
          expect(text).not.toContain(secret);
      }
    });

    it('answers the same 404 for an unknown code and for a serial without the right email', async () => {
      // Someone who knows the serial (it is printed on the device) submits newer trades with it,
      // under their own email and under the owner's.
      const spoof = await submit(
        guest({ images: [await imageId()], serialNumber: serial, email: 'mallory@example.com' }),
      );
      expect(spoof.status).toBe(201);
      const posing = await submit(
        guest({ images: [await imageId()], serialNumber: serial, email: owner.email }),
      );
      expect(posing.status).toBe(201);
      const ownerEmail = encodeURIComponent(owner.email);
      for (const path of [
        '/api/trade/track/TR-0000000000',
        `/api/trade/track/${serial}`,
        `/api/trade/track/${serial}?email=`,
        `/api/trade/track/${serial}?email=someone%40example.com`,
        `/api/trade/track/${serial}?email=not-an-email`,
        `/api/trade/track/${serial}?email=${ownerEmail}&email=${ownerEmail}`,
        `/api/trade/track/${trade.tracking_code.slice(0, -1)}?email=${ownerEmail}`,
      ]) {
        const res = await api.get(path);
        expect({ path, status: res.status }).toEqual({ path, status: 404 });
        expect(res.body).toMatchObject({
          code: 'NOT_FOUND',
          detail: 'Trade not found. Please check your tracking ID.',
        });
      }
      // The owner's serial and email find the owner's (first) trade, not a newer one posing as it.
      const mine = await api.get<TrackedTrade>(`/api/trade/track/${serial}?email=${ownerEmail}`);
      expect(mine.body.tracking_code).toBe(trade.tracking_code);
      const theirs = await api.get<TrackedTrade>(`/api/trade/track/${serial}?email=mallory%40example.com`);
      expect(theirs.body.tracking_code).toBe(spoof.body.tracking_code);
    });

    it('lets an admin search, filter, approve (final value defaults to the estimate) and mails the owner', async () => {
      const search = await api.get<Paged<TradeRequest>>(
        `/api/admin/trades?search=${encodeURIComponent(BRAND.toLowerCase())}&status=pending_review`,
        {
          token: adminToken,
        },
      );
      expect(search.status).toBe(200);
      expect(search.body.items.map((x) => x.id)).toContain(trade.id);
      expect(search.body.items.every((x) => x.brand === BRAND && x.status === 'pending_review')).toBe(true);
      expect(search.body).toMatchObject({ page: 1, total: search.body.items.length, total_pages: 1 });
      const byPartner = await api.get<Paged<TradeRequest>>(
        '/api/admin/trades?search=swiftbuy&page_size=100',
        {
          token: adminToken,
        },
      );
      expect(byPartner.body.items.map((x) => x.id)).toContain(trade.id);
      const none = await api.get<Paged<TradeRequest>>(`/api/admin/trades?search=${BRAND}&status=completed`, {
        token: adminToken,
      });
      expect(none.body).toEqual({ items: [], total: 0, page: 1, page_size: 20, total_pages: 1 });
      const onePerPage = await api.get<Paged<TradeRequest>>(
        `/api/admin/trades?search=${encodeURIComponent(BRAND)}&page_size=1&page=1&sort=submitted_at`,
        { token: adminToken },
      );
      expect(onePerPage.body.total_pages).toBe(onePerPage.body.total);
      expect(onePerPage.body.items).toHaveLength(1);
      expect((await api.get('/api/admin/trades?page_size=101', { token: adminToken })).status).toBe(400);
      expect((await api.get('/api/admin/trades?sort=email', { token: adminToken })).status).toBe(400);
      expect((await api.get('/api/admin/trades?status=lost', { token: adminToken })).status).toBe(400);

      const before = await api.get<TradeStatistics>('/api/admin/trades/stats', { token: adminToken });
      const approved = await api.put<TradeRequest>(
        `/api/admin/trades/${trade.id}`,
        { status: 'approved' },
        { token: adminToken },
      );
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({ status: 'approved', finalValue: 440, rejectionReason: null });
      expect(new Date(approved.body.reviewedAt as string).getTime()).toBeGreaterThan(Date.now() - 60_000);

      const seen = await api.get<TradeRequest>(`/api/trade/requests/${trade.id}`, {
        token: owner.access_token,
      });
      expect(seen.body).toMatchObject({ status: 'approved', finalValue: 440 });
      expect((await api.get<TrackedTrade>(`/api/trade/track/${trade.tracking_code}`)).body.status).toBe(
        'approved',
      );

      const [mail] = await waitForMail(t.outboxDir, owner.email);
      expect(mail.subject).toBe('Your PhoneHub trade-in is approved');
      expect(mail.text).toContain(trade.tracking_code);
      expect(mail.text).toContain('Final value: $440.00');

      const after = await api.get<TradeStatistics>('/api/admin/trades/stats', { token: adminToken });
      expect(after.body.totalTrades).toBe(before.body.totalTrades);
      expect(after.body.pendingReviews).toBe(before.body.pendingReviews - 1);
      expect(after.body.approvedToday).toBe(before.body.approvedToday + 1);
      expect(after.body.totalRevenue).toBeCloseTo(before.body.totalRevenue + 440, 2);
      expect(Object.keys(after.body).sort()).toEqual([
        'approvalRate',
        'approvedToday',
        'averageTradeValue',
        'guestUsers',
        'pendingReviews',
        'rejectedToday',
        'topBrands',
        'totalRevenue',
        'totalTrades',
        'totalUsers',
      ]);
    });

    it('needs a reason to reject; a guest gets the mail at the address they gave', async () => {
      const email = uniqueEmail('guest');
      const res = await submit(guest({ images: [await imageId()], email }));
      const noReason = await api.put(
        `/api/admin/trades/${res.body.id}`,
        { status: 'rejected' },
        { token: adminToken },
      );
      expect(noReason.status).toBe(400);
      expect(noReason.body.detail).toBe('Please give a reason for the rejection');
      const before = await api.get<TradeStatistics>('/api/admin/trades/stats', { token: adminToken });
      const rejected = await api.put<TradeRequest>(
        `/api/admin/trades/${res.body.id}`,
        { status: 'rejected', rejectionReason: 'Cracked back glass' },
        { token: adminToken },
      );
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        rejectionReason: 'Cracked back glass',
        finalValue: null,
      });
      const after = await api.get<TradeStatistics>('/api/admin/trades/stats', { token: adminToken });
      expect(after.body.rejectedToday).toBe(before.body.rejectedToday + 1);
      // The reason goes to the seller by mail; public tracking shows the status only.
      const tracked = await api.get<TrackedTrade>(`/api/trade/track/${res.body.tracking_code}`);
      expect(tracked.body).toMatchObject({ status: 'rejected', reviewedAt: expect.any(String) });
      expect(JSON.stringify(tracked.body)).not.toContain('Cracked');
      const [mail] = await waitForMail(t.outboxDir, email);
      expect(mail.subject).toBe('Your PhoneHub trade-in is not approved');
      expect(mail.text).toContain('Reason: Cracked back glass');
      expect(
        (await api.put(`/api/admin/trades/${res.body.id}`, { status: 'done' }, { token: adminToken })).status,
      ).toBe(400);
      expect(
        (await api.put('/api/admin/trades/not-a-uuid', { status: 'approved' }, { token: adminToken })).status,
      ).toBe(404);
    });

    it('counts trades by brand in the statistics', async () => {
      const stats = await api.get<TradeStatistics>('/api/admin/trades/stats', { token: adminToken });
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM trade_requests WHERE brand = $1', [
        BRAND,
      ]);
      const [{ total }] = await t.db.query('SELECT count(*)::int AS total FROM trade_requests');
      expect(stats.body.totalTrades).toBe(total);
      const mine = stats.body.topBrands.find((b) => b.name === BRAND);
      expect(mine).toEqual({ name: BRAND, count: n, percentage: Math.round((100 * n) / total) });
      // Approved means the quote was accepted, whatever happened after (received, inspected, a
      // counteroffer, paid, or sent back): other files' trades in the shared database go that far.
      const [{ approved }] = await t.db.query(
        "SELECT count(*)::int AS approved FROM trade_requests WHERE status IN ('approved', 'received', 'inspected', 'counteroffer', 'accepted', 'completed', 'returned')",
      );
      expect(stats.body.approvalRate).toBe(Math.round((100 * approved) / total));
    });

    it('counts customers plus guests, a guest being a guest-trade email without an account', async () => {
      const before = (await api.get<TradeStatistics>('/api/admin/trades/stats', { token: adminToken })).body;
      const email = uniqueEmail('guest-count');
      await submit(guest({ images: [await imageId()], email }));
      await submit(guest({ images: [await imageId()], email: email.toUpperCase() }));
      const afterGuest = (await api.get<TradeStatistics>('/api/admin/trades/stats', { token: adminToken }))
        .body;
      expect(afterGuest.guestUsers).toBe(before.guestUsers + 1);
      expect(afterGuest.totalUsers).toBe(before.totalUsers + 1);

      // The Users tab lists the guest once, with both trade-ins.
      const listed = await api.get<AdminUsersResponse>(
        `/api/admin/users?search=${encodeURIComponent(email)}`,
        {
          token: adminToken,
        },
      );
      expect(listed.body.total).toBe(1);
      expect(listed.body.items[0]).toMatchObject({
        id: expect.stringMatching(/^guest_[0-9a-f]{32}$/),
        first_name: 'Taylor',
        email: email.toLowerCase(),
        account_type: 'guest',
        trade_count: 2,
        is_seller: false,
      });

      // Registering with that email makes the guest a customer: counted once, no longer a guest,
      // and the guest trade-ins count as the account's.
      const account = await register(api, { email });
      const afterSignUp = (await api.get<TradeStatistics>('/api/admin/trades/stats', { token: adminToken }))
        .body;
      expect(afterSignUp.guestUsers).toBe(before.guestUsers);
      expect(afterSignUp.totalUsers).toBe(before.totalUsers + 1);
      const relisted = await api.get<AdminUsersResponse>(
        `/api/admin/users?search=${encodeURIComponent(email)}`,
        {
          token: adminToken,
        },
      );
      expect(relisted.body.items).toEqual([
        expect.objectContaining({ id: account.user.id, account_type: 'registered', trade_count: 2 }),
      ]);
    });

    it('exports the filtered list as CSV with proper escaping', async () => {
      await submit(guest({ images: [await imageId()], color: 'Blue, "Deep"', firstName: 'Quinn' }));
      const res = await fetch(`${t.baseUrl}/api/admin/trades/export?search=${BRAND}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      const text = await res.text();
      const lines = text.trimEnd().split('\r\n');
      expect(lines[0]).toBe(
        'tracking_code,submitted_at,status,brand,model,storage,color,condition,serial_number,trade_partner,estimated_value,final_value,reviewed_at,rejection_reason,is_guest,first_name,last_name,email,phone,city,state,zip_code',
      );
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM trade_requests WHERE brand = $1', [
        BRAND,
      ]);
      expect(lines).toHaveLength(n + 1);
      expect(text).toContain(`,${BRAND},${MODEL},256GB,"Blue, ""Deep""",very_good,`);
      expect(text).toContain(`${trade.tracking_code},`);
      expect(text).toContain(',440.00,440.00,');
      // A phone number starting with + would be a formula in a spreadsheet.
      expect(text).toContain(",'+1 (312) 555-0119,");
    });

    it('streams an export longer than one page (500 rows) whole, each trade once, newest first', async () => {
      const brand = `Pagebrand${Date.now()}`;
      await t.db.query(
        `INSERT INTO trade_requests (tracking_code, is_guest, status, brand, model, storage, condition, serial_number,
                                     images, partner_id, partner_name, estimated_value_cents, first_name, last_name,
                                     email, phone, street, city, state, zip_code, submitted_at)
         SELECT 'TR-P' || upper(substr(md5($1 || n), 1, 9)), true, 'pending_review', $1, 'Pixel 8', '128GB', 'good',
                'SN' || n, '{}', 'partner', 'Partner', 30000, 'Avery', 'ONeil', 'p' || n || '@example.com', '5551234567',
                '1 Market St', 'SF', 'CA', '94105', now() - n * interval '1 second'
           FROM generate_series(1, 1201) AS n`,
        [brand],
      );
      const res = await fetch(`${t.baseUrl}/api/admin/trades/export?search=${brand}`, {
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.status).toBe(200);
      const rows = (await res.text()).trimEnd().split('\r\n').slice(1);
      expect(rows).toHaveLength(1201);
      const codes = rows.map((line) => line.split(',')[0]);
      expect(new Set(codes).size).toBe(1201);
      const submitted = rows.map((line) => line.split(',')[1]);
      expect([...submitted].sort().reverse()).toEqual(submitted);
    });
  });
});

describe('trade-in rate limit', () => {
  it('limits photo uploads and submissions per IP', async () => {
    const t = await startTestApp({ THROTTLE_AUTH_LIMIT: '2' });
    try {
      const api = client(t.baseUrl);
      expect((await api.post('/api/trade/requests', {})).status).toBe(400);
      expect((await api.post('/api/trade/requests', {})).status).toBe(400);
      const limited = await api.post('/api/trade/requests', {});
      expect(limited.status).toBe(429);
      const form = new FormData();
      form.append('file', new Blob([PNG]), 'a.png');
      expect((await fetch(`${t.baseUrl}/api/trade/images`, { method: 'POST', body: form })).status).toBe(429);
      expect((await api.post('/api/trade/quote', {})).status).toBe(400);
    } finally {
      await t.close();
    }
  });
});

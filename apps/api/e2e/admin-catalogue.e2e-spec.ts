import { randomUUID } from 'node:crypto';
import type {
  AdminProduct,
  AdminProductRemoval,
  AdminReview,
  AuditLogResponse,
  Paged,
  Product,
  ProductListResponse,
  Review,
  ReviewReport,
  ReviewSettings,
  SellerImageUpload,
} from '@phonehub/contracts';
import { approvedSeller, PNG, register, uniqueTag } from './support/fixtures';
import type { Answer } from './support/http';
import { addProduct, checkout, useSandboxShop } from './support/sandbox-shop';
import { useTempDir } from './support/test-app';

describe('admin products and reviews', () => {
  // Names carry the run's tag, so catalogue searches see only this file's products.
  const tag = uniqueTag();
  const uploadDir = useTempDir('phonehub-admin-images-');
  const shop = useSandboxShop({ PRODUCT_UPLOAD_DIR: uploadDir });
  let shopper: Awaited<ReturnType<typeof register>>;
  let other: Awaited<ReturnType<typeof register>>;
  let sellerToken: string;

  beforeAll(async () => {
    shopper = await register(shop.api);
    other = await register(shop.api);
    const applicant = await approvedSeller(shop.api, shop.adminToken, `Admin Spec Shop ${tag}`, {
      contact_name: 'Dana Smith',
    });
    sellerToken = applicant.access_token;
  });

  const admin = () => ({ token: shop.adminToken });
  const product = (overrides: Record<string, unknown> = {}) => ({
    name: `Admin Phone ${tag}`,
    brand: 'Apple',
    model: 'iPhone 13',
    price: 499.99,
    ...overrides,
  });
  const createProduct = (body: unknown, token = shop.adminToken) =>
    shop.api.post<Answer<AdminProduct>>('/api/admin/products', body, { token });
  const search = async (text: string) =>
    (await shop.api.get<ProductListResponse>(`/api/products?search=${encodeURIComponent(text)}&limit=48`))
      .body.products;
  const publicProduct = (id: string) => shop.api.get<Answer<Product>>(`/api/products/${id}`);
  const auditOf = async (id: string) =>
    (
      await shop.api.get<AuditLogResponse>(`/api/admin/audit-log?entity_id=${id}&page_size=50`, admin())
    ).body.items.map((e) => e.action);
  const upload = (token: string, bytes: Buffer, filename: string, type: string) =>
    shop.api.upload<Answer<SellerImageUpload>>(
      '/api/admin/products/images',
      { field: 'image', bytes, filename, type },
      { token },
    );

  describe('products', () => {
    it('creates, edits and deletes a product, and the public catalogue shows each step at once', async () => {
      const image = await upload(shop.adminToken, PNG, 'phone.png', 'image/png');
      expect(image.status).toBe(201);

      const created = await createProduct(
        product({
          images: [image.body.url],
          stock_quantity: 3,
          original_price: 699,
          storage: ' 128GB ',
          color: 'Midnight',
          specifications: { Display: '6.1-inch OLED' },
          battery_health: 91,
        }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        name: `Admin Phone ${tag}`,
        price: 499.99,
        original_price: 699,
        condition: 'Used',
        storage: '128GB',
        stock_quantity: 3,
        in_stock: true,
        battery_health: 91,
        seller_id: null,
        images: [image.body.url],
        listed: true,
      });
      const id = created.body.id;
      expect((await search(`Admin Phone ${tag}`)).map((p) => p.id)).toEqual([id]);
      expect((await publicProduct(id)).body).toMatchObject({ price: 499.99, image_url: image.body.url });

      const listed = await shop.api.get<Paged<AdminProduct>>(
        `/api/admin/products?search=${tag}&stock=in`,
        admin(),
      );
      expect(listed.status).toBe(200);
      expect(listed.body.items.map((p) => p.id)).toEqual([id]);
      const platform = await shop.api.get<Paged<AdminProduct>>(
        `/api/admin/products?search=${tag}&seller=platform&stock=out`,
        admin(),
      );
      expect(platform.body.items).toEqual([]);

      const edited = await shop.api.put<Answer<AdminProduct>>(
        `/api/admin/products/${id}`,
        product({ name: `Admin Phone ${tag} Pro`, price: 450, stock_quantity: 0, images: [image.body.url] }),
        admin(),
      );
      expect(edited.status).toBe(200);
      expect(edited.body).toMatchObject({ name: `Admin Phone ${tag} Pro`, price: 450, in_stock: false });
      expect((await publicProduct(id)).body).toMatchObject({
        name: `Admin Phone ${tag} Pro`,
        price: 450,
        in_stock: false,
      });
      expect(
        (
          await shop.api.get<Paged<AdminProduct>>(`/api/admin/products?search=${tag}&stock=out`, admin())
        ).body.items.map((p) => p.id),
      ).toEqual([id]);

      const removed = await shop.api.raw<AdminProductRemoval>(`/api/admin/products/${id}`, {
        method: 'DELETE',
        token: shop.adminToken,
      });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ id, outcome: 'deleted' });
      expect((await publicProduct(id)).status).toBe(404);
      expect(await search(`Admin Phone ${tag}`)).toEqual([]);
      expect((await shop.t.db.query('SELECT 1 FROM products WHERE id = $1', [id])).length).toBe(0);

      expect(await auditOf(id)).toEqual(['product.delete', 'product.update', 'product.create']);
      const log = await shop.api.get<AuditLogResponse>(
        `/api/admin/audit-log?entity_id=${id}&action=product.update`,
        admin(),
      );
      expect(log.body.items[0]).toMatchObject({
        before: { name: `Admin Phone ${tag}`, price_cents: 49999 },
        after: { name: `Admin Phone ${tag} Pro`, price_cents: 45000 },
      });
      expect(Object.keys(log.body.items[0]!.after ?? {}).sort()).toEqual(
        [
          'color',
          'name',
          'original_price_cents',
          'price_cents',
          'specifications',
          'stock_quantity',
          'battery_health',
          'storage',
        ].sort(),
      );
    });

    it('hides instead of deleting a product an order names, and says so', async () => {
      const id = await addProduct(shop.t, 12_000, 5, `ordered ${tag}`);
      const session = await checkout(shop, shopper, [{ id, quantity: 1 }]);
      expect(session.status).toBe(201);
      const removed = await shop.api.raw<AdminProductRemoval>(`/api/admin/products/${id}`, {
        method: 'DELETE',
        token: shop.adminToken,
      });
      expect(removed.body).toEqual({ id, outcome: 'hidden' });
      expect((await publicProduct(id)).status).toBe(404);
      const [row] = await shop.t.db.query(
        'SELECT hidden_at IS NOT NULL AS hidden FROM products WHERE id = $1',
        [id],
      );
      expect(row).toEqual({ hidden: true });
      expect(
        (await shop.api.raw(`/api/admin/products/${id}`, { method: 'DELETE', token: shop.adminToken }))
          .status,
      ).toBe(404);
    });

    it.each([
      ['price 0', { price: 0 }, 'price must be at least $1'],
      ['price under $1', { price: 0.5 }, 'price must be at least $1'],
      ['price 10,001', { price: 10_001 }, 'price must be at most 10,000'],
      ['negative stock', { stock_quantity: -1 }, 'stock_quantity must be a whole number from 0 to 10,000'],
      [
        '20 images',
        {
          images: Array.from(
            { length: 20 },
            (_, i) => `/api/products/images/${i.toString(16).padStart(32, '0')}.png`,
          ),
        },
        'images may hold at most 10 images',
      ],
      [
        'an image from elsewhere',
        { images: ['https://evil.example/a.jpg'] },
        'images must be URLs from the image upload',
      ],
      ['no name', { name: '   ' }, undefined],
      ['a too long name', { name: 'x'.repeat(201) }, 'name must be at most 200 characters'],
      ['battery health 101', { battery_health: 101 }, 'battery_health must be a whole number from 0 to 100'],
    ])('refuses %s with 400 and stores nothing', async (_case, overrides, detail) => {
      const name = `Refused ${tag} ${randomUUID().slice(0, 6)}`;
      const res = await createProduct(product({ name, ...overrides }));
      expect(res.status).toBe(400);
      if (detail) expect(res.body.detail).toContain(detail);
      expect((await shop.t.db.query('SELECT 1 FROM products WHERE name = $1', [name])).length).toBe(0);
    });

    it("keeps a seeded product's own pictures when the admin saves it", async () => {
      const pictures = [
        '/api/media/products/apple-iphone-13-128gb-midnight-good-front.svg',
        '/api/media/products/apple-iphone-13-128gb-midnight-good-back.svg',
      ];
      const saved = await createProduct(product({ name: `Seeded look ${tag}`, images: pictures }));
      expect(saved.status).toBe(201);
      expect(saved.body.images).toEqual(pictures);
      expect(
        (
          await shop.api.raw(`/api/admin/products/${saved.body.id}`, {
            method: 'DELETE',
            token: shop.adminToken,
          })
        ).status,
      ).toBe(200);
    });

    it('refuses a PHP file sent as an image (415), whatever its name and type', async () => {
      const php = await upload(
        shop.adminToken,
        Buffer.from('<?php system($_GET["c"]); ?>'),
        'shell.png',
        'image/png',
      );
      expect(php.status).toBe(415);
      expect(php.body).toMatchObject({ detail: 'Only JPEG, PNG or WebP images are accepted' });
    });
  });

  describe('reviews', () => {
    let productId: string;
    let customerReview: Review;

    beforeAll(async () => {
      productId = (await createProduct(product({ name: `Reviewed Phone ${tag}` }))).body.id;
      const written = await shop.api.post<Review>(
        `/api/products/${productId}/reviews`,
        { rating: 4, title: 'Good phone', content: 'Works well.' },
        { token: shopper.access_token },
      );
      expect(written.status).toBe(201);
      customerReview = written.body;
    });

    const rating = async () => {
      const { rating, review_count } = (await publicProduct(productId)).body;
      return { rating, review_count };
    };
    const setCountStaff = (count_staff_reviews: boolean) =>
      shop.api.put<ReviewSettings>('/api/admin/settings/reviews', { count_staff_reviews }, admin());

    it('labels a staff review in the public list and leaves it out of the average while the setting is off', async () => {
      expect((await shop.api.get<ReviewSettings>('/api/admin/settings/reviews', admin())).body).toEqual({
        count_staff_reviews: false,
      });
      const staff = await shop.api.post<Answer<AdminReview>>(
        '/api/admin/reviews/staff',
        {
          product_id: productId,
          title: 'Checked by our team',
          content: 'Passed all 32 points.',
          author: 'PhoneHub Team',
          rating: 1,
        },
        admin(),
      );
      expect(staff.status).toBe(201);
      expect(staff.body).toMatchObject({
        type: 'staff',
        verified_purchase: false,
        username: 'PhoneHub Team',
        rating: 1,
        user_id: null,
      });

      // The spec's path records the same kind of review, with its default rating of 5.
      const fake = await shop.api.post<Answer<AdminReview>>(
        '/api/admin/reviews/fake',
        { product_id: productId, title: 'Also ours', content: 'Tested.', fake_username: 'Store' },
        admin(),
      );
      expect(fake.status).toBe(201);
      expect(fake.body).toMatchObject({ type: 'staff', rating: 5, username: 'Store' });

      const listed = (await shop.api.get<Review[]>(`/api/products/${productId}/reviews`)).body;
      const labelled = listed.find((r) => r.id === staff.body.id);
      expect(labelled).toMatchObject({ type: 'staff', is_staff: true, verified_purchase: false });
      expect(listed.find((r) => r.id === customerReview.id)).toMatchObject({ type: 'customer' });
      expect(await rating()).toEqual({ rating: 4, review_count: 1 });

      // Switched on, staff reviews count (4, 1 and 5), and the listing agrees with the product page.
      // The setting is shared by every spec on this database: it is on only for these two reads.
      try {
        expect((await setCountStaff(true)).body).toEqual({ count_staff_reviews: true });
        expect(await rating()).toEqual({ rating: 3.3, review_count: 3 });
        expect((await search(`Reviewed Phone ${tag}`))[0]).toMatchObject({ rating: 3.3, review_count: 3 });
      } finally {
        await setCountStaff(false);
      }
      expect(await rating()).toEqual({ rating: 4, review_count: 1 });

      expect(await auditOf(staff.body.id)).toEqual(['review.create']);
    });

    it('refuses a staff review without an author, with a rating of 6, or for an unknown product', async () => {
      const base = { product_id: productId, title: 'T', content: 'C', author: 'Team' };
      expect(
        (await shop.api.post('/api/admin/reviews/staff', { ...base, author: undefined }, admin())).status,
      ).toBe(400);
      expect((await shop.api.post('/api/admin/reviews/staff', { ...base, rating: 6 }, admin())).status).toBe(
        400,
      );
      expect(
        (await shop.api.post('/api/admin/reviews/staff', { ...base, rating: 4.5 }, admin())).status,
      ).toBe(400);
      expect(
        (await shop.api.post('/api/admin/reviews/staff', { ...base, product_id: randomUUID() }, admin()))
          .status,
      ).toBe(404);
    });

    it('lets a customer report a review once, not their own, and the admin list counts the reports', async () => {
      const report = (token: string, id = customerReview.id, reason = 'Looks like an advert') =>
        shop.api.post<Answer<ReviewReport>>(`/api/reviews/${id}/report`, { reason }, { token });
      const first = await report(other.access_token);
      expect(first.status).toBe(201);
      expect(first.body).toMatchObject({ review_id: customerReview.id, reason: 'Looks like an advert' });
      const again = await report(other.access_token);
      expect(again.status).toBe(409);
      expect(again.body.detail).toBe('You have already reported this review');
      const own = await report(shopper.access_token);
      expect(own.status).toBe(400);
      expect(own.body.detail).toBe('You cannot report your own review');
      expect((await report(other.access_token, customerReview.id, '  ')).status).toBe(400);
      expect((await report(other.access_token, randomUUID())).status).toBe(404);
      expect(
        (await shop.api.post(`/api/reviews/${customerReview.id}/report`, { reason: 'spam' })).status,
      ).toBe(401);

      const listed = await shop.api.get<Paged<AdminReview>>(
        `/api/admin/reviews?product_id=${productId}&reported=true`,
        admin(),
      );
      expect(listed.status).toBe(200);
      expect(listed.body.items).toEqual([
        expect.objectContaining({
          id: customerReview.id,
          report_count: 1,
          type: 'customer',
          hidden: false,
          user_email: shopper.email,
        }),
      ]);
      const staffOnly = await shop.api.get<Paged<AdminReview>>(
        `/api/admin/reviews?product_id=${productId}&type=staff`,
        admin(),
      );
      expect(staffOnly.body.items.every((r) => r.type === 'staff')).toBe(true);
      expect(staffOnly.body.total).toBe(2);
      const fours = await shop.api.get<Paged<AdminReview>>(
        `/api/admin/reviews?product_id=${productId}&rating=4`,
        admin(),
      );
      expect(fours.body.items.map((r) => r.id)).toEqual([customerReview.id]);
    });

    it('takes a hidden review out of the public list and the average, and back', async () => {
      const hide = (hidden: boolean) =>
        shop.api.put<Answer<AdminReview>>(
          `/api/admin/reviews/${customerReview.id}/hidden`,
          { hidden },
          admin(),
        );
      expect((await hide(true)).body).toMatchObject({ id: customerReview.id, hidden: true });
      expect(await rating()).toEqual({ rating: null, review_count: 0 });
      const listed = (await shop.api.get<Review[]>(`/api/products/${productId}/reviews`)).body;
      expect(listed.map((r) => r.id)).not.toContain(customerReview.id);
      // A hidden review cannot be reported either.
      const reporter = await register(shop.api);
      expect(
        (
          await shop.api.post(
            `/api/reviews/${customerReview.id}/report`,
            { reason: 'x' },
            { token: reporter.access_token },
          )
        ).status,
      ).toBe(404);

      expect((await hide(false)).body).toMatchObject({ hidden: false });
      expect(await rating()).toEqual({ rating: 4, review_count: 1 });
      expect(
        (await shop.api.put(`/api/admin/reviews/${customerReview.id}/hidden`, { hidden: 'yes' }, admin()))
          .status,
      ).toBe(400);
      expect(await auditOf(customerReview.id)).toEqual(['review.hide', 'review.hide']);
    });

    it('deletes a review', async () => {
      const staff = await shop.api.post<AdminReview>(
        '/api/admin/reviews/staff',
        { product_id: productId, title: 'To delete', content: 'Gone soon.', author: 'Team' },
        admin(),
      );
      const removed = await shop.api.raw(`/api/admin/reviews/${staff.body.id}`, {
        method: 'DELETE',
        token: shop.adminToken,
      });
      expect(removed.status).toBe(204);
      expect(
        (
          await shop.api.raw(`/api/admin/reviews/${staff.body.id}`, {
            method: 'DELETE',
            token: shop.adminToken,
          })
        ).status,
      ).toBe(404);
      const listed = (await shop.api.get<Review[]>(`/api/products/${productId}/reviews`)).body;
      expect(listed.map((r) => r.id)).not.toContain(staff.body.id);
      expect(await auditOf(staff.body.id)).toEqual(['review.delete', 'review.create']);
    });
  });

  it('answers no shopper or seller on any admin product or review route (403), nor a guest (401)', async () => {
    const id = randomUUID();
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/products'],
      ['POST', '/api/admin/products', product()],
      ['PUT', `/api/admin/products/${id}`, product()],
      ['DELETE', `/api/admin/products/${id}`],
      ['GET', '/api/admin/reviews'],
      ['POST', '/api/admin/reviews/staff', { product_id: id, title: 't', content: 'c', author: 'a' }],
      ['POST', '/api/admin/reviews/fake', { product_id: id, title: 't', content: 'c', fake_username: 'a' }],
      ['PUT', `/api/admin/reviews/${id}/hidden`, { hidden: true }],
      ['DELETE', `/api/admin/reviews/${id}`],
      ['GET', '/api/admin/settings/reviews'],
      ['PUT', '/api/admin/settings/reviews', { count_staff_reviews: true }],
    ];
    for (const [method, path, body] of routes) {
      for (const token of [shopper.access_token, sellerToken]) {
        const res = await shop.api.raw(path, { method, body, token });
        expect({ method, path, status: res.status }).toEqual({ method, path, status: 403 });
      }
      expect((await shop.api.raw(path, { method, body })).status).toBe(401);
    }
    expect((await upload(shopper.access_token, PNG, 'a.png', 'image/png')).status).toBe(403);
    expect((await upload(sellerToken, PNG, 'a.png', 'image/png')).status).toBe(403);
  });
});

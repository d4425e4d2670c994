import { randomUUID } from 'node:crypto';
import type {
  AdminSeller,
  ApiErrorBody,
  Paged,
  Product,
  ProductListResponse,
  SellerImageUpload,
  SellerProduct,
  User,
} from '@phonehub/contracts';
import { approvedSeller as approvedAccount, PNG, register, uniqueTag } from './support/fixtures';
import type { Answer } from './support/http';
import { addProduct, checkout, useSandboxShop } from './support/sandbox-shop';
import { useTempDir } from './support/test-app';

describe('seller products', () => {
  // Names carry the run's tag, so catalogue searches see only this file's products.
  const tag = uniqueTag();

  const uploadDir = useTempDir('phonehub-product-images-');
  const shop = useSandboxShop({ PRODUCT_UPLOAD_DIR: uploadDir });

  /** A shopper approved through the partner API: a seller with a company profile. */
  async function approvedSeller(company: string) {
    const account = await approvedAccount(shop.api, shop.adminToken, company, { contact_name: 'Dana Smith' });
    return { token: account.access_token, id: account.user.id, email: account.email, account };
  }

  const product = (overrides: Record<string, unknown> = {}) => ({
    name: `Galaxy S22 ${tag}`,
    brand: 'Samsung',
    model: 'Galaxy S22',
    price: 420.5,
    ...overrides,
  });
  const create = (token: string, body: unknown) =>
    shop.api.post<Answer<SellerProduct>>('/api/seller/products', body, { token });
  const update = (token: string, id: string, body: unknown) =>
    shop.api.put<Answer<SellerProduct>>(`/api/seller/products/${id}`, body, { token });
  const remove = (token: string, id: string) =>
    shop.api.raw<ApiErrorBody | undefined>(`/api/seller/products/${id}`, { method: 'DELETE', token });
  const own = (token: string, query = '') =>
    shop.api.get<Answer<Paged<SellerProduct>>>(`/api/seller/products${query}`, { token });
  const search = async (text: string) =>
    (await shop.api.get<ProductListResponse>(`/api/products?search=${encodeURIComponent(text)}&limit=48`))
      .body.products;
  const suspend = (id: string, is_suspended: boolean) =>
    shop.api.put<Answer<AdminSeller>>(
      `/api/admin/sellers/${id}/suspend`,
      { is_suspended },
      { token: shop.adminToken },
    );

  let seller: Awaited<ReturnType<typeof approvedSeller>>;
  let other: Awaited<ReturnType<typeof approvedSeller>>;
  beforeAll(async () => {
    seller = await approvedSeller(`Refurb Hub ${tag}`);
    other = await approvedSeller(`Other Shop ${tag}`);
  });

  it('is for sellers only: signed out 401, a shopper 403 "Seller access required"', async () => {
    expect((await shop.api.get('/api/seller/products')).status).toBe(401);
    const shopper = await register(shop.api);
    for (const res of [await own(shopper.access_token), await create(shopper.access_token, product())]) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: 'FORBIDDEN', detail: 'Seller access required' });
    }
  });

  it('creates a product with the spec defaults and lists it in the catalogue with its seller and terms', async () => {
    const created = await create(seller.token, product());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: `Galaxy S22 ${tag}`,
      price: 420.5,
      condition: 'Good',
      category: 'smartphones',
      stock_quantity: 1,
      seller_id: seller.id,
      seller: { id: seller.id, company_name: `Refurb Hub ${tag}` },
      terms: {
        warranty_months: 0,
        return_policy_days: 30,
        shipping_cost: 0,
        free_shipping: true,
        estimated_delivery_days: 3,
        tags: [],
      },
      status: 'active',
      units_sold: 0,
    });

    const listed = (await search(`Galaxy S22 ${tag}`)).find((p) => p.id === created.body.id);
    expect(listed).toMatchObject({
      seller: { id: seller.id, company_name: `Refurb Hub ${tag}` },
      terms: { return_policy_days: 30, free_shipping: true },
    });
    const detail = await shop.api.get<Product>(`/api/products/${created.body.id}`);
    expect(detail.body.seller).toEqual({ id: seller.id, company_name: `Refurb Hub ${tag}` });

    const mine = await own(seller.token);
    expect(mine.body.items.map((p) => p.id)).toContain(created.body.id);
    expect((await own(other.token)).body.items.map((p) => p.id)).not.toContain(created.body.id);
  });

  it("keeps PhoneHub's own products without seller or terms", async () => {
    const id = await addProduct(shop.t, 19900, 2, tag);
    const detail = await shop.api.get<Product>(`/api/products/${id}`);
    expect(detail.body).toMatchObject({ seller_id: null, seller: null, terms: null });
  });

  it.each([
    ['no name', { name: undefined }, 'Please fill in all required fields'],
    ['a price of 0', { price: 0 }, 'price must be at least $1'],
    ['a price under $1', { price: 0.99 }, 'price must be at least $1'],
    ['a price over 10,000', { price: 10000.01 }, 'price must be at most 10,000'],
    ['an original price below the price', { original_price: 400 }, 'original_price must be more than price'],
    [
      'a warranty of 37 months',
      { warranty_months: 37 },
      'warranty_months must be a whole number from 0 to 36',
    ],
    [
      'returns shorter than 30 days',
      { return_policy_days: 14 },
      'return_policy_days must be a whole number from 30 to 365',
    ],
    [
      'delivery in 0 days',
      { estimated_delivery_days: 0 },
      'estimated_delivery_days must be a whole number from 1 to 30',
    ],
    [
      'shipping over the $50 parcel cap',
      { shipping_cost: 50.01, free_shipping: false },
      'shipping_cost must be at most $50.00: the most shipping one parcel may cost',
    ],
    [
      'shipping over 500',
      { shipping_cost: 500.01, free_shipping: false },
      'shipping_cost must be at most 500',
    ],
    ['11 tags', { tags: Array.from({ length: 11 }, (_, i) => `t${i}`) }, 'tags may hold at most 10 tags'],
    ['a tag of 31 characters', { tags: ['x'.repeat(31)] }, 'each tag must be at most 30 characters'],
    [
      'an image from elsewhere',
      { images: ['https://evil.example/a.jpg'] },
      'images must be URLs from the image upload',
    ],
    [
      'a condition off the list',
      { condition: 'Mint' },
      'condition must be one of: New, Excellent, Very Good, Good, Fair, Used',
    ],
    ['a seller_id', { seller_id: randomUUID() }, 'The field "seller_id" is not allowed'],
  ])('refuses %s (400 with its message)', async (_what, overrides, detail) => {
    const res = await create(seller.token, product(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', detail });
  });

  describe('product images', () => {
    const upload = (token: string | undefined, bytes: Buffer, filename: string, type: string) =>
      shop.api.upload<Answer<SellerImageUpload>>(
        '/api/seller/products/images',
        { field: 'image', bytes, filename, type },
        { token },
      );

    it('checks an upload like trade photos, serves it back with its type, and lists it on the product', async () => {
      const uploaded = await upload(seller.token, PNG, 'phone.png', 'image/png');
      expect(uploaded.status).toBe(201);
      expect(uploaded.body.url).toMatch(/^\/api\/products\/images\/[0-9a-f]{32}\.png$/);
      const served = await fetch(`${shop.t.baseUrl}${uploaded.body.url}`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/png');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await served.arrayBuffer())).toEqual(PNG);

      const created = await create(
        seller.token,
        product({ name: `Pictured ${tag}`, images: [uploaded.body.url] }),
      );
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ images: [uploaded.body.url], image_url: uploaded.body.url });
    });

    it('refuses what is not a JPEG, PNG or WebP whatever its name (415), and non-sellers (401/403)', async () => {
      const text = await upload(
        seller.token,
        Buffer.from('<svg onload="alert(1)"/>'),
        'evil.png',
        'image/png',
      );
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ detail: 'Only JPEG, PNG or WebP images are accepted' });
      expect((await upload(undefined, PNG, 'a.png', 'image/png')).status).toBe(401);
      const shopper = await register(shop.api);
      expect((await upload(shopper.access_token, PNG, 'a.png', 'image/png')).body).toMatchObject({
        detail: 'Seller access required',
      });
      expect((await fetch(`${shop.t.baseUrl}/api/products/images/${'0'.repeat(32)}.png`)).status).toBe(404);
    });
  });

  it('edits its product (paid shipping kept in dollars, free shipping costs nothing)', async () => {
    const { body: created } = await create(seller.token, product({ name: `Edit me ${tag}` }));
    const edited = await update(
      seller.token,
      created.id,
      product({
        name: `Edited ${tag}`,
        price: 399,
        warranty_months: 12,
        return_policy_days: 60,
        free_shipping: false,
        shipping_cost: 7.99,
        estimated_delivery_days: 5,
        tags: ['unlocked'],
        stock_quantity: 4,
      }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: `Edited ${tag}`,
      price: 399,
      stock_quantity: 4,
      terms: {
        warranty_months: 12,
        return_policy_days: 60,
        shipping_cost: 7.99,
        free_shipping: false,
        estimated_delivery_days: 5,
        tags: ['unlocked'],
      },
    });
    const free = await update(seller.token, created.id, product({ free_shipping: true, shipping_cost: 9 }));
    expect(free.body.terms).toMatchObject({ free_shipping: true, shipping_cost: 0 });
  });

  it("cannot touch another seller's product or an unknown one: 404 'Product not found'", async () => {
    const { body: theirs } = await create(other.token, product({ name: `Theirs ${tag}` }));
    for (const id of [theirs.id, randomUUID(), 'not-an-id']) {
      for (const res of [await update(seller.token, id, product()), await remove(seller.token, id)]) {
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ detail: 'Product not found' });
      }
    }
    const detail = await shop.api.get<Product>(`/api/products/${theirs.id}`);
    expect(detail.body.name).toBe(`Theirs ${tag}`);
  });

  it('deletes a product without orders for good', async () => {
    const { body: created } = await create(seller.token, product({ name: `Delete me ${tag}` }));
    expect((await remove(seller.token, created.id)).status).toBe(204);
    expect((await shop.api.get(`/api/products/${created.id}`)).status).toBe(404);
    expect((await own(seller.token)).body.items.map((p) => p.id)).not.toContain(created.id);
    expect((await remove(seller.token, created.id)).status).toBe(404);
  });

  it('hides a product that an order names: gone from the catalogue, kept for the order and shown as hidden', async () => {
    const { body: created } = await create(
      seller.token,
      product({ name: `Ordered ${tag}`, stock_quantity: 3 }),
    );
    const shopper = await register(shop.api);
    expect((await checkout(shop, shopper, [{ id: created.id, quantity: 1 }])).status).toBe(201);

    expect((await remove(seller.token, created.id)).status).toBe(204);
    expect((await shop.api.get(`/api/products/${created.id}`)).status).toBe(404);
    expect((await search(`Ordered ${tag}`)).map((p) => p.id)).not.toContain(created.id);
    const mine = await own(seller.token, `?search=${encodeURIComponent(`Ordered ${tag}`)}`);
    expect(mine.body.items).toEqual([expect.objectContaining({ id: created.id, status: 'hidden' })]);
    const [row] = await shop.t.db.query('SELECT count(*)::int AS n FROM order_items WHERE product_id = $1', [
      created.id,
    ]);
    expect(row.n).toBe(1);
    // Deleted is deleted: no edit, no second delete.
    expect((await update(seller.token, created.id, product())).status).toBe(404);
  });

  describe('suspension', () => {
    let suspended: Awaited<ReturnType<typeof approvedSeller>>;
    let productId: string;
    beforeAll(async () => {
      suspended = await approvedSeller(`Suspend Me ${tag}`);
      productId = (
        await create(suspended.token, product({ name: `Suspended goods ${tag}`, stock_quantity: 5 }))
      ).body.id;
    });

    it('is for admins only', async () => {
      const res = await shop.api.put(
        `/api/admin/sellers/${suspended.id}/suspend`,
        { is_suspended: true },
        { token: seller.token },
      );
      expect(res.status).toBe(403);
      expect((await suspend(randomUUID(), true)).status).toBe(404);
      const bad = await suspend(suspended.id, 'yes' as unknown as boolean);
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ detail: 'is_suspended must be true or false' });
    });

    it('takes effect at once: seller routes answer 403 to the same token, the product leaves listing, detail and checkout; unsuspending restores both', async () => {
      const res = await suspend(suspended.id, true);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: suspended.id,
        is_suspended: true,
        company_name: `Suspend Me ${tag}`,
        products: 1,
      });

      // The seller, not the account, is suspended: the same token gets 403 on seller routes...
      for (const refusedSeller of [await own(suspended.token), await create(suspended.token, product())]) {
        expect(refusedSeller.status).toBe(403);
        expect(refusedSeller.body).toMatchObject({
          code: 'FORBIDDEN',
          detail: 'Your seller account is suspended',
        });
      }
      // ...while the account still signs in, sees its flag and shops other products.
      const me = await shop.api.get<User>('/api/auth/me', { token: suspended.token });
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({
        id: suspended.id,
        is_seller: true,
        is_suspended: false,
        seller_suspended: true,
      });
      const signIn = await shop.api.post<{ access_token: string; user: User }>('/api/auth/login', {
        email: suspended.email,
        password: suspended.account.password,
      });
      expect(signIn.status).toBe(200);
      expect(signIn.body.user).toMatchObject({ seller_suspended: true });
      const elsewhere = await addProduct(shop.t, 19900, 2, tag);
      expect((await shop.api.get(`/api/products/${elsewhere}`)).status).toBe(200);
      expect((await checkout(shop, suspended.account, [{ id: elsewhere, quantity: 1 }])).status).toBe(201);

      expect((await search(`Suspended goods ${tag}`)).map((p) => p.id)).not.toContain(productId);
      expect((await shop.api.get(`/api/products/${productId}`)).status).toBe(404);
      const shopper = await register(shop.api);
      const refused = await checkout(shop, shopper, [{ id: productId, quantity: 1 }]);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ detail: expect.stringContaining('is no longer available') });

      const listed = await shop.api.get<Paged<AdminSeller>>(
        `/api/admin/sellers?suspended=true&search=${encodeURIComponent(`Suspend Me ${tag}`)}`,
        { token: shop.adminToken },
      );
      expect(listed.body.items.map((s) => s.id)).toEqual([suspended.id]);

      expect((await suspend(suspended.id, false)).body).toMatchObject({ is_suspended: false });
      // No token was revoked: the same token sells again at once.
      expect((await own(suspended.token)).status).toBe(200);
      expect((await shop.api.get<User>('/api/auth/me', { token: suspended.token })).body).toMatchObject({
        seller_suspended: false,
      });
      expect((await search(`Suspended goods ${tag}`)).map((p) => p.id)).toContain(productId);
      expect((await shop.api.get(`/api/products/${productId}`)).status).toBe(200);
      expect((await checkout(shop, shopper, [{ id: productId, quantity: 1 }])).status).toBe(201);
    });
  });

  it('lists sellers for admins: search, suspended filter, listed product counts and balances', async () => {
    const res = await shop.api.get<Paged<AdminSeller>>(
      `/api/admin/sellers?search=${encodeURIComponent(`Refurb Hub ${tag}`)}`,
      { token: shop.adminToken },
    );
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([
      expect.objectContaining({
        id: seller.id,
        email: seller.email,
        company_name: `Refurb Hub ${tag}`,
        contact_name: 'Dana Smith',
        is_suspended: false,
        available_balance_cents: 0,
        pending_balance_cents: 0,
      }),
    ]);
    // Hidden and deleted products are not counted.
    const [row] = await shop.t.db.query(
      'SELECT count(*)::int AS n FROM products WHERE seller_id = $1 AND hidden_at IS NULL',
      [seller.id],
    );
    expect(res.body.items[0].products).toBe(row.n);
    const none = await shop.api.get<Paged<AdminSeller>>(
      `/api/admin/sellers?suspended=true&search=${encodeURIComponent(`Refurb Hub ${tag}`)}`,
      { token: shop.adminToken },
    );
    expect(none.body.items).toEqual([]);
    expect((await shop.api.get('/api/admin/sellers', { token: seller.token })).status).toBe(403);
  });
});

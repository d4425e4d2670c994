import { randomUUID } from 'node:crypto';
import type { Product, Review, UserReview } from '@phonehub/contracts';
import { expectErrorBody } from './support/http';
import { register } from './support/fixtures';
import { useTestApp } from './support/test-app';

const REVIEW_KEYS = [
  'content',
  'created_at',
  'id',
  'is_staff',
  'product_id',
  'rating',
  'title',
  'type',
  'username',
  'verified_purchase',
];

describe('reviews', () => {
  const { t, api } = useTestApp();

  async function addProduct(fields: { active?: boolean; name?: string } = {}): Promise<string> {
    const [row] = await t.db.query(
      `INSERT INTO products (name, brand, model, price_cents, category, is_active)
       VALUES ($1, 'Google', 'Pixel 8', 44900, 'smartphones', $2) RETURNING id`,
      [fields.name ?? `Google Pixel 8 review test ${randomUUID().slice(0, 6)}`, fields.active ?? true],
    );
    return row.id;
  }

  const good = { rating: 4, title: 'Like new', content: 'Battery still at 95%, not a scratch.' };

  describe('POST /api/products/{id}/reviews', () => {
    it('adds the signed-in customer\'s review (201), named "First L.", not verified, not staff', async () => {
      const productId = await addProduct();
      const author = await register(api, { first_name: 'Avery', last_name: "O'Neil" });
      const res = await api.post<Review>(`/api/products/${productId}/reviews`, good, {
        token: author.access_token,
      });
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(REVIEW_KEYS);
      expect(res.body).toMatchObject({
        product_id: productId,
        rating: 4,
        title: 'Like new',
        content: 'Battery still at 95%, not a scratch.',
        username: 'Avery O.',
        verified_purchase: false,
        is_staff: false,
      });
      expect(new Date(res.body.created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
      const [row] = await t.db.query('SELECT user_id, is_staff FROM reviews WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ user_id: author.user.id, is_staff: false });
      expect((await api.get<Product>(`/api/products/${productId}`)).body).toMatchObject({
        rating: 4,
        review_count: 1,
      });
    });

    it("stores the text exactly as written (HTML included); escaping is the page's job", async () => {
      const productId = await addProduct();
      const author = await register(api);
      const html = {
        rating: 5,
        title: '<b>Great</b> & "cheap"',
        content: '<script>alert("x")</script>\nLine two',
      };
      const res = await api.post<Review>(`/api/products/${productId}/reviews`, html, {
        token: author.access_token,
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ title: html.title, content: html.content });
      const [row] = await t.db.query('SELECT title, content FROM reviews WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ title: html.title, content: html.content });
      const listed = await api.get<Review[]>(`/api/products/${productId}/reviews`);
      expect(listed.body[0]).toMatchObject({ title: html.title, content: html.content });
    });

    it('refuses a second review of the same product by the same customer with 409', async () => {
      const productId = await addProduct();
      const author = await register(api);
      expect(
        (await api.post(`/api/products/${productId}/reviews`, good, { token: author.access_token })).status,
      ).toBe(201);
      const again = await api.post(
        `/api/products/${productId}/reviews`,
        { ...good, rating: 1 },
        { token: author.access_token },
      );
      expectErrorBody(again, 409, 'CONFLICT', 'You have already reviewed this product');
      // Someone else may still review it.
      const other = await register(api);
      expect(
        (await api.post(`/api/products/${productId}/reviews`, good, { token: other.access_token })).status,
      ).toBe(201);
    });

    it('lets only one of two reviews sent at the same moment through', async () => {
      const productId = await addProduct();
      const author = await register(api);
      const results = await Promise.all(
        Array.from({ length: 4 }, () =>
          api.post(`/api/products/${productId}/reviews`, good, { token: author.access_token }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
      const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1', [
        productId,
      ]);
      expect(n).toBe(1);
    });

    describe('refusing bad bodies', () => {
      let author: Awaited<ReturnType<typeof register>>;
      beforeAll(async () => {
        author = await register(api);
      });

      it.each([
        ['rating 0', { ...good, rating: 0 }, 'rating must be a whole number from 1 to 5'],
        ['rating 6', { ...good, rating: 6 }, 'rating must be a whole number from 1 to 5'],
        ['rating 3.5', { ...good, rating: 3.5 }, 'rating must be a whole number from 1 to 5'],
        ['rating "5"', { ...good, rating: '5' }, 'rating must be a whole number from 1 to 5'],
        ['no rating', { title: good.title, content: good.content }, 'Please fill in all required fields'],
        ['no title', { rating: 4, content: good.content }, 'Please fill in all required fields'],
        ['a blank title', { ...good, title: '   ' }, 'Please fill in all required fields'],
        [
          'a 121-character title',
          { ...good, title: 't'.repeat(121) },
          'title must be at most 120 characters',
        ],
        ['an empty content', { ...good, content: '' }, 'Please fill in all required fields'],
        [
          'a 2001-character content',
          { ...good, content: 'c'.repeat(2001) },
          'content must be at most 2000 characters',
        ],
        [
          'a NUL in the content',
          { ...good, content: 'a\u0000b' },
          // Refused for every route by the shared malformed-input check, before the DTO runs.
          'The request contains characters that are not allowed.',
        ],
        ['a title that is a number', { ...good, title: 42 }, 'title must be text'],
        ['is_staff', { ...good, is_staff: true }, 'The field "is_staff" is not allowed'],
        ['a user_id', { ...good, user_id: randomUUID() }, 'The field "user_id" is not allowed'],
        ['a username', { ...good, username: 'Admin' }, 'The field "username" is not allowed'],
      ])('refuses %s with 400', async (_label, body, detail) => {
        const productId = await addProduct();
        const res = await api.post(`/api/products/${productId}/reviews`, body, {
          token: author.access_token,
        });
        expectErrorBody(res, 400, 'VALIDATION_FAILED', detail);
        const [{ n }] = await t.db.query('SELECT count(*)::int AS n FROM reviews WHERE product_id = $1', [
          productId,
        ]);
        expect(n).toBe(0);
      });
    });

    it('accepts the longest title and content and the edge ratings', async () => {
      const author = await register(api);
      for (const rating of [1, 5]) {
        const res = await api.post<Review>(
          `/api/products/${await addProduct()}/reviews`,
          { rating, title: 't'.repeat(120), content: 'c'.repeat(2000) },
          { token: author.access_token },
        );
        expect(res.status).toBe(201);
        expect(res.body.rating).toBe(rating);
      }
    });

    it('needs a signed-in user (401)', async () => {
      const productId = await addProduct();
      const res = await api.post(`/api/products/${productId}/reviews`, good);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
      const forged = await api.post(`/api/products/${productId}/reviews`, good, { token: 'not.a.token' });
      expect(forged.status).toBe(401);
    });

    it.each([
      ['an unknown product', async () => randomUUID()],
      ['a malformed id', async () => 'abc'],
      ['an inactive product', async () => addProduct({ active: false })],
    ])('answers %s with 404 Product not found', async (_label, id) => {
      const author = await register(api);
      const res = await api.post(`/api/products/${await id()}/reviews`, good, { token: author.access_token });
      expect(res.status).toBe(404);
      expect(res.body.detail).toBe('Product not found');
    });
  });

  describe('GET /api/products/{id}/reviews', () => {
    it('lists the reviews newest first, to anyone, staff reviews labelled and never verified', async () => {
      const productId = await addProduct();
      const first = await register(api, { first_name: 'Jamie', last_name: 'rivera' });
      const second = await register(api, { first_name: 'Sam', last_name: 'Lee' });
      await api.post(
        `/api/products/${productId}/reviews`,
        { ...good, title: 'First' },
        { token: first.access_token },
      );
      await t.db.query(
        `INSERT INTO reviews (product_id, user_id, author_name, rating, title, content, is_staff, created_at)
         VALUES ($1, NULL, 'PhoneHub team', 5, 'Staff', 'Tested by us', true, now() + interval '1 second')`,
        [productId],
      );
      await new Promise((resolve) => setTimeout(resolve, 5));
      await api.post(
        `/api/products/${productId}/reviews`,
        { ...good, title: 'Second' },
        { token: second.access_token },
      );
      await t.db.query(
        `UPDATE reviews SET created_at = now() + interval '2 seconds' WHERE title = 'Second' AND product_id = $1`,
        [productId],
      );

      const res = await api.get<Review[]>(`/api/products/${productId}/reviews`);
      expect(res.status).toBe(200);
      expect(res.body.map((r) => [r.title, r.username, r.is_staff, r.verified_purchase])).toEqual([
        ['Second', 'Sam L.', false, false],
        ['Staff', 'PhoneHub team', true, false],
        ['First', 'Jamie R.', false, false],
      ]);
      expect(Object.keys(res.body[0]).sort()).toEqual(REVIEW_KEYS);
    });

    it('answers an empty list for a product without reviews, 404 for an unknown one', async () => {
      const productId = await addProduct();
      expect((await api.get(`/api/products/${productId}/reviews`)).body).toEqual([]);
      const missing = await api.get(`/api/products/${randomUUID()}/reviews`);
      expect(missing.status).toBe(404);
      expect(missing.body.detail).toBe('Product not found');
      expect((await api.get('/api/products/nope/reviews')).status).toBe(404);
    });
  });

  describe('GET /api/reviews/user', () => {
    it("lists only the caller's own reviews, newest first, with the product's name, brand and model", async () => {
      const me = await register(api, { first_name: 'Robin', last_name: 'Hart' });
      const someoneElse = await register(api);
      const older = await addProduct({ name: 'Google Pixel 8 128GB Hazel' });
      const newer = await addProduct({ name: 'Google Pixel 8 256GB Obsidian' });
      await api.post(
        `/api/products/${older}/reviews`,
        { ...good, title: 'Older' },
        { token: me.access_token },
      );
      await api.post(
        `/api/products/${newer}/reviews`,
        { ...good, title: 'Newer' },
        { token: me.access_token },
      );
      await t.db.query(
        `UPDATE reviews SET created_at = created_at + interval '1 minute' WHERE title = 'Newer'`,
      );
      await api.post(
        `/api/products/${older}/reviews`,
        { ...good, title: 'Not mine' },
        { token: someoneElse.access_token },
      );
      // A product taken off sale since stays in the author's own list.
      await t.db.query('UPDATE products SET is_active = false WHERE id = $1', [older]);

      const res = await api.get<UserReview[]>('/api/reviews/user', { token: me.access_token });
      expect(res.status).toBe(200);
      expect(
        res.body.map((r) => [r.title, r.product_id, r.product_name, r.product_brand, r.product_model]),
      ).toEqual([
        ['Newer', newer, 'Google Pixel 8 256GB Obsidian', 'Google', 'Pixel 8'],
        ['Older', older, 'Google Pixel 8 128GB Hazel', 'Google', 'Pixel 8'],
      ]);
      expect(res.body[0]).toMatchObject({ username: 'Robin H.', verified_purchase: false, is_staff: false });
    });

    it('answers an empty list for a user without reviews and 401 without a token', async () => {
      const fresh = await register(api);
      expect((await api.get('/api/reviews/user', { token: fresh.access_token })).body).toEqual([]);
      expect((await api.get('/api/reviews/user')).status).toBe(401);
    });
  });
});

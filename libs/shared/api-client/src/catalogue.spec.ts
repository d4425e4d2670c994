import { ApiError } from './api-error';
import { createProductReview, getProduct, getProductReviews, getProducts, getUserReviews } from './catalogue';
import { apiErrorReply, fakeProduct, fakeReview, type FetchMock, installFetchMock } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock();
});

it('lists products with only the filters that are set', async () => {
  const page = { products: [fakeProduct()], totalPages: 1, total: 1, page: 2, limit: 12 };
  mock.on('GET /api/products', { body: page });
  await expect(
    getProducts({ page: 2, sort: '-price', search: 'pixel 8', brand: undefined, category: '', minPrice: 0 }),
  ).resolves.toEqual(page);
  expect(Object.fromEntries(mock.calls[0].query)).toEqual({
    page: '2',
    sort: '-price',
    search: 'pixel 8',
    minPrice: '0',
  });
});

it('reads a product and its reviews, encoding the id', async () => {
  mock
    .on('GET /api/products/p1', { body: fakeProduct({ id: 'p1' }) })
    .on('GET /api/products/p1/reviews', { body: [fakeReview()] });
  await expect(getProduct('p1')).resolves.toMatchObject({ id: 'p1' });
  await expect(getProductReviews('p1')).resolves.toHaveLength(1);
  await expect(getProduct('../auth/me')).rejects.toMatchObject({ status: 404 });
  expect(mock.calls.at(-1)?.path).toBe('/api/products/..%2Fauth%2Fme');
});

it('posts a review with the stored token and rejects with the detail on a conflict', async () => {
  localStorage.setItem('authToken', 'tok');
  mock.on(
    'POST /api/products/p1/reviews',
    apiErrorReply(409, 'CONFLICT', 'You have already reviewed this product'),
  );
  const error = await createProductReview('p1', { rating: 5, title: 'Great', content: 'Like new' }).catch(
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 409, detail: 'You have already reviewed this product' });
  expect(mock.calls[0].headers.authorization).toBe('Bearer tok');
  expect(mock.calls[0].body).toEqual({ rating: 5, title: 'Great', content: 'Like new' });
});

it("reads the user's own reviews", async () => {
  mock.on('GET /api/reviews/user', { body: [] });
  await expect(getUserReviews()).resolves.toEqual([]);
});

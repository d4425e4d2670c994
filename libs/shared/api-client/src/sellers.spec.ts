import { getSellerOrders, getSellerPayouts, getSellerStats, shipSellerOrder } from './seller-money';
import {
  createSellerProduct,
  deleteSellerProduct,
  getSellerProducts,
  updateSellerProduct,
  uploadSellerProductImage,
} from './sellers';
import { apiErrorReply, type FetchMock, installFetchMock, pagedFixture } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock('tok');
});

const page = pagedFixture([]);

it("pages the seller's products and writes them by encoded id with the stored token", async () => {
  mock.on('GET /api/seller/products', { body: page });
  await getSellerProducts({ page: 2, sort: '-price', search: '' });
  expect(mock.calls[0].query.get('page')).toBe('2');
  expect(mock.calls[0].query.get('sort')).toBe('-price');
  expect(mock.calls[0].query.has('search')).toBe(false);
  expect(mock.calls[0].headers.authorization).toBe('Bearer tok');

  const body = { name: 'Pixel 8', brand: 'Google', model: 'Pixel 8', price: 420 };
  mock.on('POST /api/seller/products', (req) => ({
    status: 201,
    body: { id: 'p1', ...(req.body as object) },
  }));
  await expect(createSellerProduct(body)).resolves.toMatchObject({ id: 'p1', name: 'Pixel 8' });
  mock.on('PUT /api/seller/products/p%2F1', (req) => ({ body: req.body }));
  await expect(updateSellerProduct('p/1', body)).resolves.toEqual(body);
  mock.on('DELETE /api/seller/products/p1', apiErrorReply(404, 'NOT_FOUND', 'Product not found'));
  await expect(deleteSellerProduct('p1')).rejects.toMatchObject({ status: 404, detail: 'Product not found' });
});

it('uploads a product photo as the multipart field `image`', async () => {
  mock.on('POST /api/seller/products/images', { status: 201, body: { url: '/api/media/products/x.jpg' } });
  const file = new File(['jpeg'], 'front.jpg', { type: 'image/jpeg' });
  await expect(uploadSellerProductImage(file)).resolves.toEqual({ url: '/api/media/products/x.jpg' });
  const sent = mock.calls[0].body as FormData;
  expect((sent.get('image') as File).name).toBe('front.jpg');
});

it('reads orders filtered by shipping state, ships an order, and reads stats and payouts', async () => {
  mock.on('GET /api/seller/orders', { body: page });
  await getSellerOrders({ status: 'to_ship' });
  expect(mock.calls[0].query.get('status')).toBe('to_ship');
  mock.on('POST /api/seller/orders/o1/ship', (req) => ({ body: req.body }));
  await expect(shipSellerOrder('o1', { tracking_number: '1Z999' })).resolves.toEqual({
    tracking_number: '1Z999',
  });
  mock.on('GET /api/seller/stats', { body: { units_sold: 3 } });
  await expect(getSellerStats()).resolves.toEqual({ units_sold: 3 });
  mock.on('GET /api/seller/payouts', { body: page });
  await getSellerPayouts({ page: 3 });
  expect(mock.callsTo('GET /api/seller/payouts')[0].query.get('page')).toBe('3');
});

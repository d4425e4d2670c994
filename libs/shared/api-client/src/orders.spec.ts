import { getMyOrders, getOrder, getOrders, lookupOrder } from './orders';
import { apiErrorReply, type FetchMock, installFetchMock } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock();
});

it("lists the user's orders with the stored token", async () => {
  localStorage.setItem('authToken', 'tok');
  mock.on('GET /api/orders', { body: [{ id: 'o1' }] });
  await expect(getOrders()).resolves.toEqual([{ id: 'o1' }]);
  expect(mock.calls[0].headers.authorization).toBe('Bearer tok');
});

it('reads one order, encoding the id, and rejects with the 404 detail', async () => {
  mock.on('GET /api/orders/o1', { body: { id: 'o1' } });
  await expect(getOrder('o1')).resolves.toEqual({ id: 'o1' });
  mock.on('GET /api/orders/a%2Fb', apiErrorReply(404, 'NOT_FOUND', 'Order not found'));
  await expect(getOrder('a/b')).rejects.toMatchObject({ status: 404, detail: 'Order not found' });
  expect(mock.calls.at(-1)?.path).toBe('/api/orders/a%2Fb');
});

it("asks for one page of the user's orders", async () => {
  mock.on('GET /api/orders/mine', { body: { items: [], total: 0, page: 2, page_size: 10, total_pages: 1 } });
  await expect(getMyOrders({ page: 2, page_size: 10 })).resolves.toMatchObject({ page: 2 });
  expect(Object.fromEntries(mock.calls[0].query)).toEqual({ page: '2', page_size: '10' });
});

it('looks an order up by email and reference, and rejects with the 404 detail when they do not match', async () => {
  mock.on('POST /api/orders/lookup', { body: { reference: 'aa11bb22' } });
  await expect(lookupOrder({ email: 'a@example.com', reference: 'aa11bb22' })).resolves.toEqual({
    reference: 'aa11bb22',
  });
  expect(mock.calls[0].body).toEqual({ email: 'a@example.com', reference: 'aa11bb22' });
  mock.on('POST /api/orders/lookup', apiErrorReply(404, 'NOT_FOUND', 'Order not found'));
  await expect(lookupOrder({ email: 'b@example.com', reference: 'aa11bb22' })).rejects.toMatchObject({
    status: 404,
    detail: 'Order not found',
  });
});

import { getOrder, getOrders } from './orders';
import { apiErrorReply, createFetchMock, type FetchMock } from './testing';

let mock: FetchMock;

beforeEach(() => {
  localStorage.clear();
  mock = createFetchMock();
  globalThis.fetch = mock.fetch;
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

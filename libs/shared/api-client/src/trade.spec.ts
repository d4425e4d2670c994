import { deleteDevicePricing, exportAdminTrades, getAdminTrades, reviewTrade } from './admin-trades';
import { createTradePayoutLink, createTradeRequest, getTrade, trackTrade, uploadTradeImage } from './trade';
import { apiErrorReply, type FetchMock, installFetchMock } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock();
});

it('uploads a photo as multipart form data, without a JSON content type', async () => {
  const uploaded = { id: 'img1', url: '/api/trade/images/img1', token: 'tok1' };
  mock.on('POST /api/trade/images', { status: 201, body: uploaded });
  const file = new File(['abc'], 'front.jpg', { type: 'image/jpeg' });
  await expect(uploadTradeImage(file)).resolves.toEqual(uploaded);
  const [call] = mock.calls;
  expect(call.headers['content-type']).toBeUndefined();
  expect(call.body).toBeInstanceOf(FormData);
  expect(((call.body as FormData).get('file') as File).name).toBe('front.jpg');
});

it('submits a trade as JSON and rejects with the server message', async () => {
  mock.on(
    'POST /api/trade/requests',
    apiErrorReply(400, 'VALIDATION_FAILED', 'Please enter a valid ZIP code'),
  );
  await expect(createTradeRequest({ brand: 'Apple' } as never)).rejects.toMatchObject({
    status: 400,
    detail: 'Please enter a valid ZIP code',
  });
  expect(mock.calls[0].headers['content-type']).toBe('application/json');
  expect(mock.calls[0].body).toMatchObject({ brand: 'Apple' });
});

it('tracks by a trimmed, encoded code and reads one trade by id', async () => {
  mock.on('GET /api/trade/track/AB%2FC', { body: { tracking_code: 'AB/C' } });
  await expect(trackTrade('  AB/C ')).resolves.toEqual({ tracking_code: 'AB/C' });
  expect(mock.calls[0].query.has('email')).toBe(false);
  mock.on('GET /api/trade/track/F2LXK9Q1AB', { body: { tracking_code: 'TR-1' } });
  await trackTrade('F2LXK9Q1AB', { email: ' ada@example.com ' });
  expect(mock.calls[1].query.get('email')).toBe('ada@example.com');
  mock.on('GET /api/trade/requests/t1', { body: { id: 't1' } });
  await expect(getTrade('t1')).resolves.toEqual({ id: 't1' });
});

it("asks for a payout set-up link by the trade's id, or a guest's tracking code with its email", async () => {
  const link = { url: 'https://connect.example/onboarding/al_1', expires_at: '2026-01-05T10:05:00.000Z' };
  mock.on('POST /api/trade/requests/t1/payout-account/link', { body: link });
  mock.on('POST /api/trade/requests/TR-7K2M9Q4XPD/payout-account/link', { body: link });
  await expect(createTradePayoutLink('t1', {})).resolves.toEqual(link);
  await createTradePayoutLink('TR-7K2M9Q4XPD', { tracking_code: 'TR-7K2M9Q4XPD', email: 'ada@example.com' });
  expect(mock.calls.map((call) => call.body)).toEqual([
    {},
    { tracking_code: 'TR-7K2M9Q4XPD', email: 'ada@example.com' },
  ]);
});

it('lists admin trades with search, status and paging, leaving out empty parameters', async () => {
  mock.on('GET /api/admin/trades', { body: { items: [], total: 0, page: 2, page_size: 20, total_pages: 1 } });
  await getAdminTrades({ search: 'iphone', status: 'approved', page: 2, sort: '-submitted_at' });
  await getAdminTrades({ search: '' });
  expect(mock.calls[0].query.get('search')).toBe('iphone');
  expect(mock.calls[0].query.get('status')).toBe('approved');
  expect(mock.calls[0].query.get('page')).toBe('2');
  expect(mock.calls[0].query.get('sort')).toBe('-submitted_at');
  expect(mock.calls[1].query.has('search')).toBe(false);
});

it('reviews a trade with PUT and deletes device pricing', async () => {
  localStorage.setItem('authToken', 'admin-token');
  mock.on('PUT /api/admin/trades/t1', { body: { id: 't1', status: 'approved' } });
  await reviewTrade('t1', { status: 'approved', finalValue: 410 });
  expect(mock.calls[0].body).toEqual({ status: 'approved', finalValue: 410 });
  expect(mock.calls[0].headers.authorization).toBe('Bearer admin-token');
  mock.on('DELETE /api/admin/device-pricing/d1', { status: 204 });
  await expect(deleteDevicePricing('d1')).resolves.toBeUndefined();
});

it('downloads the CSV export as a blob and rejects on an error', async () => {
  localStorage.setItem('authToken', 'admin-token');
  mock.on('GET /api/admin/trades/export', { body: 'id,brand\n1,Apple\n' });
  const blob = await exportAdminTrades({ status: 'pending_review' });
  expect(await readText(blob)).toBe('id,brand\n1,Apple\n');
  expect(mock.calls[0].query.get('status')).toBe('pending_review');
  expect(mock.calls[0].headers.authorization).toBe('Bearer admin-token');
  mock.on('GET /api/admin/trades/export', apiErrorReply(403, 'FORBIDDEN', 'Forbidden'));
  await expect(exportAdminTrades()).rejects.toMatchObject({ status: 403 });
});

/** jsdom's Blob has no text(): read it the way a browser without it would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

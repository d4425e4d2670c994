import { createSellerPayout } from './seller-money';
import { getAdminSellers, suspendSeller } from './sellers';
import { getMarketplaceSettings, updateMarketplaceSettings } from './settings';
import { apiErrorReply, type FetchMock, installFetchMock, pagedFixture } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock('admin-tok');
});

it('pages the sellers with their filters and suspends one by encoded id', async () => {
  mock.on('GET /api/admin/sellers', {
    body: pagedFixture([]),
  });
  await getAdminSellers({ page: 2, search: 'fix', suspended: true });
  expect(mock.calls[0].query.toString()).toBe('page=2&search=fix&suspended=true');
  expect(mock.calls[0].headers.authorization).toBe('Bearer admin-tok');

  mock.on('PUT /api/admin/sellers/s%2F1/suspend', (req) => ({
    body: { id: 's/1', ...(req.body as object) },
  }));
  await expect(suspendSeller('s/1', { is_suspended: true })).resolves.toEqual({
    id: 's/1',
    is_suspended: true,
  });
});

it('sends a payout with its Idempotency-Key beside the token and the JSON body', async () => {
  mock.on('POST /api/admin/sellers/s1/payouts', {
    status: 201,
    body: { id: 'p1', amount_cents: 100, reference: 'TR-1', created_at: 'x' },
  });
  await expect(createSellerPayout('s1', { reference: 'TR-1' }, 'key-1')).resolves.toMatchObject({ id: 'p1' });
  const [call] = mock.calls;
  expect(call.headers['idempotency-key']).toBe('key-1');
  expect(call.headers.authorization).toBe('Bearer admin-tok');
  expect(call.headers['content-type']).toBe('application/json');
  expect(call.body).toEqual({ reference: 'TR-1' });
});

it('reads and writes the marketplace fee setting', async () => {
  mock.on('GET /api/admin/settings/marketplace', { body: { platform_fee_percent: 4 } });
  await expect(getMarketplaceSettings()).resolves.toEqual({ platform_fee_percent: 4 });
  mock.on(
    'PUT /api/admin/settings/marketplace',
    apiErrorReply(400, 'VALIDATION_ERROR', 'The platform fee must be a percentage from 0 to 30'),
  );
  await expect(updateMarketplaceSettings({ platform_fee_percent: 31 })).rejects.toMatchObject({
    status: 400,
  });
  expect(mock.calls[1].body).toEqual({ platform_fee_percent: 31 });
});

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

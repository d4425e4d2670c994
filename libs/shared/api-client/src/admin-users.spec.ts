import { getAdminUserProfile, suspendUser } from './admin-users';
import { getAuditLog } from './audit';
import { getAdminUsers } from './auth';
import { apiErrorReply, type FetchMock, installFetchMock, pagedFixture } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock('admin-tok');
});

const EMPTY_PAGE = pagedFixture([]);

it('pages the users with their filters, reads a profile and suspends by encoded id', async () => {
  mock.on('GET /api/admin/users', { body: EMPTY_PAGE });
  await getAdminUsers({
    page: 2,
    search: 'ada',
    role: 'admin',
    seller: 'true',
    suspended: 'false',
    guest: 'false',
  });
  expect(mock.calls[0].query.toString()).toBe(
    'page=2&search=ada&role=admin&seller=true&suspended=false&guest=false',
  );
  expect(mock.calls[0].headers.authorization).toBe('Bearer admin-tok');

  mock.on('GET /api/admin/users/u%2F1', {
    body: { user: { id: 'u/1' }, orders: [], trades: [], reviews: [], tickets: [], tickets_total: 0 },
  });
  await expect(getAdminUserProfile('u/1')).resolves.toMatchObject({ user: { id: 'u/1' } });

  mock.on('PUT /api/admin/users/u%2F1/suspend', (req) => ({ body: { id: 'u/1', ...(req.body as object) } }));
  await expect(suspendUser('u/1', { is_suspended: true })).resolves.toEqual({
    id: 'u/1',
    is_suspended: true,
  });
  expect(mock.callsTo('PUT /api/admin/users/u%2F1/suspend')[0].body).toEqual({ is_suspended: true });
});

it("rejects with the API's detail when an admin suspends themselves", async () => {
  mock.on(
    'PUT /api/admin/users/me/suspend',
    apiErrorReply(409, 'CONFLICT', 'You cannot suspend your own account'),
  );
  await expect(suspendUser('me', { is_suspended: true })).rejects.toMatchObject({
    status: 409,
    detail: 'You cannot suspend your own account',
  });
});

it('reads the audit log with its filters', async () => {
  mock.on('GET /api/admin/audit-log', { body: EMPTY_PAGE });
  await getAuditLog({
    page: 1,
    action: 'user.suspend',
    entity_type: 'user',
    entity_id: 'u1',
    actor: 'root',
    search: 'x',
  });
  expect(mock.calls[0].query.toString()).toBe(
    'page=1&action=user.suspend&entity_type=user&entity_id=u1&actor=root&search=x',
  );
});

import { endAuthSession, getAuthSessions, logoutAll } from './auth-sessions';
import { apiErrorReply, type FetchMock, installFetchMock } from './testing';

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock('tok');
});

it('lists the sessions and ends one by its encoded id, with the stored token', async () => {
  mock.on('GET /api/auth/sessions', { body: [{ id: 's1', current: true }] });
  await expect(getAuthSessions()).resolves.toEqual([{ id: 's1', current: true }]);
  mock.on('DELETE /api/auth/sessions/s%2F2', { status: 204 });
  await expect(endAuthSession('s/2')).resolves.toBeUndefined();
  expect(mock.calls.map((c) => c.headers.authorization)).toEqual(['Bearer tok', 'Bearer tok']);
});

it("rejects with the API's detail when the session is not the account's", async () => {
  mock.on('DELETE /api/auth/sessions/s9', apiErrorReply(404, 'NOT_FOUND', 'Session not found.'));
  await expect(endAuthSession('s9')).rejects.toMatchObject({ status: 404, detail: 'Session not found.' });
});

it('signs out everywhere with the token it is given', async () => {
  mock.on('POST /api/auth/logout-all', { status: 204 });
  await logoutAll({ token: 'other' });
  expect(mock.callsTo('POST /api/auth/logout-all')[0].headers.authorization).toBe('Bearer other');
});

import { ErrorCode } from '@phonehub/contracts';
import { ApiError } from './api-error';
import { adminLogin, getAdminUsers, getMe, login, register, resetPassword, updateProfile } from './auth';
import { apiErrorReply, fakeUser, installFetchMock, type FetchMock } from './testing';
import { apiRequest, retryAfterSeconds } from './http';

const user = fakeUser({ id: 'u1' });

let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock();
});

describe('apiRequest', () => {
  it('calls the same-origin /api path and sends JSON', async () => {
    mock.on('POST /api/auth/login', (req) => ({
      status: 200,
      body: { user, access_token: 't', echo: req.body },
    }));
    const result = await login({ email: 'ada@example.com', password: 'pw123456', remember_me: true });
    expect(result.access_token).toBe('t');
    const [call] = mock.calls;
    expect(call.path).toBe('/api/auth/login');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.body).toEqual({ email: 'ada@example.com', password: 'pw123456', remember_me: true });
  });

  it('sends the stored token as a bearer token', async () => {
    localStorage.setItem('authToken', 'stored-token');
    mock.on('GET /api/auth/me', { body: user });
    await expect(getMe()).resolves.toEqual(user);
    expect(mock.calls[0].headers.authorization).toBe('Bearer stored-token');
  });

  it('prefers an explicit token and sends none for login and register', async () => {
    localStorage.setItem('authToken', 'stored-token');
    mock
      .on('GET /api/auth/me', { body: user })
      .on('POST /api/auth/register', { status: 201, body: { user, access_token: 'n' } });
    await getMe({ token: 'fresh' });
    await register({
      email: 'a@b.co',
      password: 'x'.repeat(8),
      first_name: 'A',
      last_name: 'B',
      phone: '5551234567',
    });
    expect(mock.calls[0].headers.authorization).toBe('Bearer fresh');
    expect(mock.calls[1].headers.authorization).toBeUndefined();
  });

  it('turns the API error body into an ApiError with status, code and detail', async () => {
    mock.on('POST /api/auth/login', apiErrorReply(401, ErrorCode.InvalidCredentials, 'Invalid credentials'));
    const error = await login({ email: 'a@b.co', password: 'wrong-pass' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'INVALID_CREDENTIALS', detail: 'Invalid credentials' });
  });

  it('reports a body that is not the API error shape as UNEXPECTED_RESPONSE without detail', async () => {
    mock.on('GET /api/auth/me', { status: 502 });
    const error = await getMe().catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, code: 'UNEXPECTED_RESPONSE', detail: undefined });
  });

  it('reports a network failure as status 0', async () => {
    mock.on('POST /api/admin/login', { networkError: true });
    const error = await adminLogin({ username: 'admin', password: 'secret' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('builds query strings and skips empty values', async () => {
    mock.on('GET /api/things', { body: [] });
    await apiRequest('GET', '/things', { query: { search: 'pixel', page: 2, brand: '', sort: undefined } });
    expect(mock.calls[0].query.toString()).toBe('search=pixel&page=2');
  });

  it('resolves with undefined for an empty success body', async () => {
    mock.on('DELETE /api/things/1', { status: 204 });
    await expect(apiRequest('DELETE', '/things/1')).resolves.toBeUndefined();
  });
});

describe('error kinds', () => {
  it('tells offline, too many requests (with Retry-After), a real 404 and our side apart', async () => {
    mock
      .on('GET /api/a', { networkError: true })
      .on('GET /api/b', {
        ...apiErrorReply(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'),
        headers: { 'Retry-After': '42' },
      })
      .on('GET /api/c', apiErrorReply(404, 'NOT_FOUND', 'Product not found'))
      .on('GET /api/d', apiErrorReply(500, 'INTERNAL_ERROR', 'boom'))
      .on('GET /api/e', { status: 404, body: '<html>proxy</html>' })
      .on('GET /api/f', apiErrorReply(400, 'VALIDATION_FAILED', 'Bad sort'));
    const failure = (path: string) => apiRequest('GET', path).catch((e: ApiError) => e);
    const [a, b, c, d, e, f] = await Promise.all(['/a', '/b', '/c', '/d', '/e', '/f'].map(failure));
    expect([a, b, c, d, e, f].map((x) => (x as ApiError).kind)).toEqual([
      'offline',
      'rate-limited',
      'not-found',
      'server',
      'server',
      'client',
    ]);
    expect((b as ApiError).retryAfterSeconds).toBe(42);
    expect((d as ApiError).retryAfterSeconds).toBeUndefined();
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const headers = (value: string | null) => ({ headers: { get: () => value } }) as unknown as Response;
    const now = Date.parse('2026-01-05T10:00:00Z');
    expect(retryAfterSeconds(headers('120'), now)).toBe(120);
    expect(retryAfterSeconds(headers('Mon, 05 Jan 2026 10:01:30 GMT'), now)).toBe(90);
    expect(retryAfterSeconds(headers('soon'), now)).toBeUndefined();
    expect(retryAfterSeconds(headers(null), now)).toBeUndefined();
  });
});

describe('typed endpoints', () => {
  it('uses the documented methods and paths', async () => {
    localStorage.setItem('authToken', 'admin-token');
    mock
      .on('PUT /api/auth/profile', (req) => ({ body: { ...user, ...(req.body as object) } }))
      .on('POST /api/auth/reset-password', { body: { message: 'Password updated' } })
      .on('GET /api/admin/users', { body: { items: [], total: 0, page: 2, page_size: 25, total_pages: 1 } });
    await expect(updateProfile({ first_name: 'Grace' })).resolves.toMatchObject({ first_name: 'Grace' });
    await expect(resetPassword({ token: 'abc', password: 'new-password' })).resolves.toEqual({
      message: 'Password updated',
    });
    await expect(getAdminUsers({ page: 2, page_size: 25, search: 'ada' })).resolves.toMatchObject({
      items: [],
      total: 0,
    });
    expect(mock.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/auth/profile',
      'POST /api/auth/reset-password',
      'GET /api/admin/users',
    ]);
    expect(mock.calls[2].headers.authorization).toBe('Bearer admin-token');
    expect(mock.calls[2].query.toString()).toBe('page=2&page_size=25&search=ada');
  });
});

import { apiErrorReply, createFetchMock, pagedFixture, fakeUser } from '@phonehub/api-client';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD, LOGIN, renderAdmin } from '../../../test/render-admin';

const admin = {
  ...fakeUser({ id: 'admin-1', role: 'admin', first_name: 'Site', last_name: 'Admin' }),
  username: 'admin',
};

async function signInWith(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/^Username/), username);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

it('has the form, a Back to Home link and asks for both fields', async () => {
  const { api } = renderAdmin(LOGIN);
  expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
  expect(api.calls).toHaveLength(0);
});

it('signs the admin in with the returned token, says so and opens the portal', async () => {
  const api = createFetchMock({
    'POST /api/admin/login': { body: { access_token: 'admin-jwt', admin } },
    'GET /api/auth/me': (req) =>
      req.headers.authorization === 'Bearer admin-jwt' ? { body: admin } : { status: 401 },
    'GET /api/admin/users': { body: pagedFixture([]) },
  });
  const view = renderAdmin(LOGIN, api);
  await signInWith('admin', 'correct-password');

  expect(await screen.findByText('Admin login successful!')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Admin Management Portal' })).toBeInTheDocument();
  // The dashboard opens on its first section.
  expect(view.location()).toBe(`${DASHBOARD}/trades`);
  expect(api.callsTo('POST /api/admin/login')[0].body).toEqual({
    username: 'admin',
    password: 'correct-password',
  });
  expect(localStorage.getItem('authToken')).toBe('admin-jwt');
  expect(localStorage.getItem('adminAuth')).toBe('true');
});

it("shows 'Signing in...' while the request runs", async () => {
  const api = createFetchMock({ 'POST /api/admin/login': () => new Promise(() => undefined) });
  renderAdmin(LOGIN, api);
  await signInWith('admin', 'pw');
  expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
});

it.each([
  ['the API detail', apiErrorReply(401, 'INVALID_CREDENTIALS', 'Invalid credentials'), 'Invalid credentials'],
  ['the fallback when there is no detail', { status: 500 }, 'Login failed. Please check your credentials.'],
  ['the network message', { networkError: true as const }, 'Login failed - network error'],
])('a failed login shows %s', async (_case, reply, message) => {
  const api = createFetchMock({ 'POST /api/admin/login': reply });
  const view = renderAdmin(LOGIN, api);
  await signInWith('admin', 'wrong');
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(view.location()).toBe(LOGIN);
  expect(localStorage.getItem('authToken')).toBeNull();
});

describe('portal access is decided by the API, not the browser flag', () => {
  it('sends a visitor without a token to the admin login', () => {
    const view = renderAdmin(DASHBOARD);
    expect(view.location()).toBe(LOGIN);
    expect(screen.getByRole('heading', { name: 'Admin Sign In' })).toBeInTheDocument();
  });

  it('sends a signed-in non-admin to the admin login even with adminAuth set', async () => {
    const customer = fakeUser();
    localStorage.setItem('currentUser', JSON.stringify({ ...customer, role: 'admin' }));
    localStorage.setItem('authToken', 'customer-jwt');
    localStorage.setItem('adminAuth', 'true');
    const api = createFetchMock({ 'GET /api/auth/me': { body: customer } });
    const view = renderAdmin(DASHBOARD, api);
    await waitFor(() => expect(view.location()).toBe(LOGIN));
    expect(screen.queryByRole('heading', { name: 'Admin Management Portal' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/auth/me')[0].headers.authorization).toBe('Bearer customer-jwt');
  });

  it('sends a visitor whose token the API rejects to the admin login', async () => {
    localStorage.setItem('authToken', 'expired');
    const api = createFetchMock({
      'GET /api/auth/me': apiErrorReply(401, 'UNAUTHORIZED', 'Please sign in to continue.'),
    });
    const view = renderAdmin(DASHBOARD, api);
    await waitFor(() => expect(view.location()).toBe(LOGIN));
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { User } from '@phonehub/contracts';
import { apiErrorReply, apiRequest, fakeUser, installFetchMock, type FetchMock } from '@phonehub/api-client';
import { SessionProvider, useSession } from './session-provider';

const ada = fakeUser({ id: 'u1' });
const admin: User = { ...ada, id: 'a1', first_name: 'Root', role: 'admin' };

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="state">
        {session.isLoading ? 'loading' : session.user ? `user:${session.user.first_name}` : 'signed-out'}
        {session.isAdmin ? ' admin' : ''}
      </p>
      <button onClick={() => session.signIn(admin, 'admin-token')}>sign in admin</button>
      <button onClick={() => session.signIn(ada, 'ada-token')}>sign in ada</button>
      <button onClick={() => session.signOut()}>sign out</button>
      <button onClick={() => session.signOutEverywhere().catch(() => undefined)}>sign out everywhere</button>
      <button onClick={() => session.updateUser({ ...ada, first_name: 'Augusta' })}>rename</button>
    </div>
  );
}

/** Ada signed in earlier: her user and token as the provider stores them. */
function storeAda(token: string) {
  localStorage.setItem('currentUser', JSON.stringify(ada));
  localStorage.setItem('authToken', token);
}
const renderProbe = () =>
  render(
    <SessionProvider>
      <Probe />
    </SessionProvider>,
  );
const state = () => screen.getByTestId('state').textContent;
let mock: FetchMock;

beforeEach(() => {
  mock = installFetchMock();
});

it('starts signed out with nothing stored and asks the API nothing', () => {
  renderProbe();
  expect(state()).toBe('signed-out');
  expect(mock.calls).toHaveLength(0);
});

it('restores the stored user at once and validates the token in the background', async () => {
  storeAda('ada-token');
  mock.on('GET /api/auth/me', { body: { ...ada, first_name: 'Ada (fresh)' } });
  renderProbe();
  expect(state()).toBe('user:Ada');
  await waitFor(() => expect(state()).toBe('user:Ada (fresh)'));
  expect(mock.calls[0].headers.authorization).toBe('Bearer ada-token');
  expect(JSON.parse(localStorage.getItem('currentUser')!).first_name).toBe('Ada (fresh)');
});

it('signs out when the API rejects the stored token', async () => {
  storeAda('expired');
  mock.on('GET /api/auth/me', apiErrorReply(401, 'UNAUTHORIZED', 'Unauthorized'));
  renderProbe();
  await waitFor(() => expect(state()).toBe('signed-out'));
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(localStorage.getItem('currentUser')).toBeNull();
});

it('keeps the stored session when the API cannot be reached', async () => {
  storeAda('ada-token');
  mock.on('GET /api/auth/me', { networkError: true });
  renderProbe();
  await waitFor(() => expect(mock.calls).toHaveLength(1));
  expect(state()).toBe('user:Ada');
  expect(localStorage.getItem('authToken')).toBe('ada-token');
});

it('removes an unparsable currentUser and is loading until the API says who the token belongs to', async () => {
  localStorage.setItem('currentUser', '{not json');
  localStorage.setItem('authToken', 'ada-token');
  let answer!: () => void;
  mock.on('GET /api/auth/me', () => new Promise((resolve) => (answer = () => resolve({ body: ada }))));
  renderProbe();
  expect(localStorage.getItem('currentUser')).toBe(null);
  expect(state()).toBe('loading');
  await act(async () => answer());
  expect(state()).toBe('user:Ada');
});

it('drops a stored user that has no token', () => {
  localStorage.setItem('currentUser', JSON.stringify(ada));
  localStorage.setItem('adminAuth', 'true');
  renderProbe();
  expect(state()).toBe('signed-out');
  expect(localStorage.getItem('currentUser')).toBeNull();
  expect(localStorage.getItem('adminAuth')).toBeNull();
});

it('signIn stores user, token and the admin hint; signOut clears all three', async () => {
  const user = userEvent.setup();
  renderProbe();
  await user.click(screen.getByText('sign in admin'));
  expect(state()).toBe('user:Root admin');
  expect(localStorage.getItem('authToken')).toBe('admin-token');
  expect(localStorage.getItem('adminAuth')).toBe('true');
  expect(JSON.parse(localStorage.getItem('currentUser')!).id).toBe('a1');

  await user.click(screen.getByText('sign in ada'));
  expect(localStorage.getItem('adminAuth')).toBeNull();

  await user.click(screen.getByText('sign out'));
  expect(state()).toBe('signed-out');
  expect(['currentUser', 'adminAuth', 'authToken'].map((k) => localStorage.getItem(k))).toEqual([
    null,
    null,
    null,
  ]);
});

it('signOut asks the API to end the session of the token it held', async () => {
  mock.on('POST /api/auth/logout', { status: 204 });
  const user = userEvent.setup();
  renderProbe();
  await user.click(screen.getByText('sign in ada'));
  await user.click(screen.getByText('sign out'));
  expect(state()).toBe('signed-out');
  expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1);
  expect(mock.callsTo('POST /api/auth/logout')[0].headers.authorization).toBe('Bearer ada-token');
});

it.each([
  ['the API refuses', apiErrorReply(401, 'UNAUTHORIZED', 'Please sign in to continue.')],
  ['the network fails', { networkError: true as const }],
])('signOut still forgets the session when %s', async (_label, reply) => {
  mock.on('POST /api/auth/logout', reply);
  const user = userEvent.setup();
  renderProbe();
  await user.click(screen.getByText('sign in ada'));
  await user.click(screen.getByText('sign out'));
  expect(state()).toBe('signed-out');
  expect(localStorage.getItem('authToken')).toBeNull();
  await waitFor(() => expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(1));
});

it('signOutEverywhere ends every session through the API, then forgets this one', async () => {
  mock.on('POST /api/auth/logout-all', { status: 204 });
  const user = userEvent.setup();
  renderProbe();
  await user.click(screen.getByText('sign in ada'));
  await user.click(screen.getByText('sign out everywhere'));
  await waitFor(() => expect(state()).toBe('signed-out'));
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(mock.callsTo('POST /api/auth/logout-all')[0].headers.authorization).toBe('Bearer ada-token');
  expect(mock.callsTo('POST /api/auth/logout')).toHaveLength(0);
});

it('signOutEverywhere keeps this device signed in when the API could not be told', async () => {
  mock.on('POST /api/auth/logout-all', { networkError: true });
  const user = userEvent.setup();
  renderProbe();
  await user.click(screen.getByText('sign in ada'));
  await user.click(screen.getByText('sign out everywhere'));
  await waitFor(() => expect(mock.callsTo('POST /api/auth/logout-all')).toHaveLength(1));
  expect(state()).toBe('user:Ada');
  expect(localStorage.getItem('authToken')).toBe('ada-token');
});

it('signs out when any request finds the stored token refused (its session ended elsewhere)', async () => {
  storeAda('ada-token');
  mock.on('GET /api/auth/me', { body: ada });
  mock.on('GET /api/orders/mine', apiErrorReply(401, 'UNAUTHORIZED', 'Please sign in to continue.'));
  mock.on(
    'PUT /api/auth/profile',
    apiErrorReply(401, 'INVALID_CREDENTIALS', 'Current password is incorrect'),
  );
  renderProbe();
  await waitFor(() => expect(mock.callsTo('GET /api/auth/me')).toHaveLength(1));
  expect(state()).toBe('user:Ada');

  // A wrong current password is a 401 too, but no refusal of the session.
  await expect(apiRequest('PUT', '/auth/profile', { body: {} })).rejects.toMatchObject({ status: 401 });
  expect(state()).toBe('user:Ada');
  // Another token's refusal is not this session's.
  mock.on('GET /api/orders/mine', apiErrorReply(401, 'UNAUTHORIZED', 'Please sign in to continue.'));
  await expect(apiRequest('GET', '/orders/mine', { token: 'old-token' })).rejects.toMatchObject({
    status: 401,
  });
  expect(state()).toBe('user:Ada');

  await act(() => expect(apiRequest('GET', '/orders/mine')).rejects.toMatchObject({ status: 401 }));
  expect(state()).toBe('signed-out');
  expect(localStorage.getItem('authToken')).toBeNull();
});

it('updateUser replaces the user in memory and storage', async () => {
  const user = userEvent.setup();
  renderProbe();
  await user.click(screen.getByText('sign in ada'));
  await user.click(screen.getByText('rename'));
  expect(state()).toBe('user:Augusta');
  expect(JSON.parse(localStorage.getItem('currentUser')!).first_name).toBe('Augusta');
  expect(localStorage.getItem('authToken')).toBe('ada-token');
});

it('follows sign-in and sign-out in another tab', () => {
  renderProbe();
  act(() => {
    localStorage.setItem('authToken', 'other-tab');
    localStorage.setItem('currentUser', JSON.stringify(ada));
    window.dispatchEvent(new StorageEvent('storage', { key: 'currentUser' }));
  });
  expect(state()).toBe('user:Ada');
  act(() => {
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
  });
  expect(state()).toBe('signed-out');
});

it('useSession outside the provider fails loudly', () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Probe />)).toThrow(/SessionProvider/);
});

import { apiErrorReply, createFetchMock, fakeUser } from '@phonehub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle } from '../../../test/render-app';

async function fillAndSubmit(email: string, password: string, { remember = false } = {}) {
  const user = userEvent.setup();
  // The page loads on first visit.
  await screen.findByRole('button', { name: 'Sign In' });
  if (email) await user.type(screen.getByLabelText(/Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  if (remember) await user.click(screen.getByLabelText('Remember me'));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

it('signs in, stores the session, greets the user and goes home', async () => {
  const api = createFetchMock({
    'POST /api/auth/login': { body: { user: fakeUser(), access_token: 'jwt-1' } },
  });
  const app = renderApp('/login', { api });
  await fillAndSubmit('ada@example.com', 'correct-horse', { remember: true });

  expect(await screen.findByText('Welcome back Ada!')).toBeInTheDocument();
  await waitFor(() => expect(app.location()).toBe('/'));
  expect(api.callsTo('POST /api/auth/login')[0].body).toEqual({
    email: 'ada@example.com',
    password: 'correct-horse',
    remember_me: true,
  });
  expect(localStorage.getItem('authToken')).toBe('jwt-1');
  expect(JSON.parse(localStorage.getItem('currentUser')!).email).toBe('ada@example.com');
  expect(within(screen.getByRole('banner')).getByRole('button', { name: /Ada/ })).toBeInTheDocument();
});

it('returns to the page the guard sent the visitor from', async () => {
  const user = fakeUser();
  const api = createFetchMock({
    'POST /api/auth/login': { body: { user, access_token: 'jwt-1' } },
    'GET /api/auth/me': { body: user },
  });
  const app = renderApp('/profile', { api });
  expect(app.location()).toBe('/login');
  await fillAndSubmit('ada@example.com', 'correct-horse');
  expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
  expect(app.location()).toBe('/profile');
});

it("shows the API's detail when the credentials are wrong", async () => {
  const api = createFetchMock({
    'POST /api/auth/login': apiErrorReply(401, 'INVALID_CREDENTIALS', 'Invalid credentials'),
  });
  const app = renderApp('/login', { api });
  await fillAndSubmit('ada@example.com', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  expect(app.location()).toBe('/login');
  expect(localStorage.getItem('authToken')).toBeNull();
});

it("says 'Invalid credentials' once: inline, with no toast repeating it", async () => {
  const api = createFetchMock({
    'POST /api/auth/login': apiErrorReply(401, 'INVALID_CREDENTIALS', 'Invalid credentials'),
  });
  renderApp('/login', { api });
  await fillAndSubmit('ada@example.com', 'wrong-password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
  // Whatever else the failure set off has run by now.
  await settle();
  expect(screen.getAllByText('Invalid credentials')).toHaveLength(1);
});

it("falls back to 'Login failed' when the API gives no detail or cannot be reached", async () => {
  const api = createFetchMock({ 'POST /api/auth/login': { networkError: true } });
  renderApp('/login', { api });
  await fillAndSubmit('ada@example.com', 'whatever-pass');
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed');
});

it('asks for both fields before calling the API', async () => {
  const api = createFetchMock();
  renderApp('/login', { api });
  await fillAndSubmit('ada@example.com', '');
  expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
  expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls).toHaveLength(0);
});

it('links to password reset and registration', () => {
  renderApp('/login');
  expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
});

import {
  apiErrorReply,
  createFetchMock,
  fakeUser,
  signedInFetchMock,
  storeSignedIn,
} from '@phonehub/api-client';
import { SessionProvider } from '@phonehub/session';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { renderApp } from '../test/render-app';
import { RequireAuth } from './guards/require-auth';

/** The about page, made to throw while rendering when `on`. */
const mockBrokenAbout = { on: false };
jest.mock('../features/info/components/about-page', () => {
  const actual = jest.requireActual('../features/info/components/about-page');
  return {
    ...actual,
    AboutPage: () => {
      if (mockBrokenAbout.on) throw new Error('the page broke');
      return actual.AboutPage();
    },
  };
});

describe('routes', () => {
  it.each(['/admin', '/admin/users', '/admin-dashboard'])(
    '%s replaces itself with the home page',
    async (path) => {
      const app = renderApp(path);
      expect(await screen.findByRole('heading', { name: /Shop refurbished/ })).toBeInTheDocument();
      expect(app.location()).toBe('/');
    },
  );

  it('answers unknown paths with the 404 page, inside the site layout', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('/no-such-page', { selector: 'code' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'PhoneHub' })[0]).toBeInTheDocument();
  });

  it('shows a page that fails to render as an error inside the site layout, with the rest of the site still there', async () => {
    const broken = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockBrokenAbout.on = true;
    try {
      renderApp('/about');
      expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
      expect(screen.getAllByRole('link', { name: 'PhoneHub' })[0]).toBeInTheDocument();
    } finally {
      mockBrokenAbout.on = false;
      broken.mockRestore();
    }
  });
});

describe('route guard', () => {
  it('sends a signed-out visitor of a login-required page to /login', async () => {
    const app = renderApp('/profile');
    expect(app.location()).toBe('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('shows the centred spinner while the session is being restored', async () => {
    const api = createFetchMock();
    localStorage.setItem('authToken', 'token-without-user');
    let answer!: () => void;
    api.on(
      'GET /api/auth/me',
      () => new Promise((resolve) => (answer = () => resolve({ body: fakeUser() }))),
    );
    const app = renderApp('/profile', { api });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(app.location()).toBe('/profile');
    await act(async () => answer());
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('sends anyone but an admin away from an admin-only page (to /admin)', async () => {
    const api = createFetchMock();
    globalThis.fetch = api.fetch;
    storeSignedIn(api, fakeUser());
    const tree = (
      <SessionProvider>
        <MemoryRouter initialEntries={['/staff']}>
          <Routes>
            <Route path="/staff" element={<RequireAuth role="admin">Staff only</RequireAuth>} />
            <Route path="/admin" element={<p>admin redirect</p>} />
          </Routes>
        </MemoryRouter>
      </SessionProvider>
    );
    const { unmount } = render(tree);
    expect(screen.getByText('admin redirect')).toBeInTheDocument();
    unmount();

    storeSignedIn(api, fakeUser({ role: 'admin' }));
    render(tree);
    expect(screen.getByText('Staff only')).toBeInTheDocument();
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
  });
});

describe('remotes', () => {
  it('mounts the seller remote on /seller and /seller-dashboard for signed-in users', async () => {
    const api = signedInFetchMock();
    const app = renderApp('/seller-dashboard', { api, remotes: { seller: () => <p>Seller module</p> } });
    expect(await screen.findByText('Seller module')).toBeInTheDocument();
    expect(app.loadRemote).toHaveBeenCalledWith('seller', 0);
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/admin-c7e2a9', '/dashboard-c7e2a9', '/dashboard-c7e2a9/orders'])(
    'mounts the admin remote on %s',
    async (path) => {
      const app = renderApp(path, { remotes: { admin: () => <p>Admin module</p> } });
      expect(await screen.findByText('Admin module')).toBeInTheDocument();
      expect(app.loadRemote).toHaveBeenCalledWith('admin', 0);
    },
  );

  it('keeps the site usable when the admin remote is down', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const app = renderApp('/admin-c7e2a9');
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign In' }));
    expect(app.location()).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('has no admin pages when no suffix is configured', () => {
    renderApp('/admin-', { config: { adminPathSuffix: '', remotes: {} } });
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows a friendly notice when a remote is down, keeps the site working and retries', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = signedInFetchMock();
    const remotes: { seller?: () => ReactNode } = {};
    const app = renderApp('/seller', { api, remotes });

    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sell' })).toBeInTheDocument();

    remotes.seller = () => <p>Seller module</p>;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Seller module')).toBeInTheDocument();
    expect(app.loadRemote).toHaveBeenLastCalledWith('seller', 1);

    await user.click(screen.getAllByRole('link', { name: 'PhoneHub' })[0]);
    expect(screen.getByRole('heading', { name: /Shop refurbished/ })).toBeInTheDocument();
  });

  it('also catches a remote that fails while rendering', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/admin-c7e2a9', {
      remotes: {
        admin: () => {
          throw new Error('remote bug');
        },
      },
    });
    expect(await screen.findByText('This section is temporarily unavailable')).toBeInTheDocument();
  });
});

it('a stored session the API rejects is signed out on load', async () => {
  const api = signedInFetchMock();
  api.on('GET /api/auth/me', apiErrorReply(401, 'UNAUTHORIZED', 'Please sign in to continue.'));
  renderApp('/', { api });
  expect(screen.getByRole('button', { name: /Ada/ })).toBeInTheDocument();
  expect(await screen.findAllByRole('link', { name: 'Sign In' })).not.toHaveLength(0);
  expect(localStorage.getItem('authToken')).toBeNull();
});

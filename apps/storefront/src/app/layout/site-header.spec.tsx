import { createFetchMock, signedInFetchMock } from '@phonehub/api-client';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { cartItem, storeCart } from '../../test/catalogue';
import { renderApp, settle, TEST_CONFIG } from '../../test/render-app';
import { AppProviders } from '../providers';
import { SiteHeader } from './site-header';

const header = () => within(screen.getByRole('banner'));
const mainNav = () => within(screen.getByRole('navigation', { name: 'Main' }));

function signedIn(overrides = {}) {
  const api = signedInFetchMock(overrides);
  return api;
}

async function openUserMenu(name: RegExp) {
  const user = userEvent.setup();
  // The menu itself loads on first use: its button says so with aria-expanded once it is there.
  await user.click(await header().findByRole('button', { name, expanded: false }));
  return { user, menu: within(await screen.findByRole('menu')) };
}

it('signed out: Shop and Sell, Sign In and Sign Up, no My trade-ins or Support, no cart badge', () => {
  renderApp('/');
  expect(mainNav().getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/marketplace');
  expect(mainNav().getByRole('link', { name: 'Sell' })).toHaveAttribute('href', '/trade');
  expect(mainNav().getByRole('link', { name: 'Track a trade-in' })).toHaveAttribute('href', '/track');
  expect(mainNav().queryByRole('link', { name: 'My trade-ins' })).not.toBeInTheDocument();
  expect(mainNav().queryByRole('link', { name: 'Support' })).not.toBeInTheDocument();
  expect(header().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  expect(header().getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
  expect(header().getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
});

it('signed in: menu labelled with the first name, My trade-ins and Support, cart badge with the sum of quantities', async () => {
  storeCart([cartItem({ id: 'p1', quantity: 2 }), cartItem({ id: 'p2', quantity: 3 })]);
  renderApp('/', { api: signedIn() });
  expect(mainNav().getByRole('link', { name: 'My trade-ins' })).toHaveAttribute('href', '/dashboard');
  expect(mainNav().getByRole('link', { name: 'Support' })).toHaveAttribute('href', '/support');
  expect(header().queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
  expect(header().getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();

  const { menu } = await openUserMenu(/Ada/);
  // Each account page by the name its heading and title carry (no 'Overview', no 'Dashboard').
  expect(
    menu.getAllByRole('menuitem').map((item) => [item.textContent?.trim(), item.getAttribute('href')]),
  ).toEqual([
    ['My account', '/profile'],
    ['My orders', '/orders'],
    ['My trade-ins', '/dashboard'],
    ['Support', '/support'],
    ['Sign Out', null],
  ]);
  expect(menu.queryByRole('menuitem', { name: 'Admin Panel' })).not.toBeInTheDocument();
  expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeInTheDocument();
});

it('follows cart changes made in another tab', () => {
  renderApp('/');
  expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
  act(() => {
    storeCart([cartItem({ id: 'p1', quantity: 1 })]);
    window.dispatchEvent(new StorageEvent('storage', { key: 'phoneHubCart' }));
  });
  expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  act(() => {
    localStorage.setItem('phoneHubCart', 'not json');
    window.dispatchEvent(new StorageEvent('storage', { key: 'phoneHubCart' }));
  });
  expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument();
});

it('labels the menu Account when the user has no first name', async () => {
  renderApp('/', { api: signedIn({ first_name: '' }) });
  await settle();
  expect(header().getByRole('button', { name: 'Account' })).toBeInTheDocument();
});

it('an admin also gets Admin Panel, pointing at the hidden dashboard', async () => {
  renderApp('/', { api: signedIn({ role: 'admin', first_name: 'Grace' }) });
  const { menu } = await openUserMenu(/Grace/);
  expect(menu.getByRole('menuitem', { name: 'Admin Panel' })).toHaveAttribute('href', '/dashboard-c7e2a9');
});

it('Sign Out clears the session, says so and goes home', async () => {
  const app = renderApp('/profile', { api: signedIn() });
  expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
  const { user, menu } = await openUserMenu(/Ada/);
  await user.click(menu.getByRole('menuitem', { name: 'Sign Out' }));
  expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
  expect(app.location()).toBe('/');
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(localStorage.getItem('currentUser')).toBeNull();
  expect(header().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
});

it('the mobile menu mirrors the header and closes after choosing a link', async () => {
  const user = userEvent.setup();
  const app = renderApp('/', { api: signedIn({ role: 'admin' }) });
  const toggle = header().getByRole('button', { name: 'Open menu' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(header().getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
  expect(mobile.getAllByRole('link').map((a) => a.textContent)).toEqual([
    'Shop',
    'Sell',
    'Track a trade-in',
    'My trade-ins',
    'Support',
    'My account',
    'My orders',
    'Admin Panel',
  ]);
  expect(mobile.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  await user.click(mobile.getByRole('link', { name: 'My account' }));
  expect(app.location()).toBe('/profile');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
});

it('the mobile menu offers Sign In and Sign Up when signed out', async () => {
  const user = userEvent.setup();
  renderApp('/');
  await user.click(header().getByRole('button', { name: 'Open menu' }));
  const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
  expect(mobile.getAllByRole('link').map((a) => a.textContent)).toEqual([
    'Shop',
    'Sell',
    'Track a trade-in',
    'Sign In',
    'Sign Up',
  ]);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
});

it('the footer links to the trade-in tracking page next to Sell Your Device', () => {
  renderApp('/');
  const services = within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Track a trade-in' });
  expect(services).toHaveAttribute('href', '/track');
});

it('the account pages share one sub-navigation, named as their headings and titles, the current one marked', async () => {
  const user = userEvent.setup();
  const app = renderApp('/orders', {
    api: signedIn({ is_seller: true }).on('GET /api/orders/mine', {
      body: { items: [], total: 0, page: 1, page_size: 10, total_pages: 0 },
    }),
  });
  const account = within(await screen.findByRole('navigation', { name: 'Your account' }));
  expect(account.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['My account', '/profile'],
    ['My orders', '/orders'],
    ['My trade-ins', '/dashboard'],
    ['Support', '/support'],
    ['Seller dashboard', '/seller'],
  ]);
  expect(account.getByRole('link', { name: 'My orders' })).toHaveAttribute('aria-current', 'page');
  expect(await screen.findByRole('heading', { level: 1, name: 'My orders' })).toBeInTheDocument();
  expect(document.title).toBe('My orders – PhoneHub');

  app.unmount();
  renderApp('/dashboard', { api: signedIn().on('GET /api/trade/requests', { body: [] }) });
  expect(await screen.findByRole('heading', { level: 1, name: 'My trade-ins' })).toBeInTheDocument();
  expect(document.title).toBe('My trade-ins – PhoneHub');
  await user.click(
    within(screen.getByRole('navigation', { name: 'Your account' })).getByRole('link', { name: 'Support' }),
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
});

it("takes over the server's header without redrawing it, then shows the cart stored in this browser", async () => {
  globalThis.fetch = createFetchMock().fetch;
  const page = () => (
    <MemoryRouter>
      <AppProviders config={TEST_CONFIG} loadRemote={jest.fn()}>
        <SiteHeader />
      </AppProviders>
    </MemoryRouter>
  );
  const container = document.body.appendChild(document.createElement('div'));
  // The server has no cart; this browser has one.
  container.innerHTML = renderToString(page());
  storeCart([cartItem({ id: 'p1', quantity: 2 })]);
  const onRecoverableError = jest.fn();
  await act(async () => {
    hydrateRoot(container, page(), { onRecoverableError });
  });
  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(within(container).getByTestId('cart-count')).toHaveTextContent('2');
});

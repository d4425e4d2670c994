import { apiErrorReply, createFetchMock, fakeProduct } from '@phonehub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listResponse, onProducts } from '../../../test/catalogue';
import { fakeSiteSettings } from '../../../test/site-settings';
import { renderApp } from '../../../test/render-app';

afterEach(() => jest.useRealTimers());

const deals = () => within(screen.getByRole('region', { name: 'Featured deals' }));

it('shows six in-stock featured deals from the API, biggest saving first, linking to their pages', async () => {
  const products = [
    fakeProduct({ id: 'd10', name: 'Ten off', discount_percentage: 10 }),
    fakeProduct({ id: 'd50', name: 'Half off', discount_percentage: 50 }),
    fakeProduct({
      id: 'sold',
      name: 'Sold out bargain',
      discount_percentage: 70,
      stock: 0,
      stock_quantity: 0,
      in_stock: false,
    }),
    fakeProduct({ id: 'd0', name: 'Full price', discount_percentage: null, original_price: null }),
    fakeProduct({ id: 'd30', name: 'Thirty off', discount_percentage: 30 }),
    fakeProduct({ id: 'd20', name: 'Twenty off', discount_percentage: 20 }),
    fakeProduct({ id: 'd40', name: 'Forty off', discount_percentage: 40 }),
    fakeProduct({ id: 'd5', name: 'Five off', discount_percentage: 5 }),
  ];
  const api = createFetchMock().on('GET /api/products', {
    body: listResponse(products, { total: 57, limit: 24 }),
  });
  renderApp('/', { api });
  // Home is a lazy page too: its code arrives before it shows.
  await screen.findByRole('region', { name: 'Featured deals' });
  expect(deals().getByRole('status')).toHaveTextContent('Loading deals...');
  const cards = await deals().findAllByRole('article');
  expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([
    'Half off',
    'Forty off',
    'Thirty off',
    'Twenty off',
    'Ten off',
    'Five off',
  ]);
  expect(within(cards[0]).getByRole('link', { name: 'View Details for Half off' })).toHaveAttribute(
    'href',
    '/product/d50',
  );
  expect(Object.fromEntries(api.callsTo('GET /api/products')[0].query)).toEqual({ limit: '24' });
});

it('shows the impact figures from the site settings, the same ones About shows, and the site title', async () => {
  const api = onProducts(createFetchMock(), []).on('GET /api/site-settings', {
    body: fakeSiteSettings({
      title: 'PhoneHub – Refurbished for real',
      impact: { customers: 1250, devices_sold: 3400, co2_saved_kg: 238000, satisfaction_percent: 96 },
    }),
  });
  renderApp('/', { api });
  const stats = within(await screen.findByRole('region', { name: 'PhoneHub in numbers' }));
  expect(await stats.findByText('1,250')).toBeInTheDocument();
  expect(stats.getByText('customers')).toBeInTheDocument();
  expect(stats.getByText('3,400')).toBeInTheDocument();
  expect(stats.getByText('238 t')).toBeInTheDocument();
  expect(stats.getByText('96%')).toBeInTheDocument();
  expect(
    screen.getByText('Brands include Apple, Samsung, Google, OnePlus, Sony, and Nintendo.'),
  ).toBeInTheDocument();
  expect(document.title).toBe('PhoneHub – Refurbished for real');
});

it('leaves the figures out rather than guessing when the site settings cannot be loaded', async () => {
  renderApp('/', { api: onProducts(createFetchMock(), []) });
  await deals().findByText('No deals in stock right now');
  await waitFor(() =>
    expect(screen.queryByRole('region', { name: 'PhoneHub in numbers' })).not.toBeInTheDocument(),
  );
  expect(document.title).toBe('PhoneHub');
});

it('says so when no deal is in stock', async () => {
  const api = onProducts(createFetchMock(), [fakeProduct({ stock: 0, stock_quantity: 0, in_stock: false })]);
  renderApp('/', { api });
  expect(await deals().findByText('No deals in stock right now')).toBeInTheDocument();
});

it('keeps the page working when the deals cannot be loaded, and tries again', async () => {
  // A server fault is retried once after the query client's delay: fake time, not the machine's.
  jest.useFakeTimers();
  const api = createFetchMock().on(
    'GET /api/products',
    apiErrorReply(500, 'INTERNAL_ERROR', 'Something broke'),
  );
  renderApp('/', { api });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  expect(await deals().findByText('We couldn’t load today’s deals')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: /Shop refurbished/ })).toBeInTheDocument();
  onProducts(api, [fakeProduct({ id: 'back', name: 'Back again' })]);
  await user.click(deals().getByRole('button', { name: 'Try Again' }));
  expect(await deals().findByRole('article', { name: 'Back again' })).toBeInTheDocument();
});

it('has six category cards that open the marketplace filtered by category', async () => {
  const api = onProducts(createFetchMock(), []);
  const app = renderApp('/', { api });
  const categories = within(screen.getByRole('region', { name: 'Shop by category' }));
  const links = categories.getAllByRole('link');
  expect(
    links.map((a) => [a.querySelector('.category-card__name')?.textContent, a.getAttribute('href')]),
  ).toEqual([
    ['Smartphones', '/marketplace?category=Smartphone'],
    ['Laptops', '/marketplace?category=Laptop'],
    ['Tablets', '/marketplace?category=Tablet'],
    ['Smart Watches', '/marketplace?category=Smartwatch'],
    ['Audio', '/marketplace?category=Audio'],
    ['Gaming', '/marketplace?category=Gaming'],
  ]);
  await userEvent.click(categories.getByRole('link', { name: /Smart Watches/ }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Smart Watches' })).toBeInTheDocument();
  expect(app.location()).toBe('/marketplace?category=Smartwatch');
  expect(screen.getByLabelText('Category')).toHaveValue('Smartwatch');
});

it('states the one set of claims, no invented figures, and the calls to action', async () => {
  renderApp('/', { api: onProducts(createFetchMock(), []) });
  await deals().findByText('No deals in stock right now');
  for (const claim of [
    '12-month warranty',
    '30-day returns',
    '32-point inspection',
    'Free standard shipping',
  ]) {
    expect(screen.getByRole('heading', { name: claim })).toBeInTheDocument();
  }
  expect(screen.getByText('On orders of $50 or more.')).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 3 }).filter((h) => h.closest('.features'))).toHaveLength(6);
  const text = screen.getByRole('main').textContent ?? '';
  expect(text).not.toMatch(/\d+\s*[KM]\+|75%|24-month|45-day|64-point|99/i);
  expect(
    screen.getByRole('heading', { name: 'Better for your wallet, better for the planet' }),
  ).toBeInTheDocument();
  const cta = within(screen.getByRole('region', { name: 'Ready for your next device?' }));
  expect(cta.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute('href', '/marketplace');
  expect(cta.getByRole('link', { name: 'Get a trade-in quote' })).toHaveAttribute('href', '/trade');
  const hero = within(screen.getByRole('region', { name: /Shop refurbished/ }));
  expect(hero.getByRole('link', { name: /Shop refurbished/ })).toHaveAttribute('href', '/marketplace');
  expect(hero.getByRole('link', { name: 'Get a trade-in quote' })).toHaveAttribute('href', '/trade');
});

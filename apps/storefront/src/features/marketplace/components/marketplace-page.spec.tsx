import { apiErrorReply, createFetchMock, fakeProduct, type FetchMock } from '@phonehub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listResponse, onProducts, productsNamed } from '../../../test/catalogue';
import { renderApp } from '../../../test/render-app';

const lastQuery = (api: FetchMock) => Object.fromEntries(api.callsTo('GET /api/products').at(-1)!.query);
const results = () => within(screen.getByRole('region', { name: 'Results' }));
const pager = () => within(screen.getByRole('navigation', { name: 'Pagination' }));

function setup(
  route = '/marketplace',
  products = productsNamed(3),
  options?: Parameters<typeof listResponse>[1],
) {
  const api = onProducts(createFetchMock(), products, options);
  const app = renderApp(route, { api });
  return { api, app, user: userEvent.setup() };
}

describe('condition filter', () => {
  it('offers every condition the catalogue grades, and several at once go to the address and the API', async () => {
    const { api, app, user } = setup('/marketplace?page=2', productsNamed(3));
    await screen.findByText(/Showing/);
    const group = within(screen.getByRole('group', { name: 'Condition' }));
    expect(
      group.getAllByRole('checkbox').map((box) => (box as HTMLInputElement).labels?.[0].textContent),
    ).toEqual(['New', 'Excellent', 'Very Good', 'Good', 'Fair', 'Used']);
    await user.click(group.getByRole('checkbox', { name: 'Good' }));
    await user.click(group.getByRole('checkbox', { name: 'Very Good' }));
    expect(app.location()).toBe('/marketplace?condition=Very+Good&condition=Good');
    await waitFor(() => expect(lastQuery(api)).toEqual({ condition: 'Very Good,Good' }));
    expect(screen.getByRole('button', { name: 'Remove Condition: Very Good, Good' })).toBeInTheDocument();

    await user.click(group.getByRole('checkbox', { name: 'Very Good' }));
    expect(app.location()).toBe('/marketplace?condition=Good');
    // Asked for the one condition once (the second time it comes from the cache).
    expect(api.callsTo('GET /api/products').map((call) => call.query.get('condition'))).toEqual([
      null,
      'Good',
      'Very Good,Good',
    ]);
  });

  it('reads a comma list or repeated conditions from a link, in any case', async () => {
    const { api } = setup('/marketplace?condition=very%20good,fair&condition=Used');
    await screen.findByText(/Showing/);
    expect(lastQuery(api)).toEqual({ condition: 'Very Good,Fair,Used' });
    const group = within(screen.getByRole('group', { name: 'Condition' }));
    expect(group.getByRole('checkbox', { name: 'Very Good' })).toBeChecked();
    expect(group.getByRole('checkbox', { name: 'Fair' })).toBeChecked();
    expect(group.getByRole('checkbox', { name: 'Used' })).toBeChecked();
    expect(group.getByRole('checkbox', { name: 'Good' })).not.toBeChecked();
  });
});

describe('out of stock', () => {
  it('lists sold-out devices by default; unticking "Include out of stock" asks for devices in stock only', async () => {
    const { api, app, user } = setup();
    await screen.findByText(/Showing/);
    const box = screen.getByRole('checkbox', { name: 'Include out of stock' });
    expect(box).toBeChecked();
    expect(lastQuery(api)).toEqual({});

    await user.click(box);
    expect(app.location()).toBe('/marketplace?includeOutOfStock=false');
    await waitFor(() => expect(lastQuery(api)).toEqual({ includeOutOfStock: 'false' }));
    expect(screen.getByRole('button', { name: 'Remove Availability: In stock only' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Include out of stock' }));
    expect(app.location()).toBe('/marketplace');
  });
});

describe('the address holds the listing state', () => {
  const FULL =
    '/marketplace?search=pixel&category=Laptop&brand=Google&condition=Good&minPrice=100&maxPrice=900&sort=-price&page=2&view=list';

  it('reads search, filters, sort, page and view from the address, and a refresh keeps them', async () => {
    const { api, app } = setup(FULL, productsNamed(12, 13), { total: 30, page: 2 });
    expect(await screen.findByText('Showing 13–24 of 30 products')).toBeInTheDocument();
    const expected = {
      search: 'pixel',
      category: 'Laptop',
      brand: 'Google',
      condition: 'Good',
      minPrice: '100',
      maxPrice: '900',
      sort: '-price',
      page: '2',
    };
    expect(lastQuery(api)).toEqual(expected);

    const checkControls = () => {
      expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('pixel');
      expect(screen.getByLabelText('Category')).toHaveValue('Laptop');
      expect(screen.getByLabelText('Brand')).toHaveValue('Google');
      expect(screen.getByRole('checkbox', { name: 'Good' })).toBeChecked();
      expect(screen.getByLabelText('Min ($)')).toHaveValue('100');
      expect(screen.getByLabelText('Max ($)')).toHaveValue('900');
      expect(screen.getByLabelText('Sort by')).toHaveValue('-price');
      expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
      expect(pager().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    };
    checkControls();

    // A refresh: the same address, a fresh app.
    const address = app.location()!;
    app.unmount();
    localStorage.clear();
    renderApp(address, { api });
    expect(await screen.findByText('Showing 13–24 of 30 products')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual(expected);
    checkControls();
  });

  it('writes search, filters and sort into the address, starting again at page 1', async () => {
    const { api, app, user } = setup('/marketplace?page=3', productsNamed(12), { total: 40 });
    await screen.findByText('Showing 25–36 of 40 products');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'galaxy s23');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(app.location()).toBe('/marketplace?search=galaxy+s23');

    await user.selectOptions(screen.getByLabelText('Category'), 'Smartphone');
    await user.selectOptions(screen.getByLabelText('Brand'), 'Samsung');
    await user.click(screen.getByRole('checkbox', { name: 'Excellent' }));
    await user.type(screen.getByLabelText('Min ($)'), '200');
    await user.type(screen.getByLabelText('Max ($)'), '650.50');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    // The form checks the range before it applies it (react-hook-form submits asynchronously):
    // wait until the listing asks for it, as a visitor would see it before choosing a sort.
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ minPrice: '200', maxPrice: '650.50' }));
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Price: Low to High');
    await user.click(screen.getByRole('button', { name: 'List view' }));

    expect(app.location()).toBe(
      '/marketplace?search=galaxy+s23&category=Smartphone&brand=Samsung&condition=Excellent&minPrice=200&maxPrice=650.50&sort=price&view=list',
    );
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({
        search: 'galaxy s23',
        category: 'Smartphone',
        brand: 'Samsung',
        condition: 'Excellent',
        minPrice: '200',
        maxPrice: '650.50',
        sort: 'price',
      }),
    );

    // Paging keeps everything else; changing a filter goes back to page 1.
    await user.click(pager().getByRole('link', { name: 'Next page' }));
    expect(app.location()).toContain('&page=2');
    await user.selectOptions(screen.getByLabelText('Brand'), 'All brands');
    expect(app.location()).toBe(
      '/marketplace?search=galaxy+s23&category=Smartphone&condition=Excellent&minPrice=200&maxPrice=650.50&sort=price&view=list',
    );
  });

  it('back and forward move between listing states and refill the controls', async () => {
    const { app, user } = setup();
    await screen.findByText('Showing 1–3 of 3 products');
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(search, 'ipad');
    await user.keyboard('{Enter}');
    await user.selectOptions(screen.getByLabelText('Category'), 'Tablet');
    expect(app.location()).toBe('/marketplace?search=ipad&category=Tablet');

    await app.go(-1);
    expect(app.location()).toBe('/marketplace?search=ipad');
    expect(screen.getByLabelText('Category')).toHaveValue('');
    await app.go(-1);
    expect(app.location()).toBe('/marketplace');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    await app.go(1);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('ipad');
  });

  it('offers Best match while searching, and removes a filter from its chip', async () => {
    const { app, user } = setup('/marketplace?search=watch&brand=apple');
    await screen.findByText('Showing 1–3 of 3 products');
    expect(screen.getByLabelText('Sort by')).toHaveValue('relevance');
    expect(screen.getByLabelText('Brand')).toHaveValue('Apple');
    await user.click(screen.getByRole('button', { name: 'Remove Brand: apple' }));
    expect(app.location()).toBe('/marketplace?search=watch');
    await user.click(screen.getByRole('button', { name: 'Remove Search: “watch”' }));
    expect(app.location()).toBe('/marketplace');
    expect(screen.getByLabelText('Sort by')).toHaveValue('created_at');
  });

  it('refuses a price range that runs backwards before asking the API', async () => {
    const { api, app, user } = setup();
    await screen.findByText('Showing 1–3 of 3 products');
    const calls = api.callsTo('GET /api/products').length;
    await user.type(screen.getByLabelText('Min ($)'), '500');
    await user.type(screen.getByLabelText('Max ($)'), '100');
    await user.click(screen.getByRole('button', { name: 'Apply price' }));
    expect(screen.getByRole('alert')).toHaveTextContent('The minimum price must not be above the maximum');
    expect(screen.getByLabelText('Min ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(app.location()).toBe('/marketplace');
    expect(api.callsTo('GET /api/products')).toHaveLength(calls);
  });
});

describe('pagination', () => {
  it('shows the first, the last and the current page ±1, and moves through the address', async () => {
    const { api, app, user } = setup('/marketplace?page=5', productsNamed(12), { total: 120, page: 5 });
    await screen.findByText('Showing 49–60 of 120 products');
    const pages = pager()
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(pages).toEqual(['Previous', '1', '4', '5', '6', '10', 'Next']);
    expect(pager().getAllByText('…')).toHaveLength(2);
    expect(pager().getByRole('link', { name: 'Page 10' })).toHaveAttribute('href', '/marketplace?page=10');

    api.on('GET /api/products', { body: listResponse(productsNamed(12, 61), { total: 120, page: 6 }) });
    await user.click(pager().getByRole('link', { name: 'Page 6' }));
    expect(app.location()).toBe('/marketplace?page=6');
    expect(await screen.findByText('Showing 61–72 of 120 products')).toBeInTheDocument();
    expect(lastQuery(api)).toEqual({ page: '6' });
    expect(
      pager()
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Previous', '1', '5', '6', '7', '10', 'Next']);

    await user.click(pager().getByRole('link', { name: 'Page 1' }));
    expect(app.location()).toBe('/marketplace');
  });

  it('says "1,000+" when the API stopped counting, and pages up to its last counted page', async () => {
    setup('/marketplace?page=2', productsNamed(12, 13), { total: 1000, totalIsCapped: true, page: 2 });
    expect(await screen.findByText('Showing 13–24 of 1,000+ products')).toBeInTheDocument();
    expect(pager().getByRole('link', { name: 'Page 84' })).toHaveAttribute('href', '/marketplace?page=84');
  });

  it('has no pager when everything fits on one page', async () => {
    setup();
    await screen.findByText('Showing 1–3 of 3 products');
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('product cards', () => {
  it('show picture, name, grade, price, saving, rating, stock and View Details', async () => {
    setup('/marketplace', [
      fakeProduct({
        id: 'a1',
        name: 'Apple iPhone 13 128GB Blue',
        price: 429,
        original_price: 699,
        discount_percentage: 39,
        rating: 4.5,
        review_count: 12,
        stock: 1,
        stock_quantity: 1,
      }),
      fakeProduct({
        id: 'b2',
        name: 'Sony WH-1000XM4',
        condition: 'Good',
        price: 180,
        original_price: null,
        discount_percentage: null,
        stock: 0,
        stock_quantity: 0,
        in_stock: false,
      }),
      fakeProduct({ id: 'c3', name: 'Google Pixel 8', stock: 40, stock_quantity: 40 }),
    ]);
    const iphone = within(await screen.findByRole('article', { name: 'Apple iPhone 13 128GB Blue' }));
    expect(iphone.getByRole('heading', { name: 'Apple iPhone 13 128GB Blue' })).toBeInTheDocument();
    expect(iphone.getByText('Excellent')).toBeInTheDocument();
    expect(iphone.getByText('$429.00')).toBeInTheDocument();
    expect(iphone.getByText('$699.00').closest('s')).not.toBeNull();
    expect(iphone.getByText('39% off')).toBeInTheDocument();
    expect(iphone.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(iphone.getByText('(12 reviews)')).toBeInTheDocument();
    expect(iphone.getByText('Only 1 left')).toBeInTheDocument();
    expect(iphone.getByRole('link', { name: 'View Details for Apple iPhone 13 128GB Blue' })).toHaveAttribute(
      'href',
      '/product/a1',
    );

    const sony = within(screen.getByRole('article', { name: 'Sony WH-1000XM4' }));
    expect(sony.getByText('Out of stock')).toBeInTheDocument();
    expect(sony.getByText('No reviews yet')).toBeInTheDocument();
    expect(sony.queryByText(/% off/)).not.toBeInTheDocument();
    expect(sony.queryByRole('deletion')).not.toBeInTheDocument();

    const pixel = within(screen.getByRole('article', { name: 'Google Pixel 8' }));
    expect(pixel.queryByText(/left|Out of stock/)).not.toBeInTheDocument();
  });

  it("name a marketplace seller's company ('Sold by'), and nobody on PhoneHub's own", async () => {
    setup('/marketplace', [
      fakeProduct({
        id: 's1',
        name: 'Galaxy S22',
        seller_id: 'u1',
        seller: { id: 'u1', company_name: 'Refurb Hub Ltd' },
      }),
      fakeProduct({ id: 'h1', name: 'Google Pixel 8' }),
    ]);
    const sellers = within(await screen.findByRole('article', { name: 'Galaxy S22' }));
    expect(sellers.getByText('Sold by Refurb Hub Ltd')).toBeInTheDocument();
    const own = within(screen.getByRole('article', { name: 'Google Pixel 8' }));
    expect(own.queryByText(/Sold by/)).not.toBeInTheDocument();
  });
});

describe('empty and error states', () => {
  afterEach(() => jest.useRealTimers());

  it("says 'No products found' and clears the filters", async () => {
    const { app, user } = setup('/marketplace?search=zune&brand=Microsoft', []);
    expect(await screen.findByText('No products found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters')).toBeInTheDocument();
    await user.click(results().getByRole('button', { name: 'Clear filters' }));
    expect(app.location()).toBe('/marketplace');
  });

  it("shows 'Failed to load products' for an API error and loads again with Try Again", async () => {
    // A server fault is retried once after the query client's delay: fake time, not the machine's.
    jest.useFakeTimers();
    const api = createFetchMock().on(
      'GET /api/products',
      apiErrorReply(500, 'INTERNAL_ERROR', 'Something went wrong'),
    );
    renderApp('/marketplace', { api });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
    expect(api.callsTo('GET /api/products')).toHaveLength(2);
    onProducts(api, productsNamed(2));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1–2 of 2 products')).toBeInTheDocument();
    expect(screen.queryByText('Failed to load products')).not.toBeInTheDocument();
  });

  it("shows 'Network error occurred' when the API cannot be reached", async () => {
    jest.useFakeTimers();
    const api = createFetchMock().on('GET /api/products', { networkError: true });
    renderApp('/marketplace', { api });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    // One automatic retry first (query client policy), then the message.
    expect(await screen.findByText('Network error occurred')).toBeInTheDocument();
    expect(api.callsTo('GET /api/products')).toHaveLength(2);
    onProducts(api, productsNamed(1));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('Showing 1–1 of 1 product')).toBeInTheDocument();
  });

  it('says too many requests and when to try again, not a fault on our side', async () => {
    const api = createFetchMock().on('GET /api/products', {
      ...apiErrorReply(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'),
      headers: { 'Retry-After': '120' },
    });
    renderApp('/marketplace', { api });
    expect(await screen.findByText('Too many requests. Please try again in 2 minutes.')).toBeInTheDocument();
    expect(screen.queryByText(/went wrong on our side/)).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/products')).toHaveLength(1);
  });

  it("shows the API's detail when the address holds a value it refuses", async () => {
    const api = createFetchMock().on(
      'GET /api/products',
      apiErrorReply(400, 'VALIDATION_FAILED', 'minPrice must not be greater than maxPrice'),
    );
    const app = renderApp('/marketplace?minPrice=900&maxPrice=100', { api });
    const user = userEvent.setup();
    expect(await screen.findByText('minPrice must not be greater than maxPrice')).toBeInTheDocument();
    expect(api.callsTo('GET /api/products')).toHaveLength(1);
    onProducts(api, productsNamed(1));
    await user.click(results().getByRole('button', { name: 'Clear filters' }));
    expect(app.location()).toBe('/marketplace');
    expect(await screen.findByText('Showing 1–1 of 1 product')).toBeInTheDocument();
  });
});

it('on small screens the filters open and close from a toggle', async () => {
  const { user } = setup();
  await screen.findByText('Showing 1–3 of 3 products');
  const toggle = screen.getByRole('button', { name: 'Filters' });
  const panel = screen.getByRole('complementary', { name: 'Filters' });
  expect(toggle).toHaveAttribute('aria-controls', panel.id);
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(panel).not.toHaveClass('is-open');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(panel).toHaveClass('is-open');
});

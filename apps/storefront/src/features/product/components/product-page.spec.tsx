import {
  apiErrorReply,
  createFetchMock,
  fakeProduct,
  fakeReview,
  fakeUser,
  storeSignedIn,
  type FetchMock,
} from '@phonehub/api-client';
import type { Product, Review } from '@phonehub/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { storedCart } from '../../../test/catalogue';
import { renderApp } from '../../../test/render-app';

function productApi(product: Partial<Product> = {}, reviews: Review[] = []): FetchMock {
  const p = fakeProduct({ id: 'p1', ...product });
  return createFetchMock()
    .on(`GET /api/products/${p.id}`, { body: p })
    .on(`GET /api/products/${p.id}/reviews`, { body: reviews });
}

async function openProduct(api: FetchMock, id = 'p1') {
  const app = renderApp(`/product/${id}`, { api });
  await screen.findByRole('heading', { level: 1 });
  return app;
}

const purchase = () => within(screen.getByRole('group', { name: 'Quantity' }));
const header = () => within(screen.getByRole('banner'));

afterEach(() => {
  jest.useRealTimers();
});

describe('product details', () => {
  it('shows breadcrumb, price, saving, grade, battery, key facts and stock', async () => {
    await openProduct(
      productApi({
        name: 'Apple iPhone 14 Pro 128GB Space Black',
        price: 549,
        original_price: 799,
        discount_percentage: 31,
        stock: 3,
        stock_quantity: 3,
        battery_health: 91,
      }),
    );
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Home',
      'Shop',
      'Smartphone',
      'Apple iPhone 14 Pro 128GB Space Black',
    ]);
    expect(crumbs.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/marketplace');
    expect(crumbs.getByRole('link', { name: 'Smartphone' })).toHaveAttribute(
      'href',
      '/marketplace?category=Smartphone',
    );
    expect(crumbs.getByText('Apple iPhone 14 Pro 128GB Space Black')).toHaveAttribute('aria-current', 'page');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Apple iPhone 14 Pro 128GB Space Black',
    );
    // Stated once for everyone; the phone's bottom bar repeats it for the eye only.
    expect(screen.getByText('Price:').parentElement).toHaveTextContent('Price: $549.00');
    expect(screen.getAllByText('$549.00')).toHaveLength(2);
    expect(screen.getAllByText('$549.00')[1]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('$799.00').closest('s')).not.toBeNull();
    expect(screen.getByText('31% off')).toBeInTheDocument();
    expect(
      screen.getByText("Like new: no marks visible at arm's length, screen flawless"),
    ).toBeInTheDocument();
    expect(screen.getByText(/Battery health/).parentElement).toHaveTextContent(
      'Battery health 91% of its original capacity',
    );
    const facts = screen.getByText('Storage').closest('dl')!;
    expect(facts).toHaveTextContent('Storage128GB');
    expect(facts).toHaveTextContent('ColorSpace Black');
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
  });

  it('leaves out battery health where the API has none, and says In stock when plenty', async () => {
    await openProduct(productApi({ battery_health: null, stock: 40, stock_quantity: 40 }));
    expect(screen.queryByText(/Battery health/)).not.toBeInTheDocument();
    expect(screen.getByText('In stock')).toBeInTheDocument();
  });

  it('switches images from the thumbnails, by click or arrow keys', async () => {
    await openProduct(productApi({ name: 'Pixel', images: ['/a.svg', '/b.svg', '/c.svg'] }));
    const user = userEvent.setup();
    expect(screen.getByRole('img', { name: 'Pixel, image 1 of 3' })).toHaveAttribute('src', '/a.svg');
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(screen.getByRole('img', { name: 'Pixel, image 2 of 3' })).toHaveAttribute('src', '/b.svg');
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Pixel, image 3 of 3' })).toHaveAttribute('src', '/c.svg');
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: 'Pixel, image 1 of 3' })).toBeInTheDocument();
  });

  it('has Description, Specifications, Reviews and Warranty tabs', async () => {
    await openProduct(productApi({ specifications: { Chip: 'A16 Bionic', Display: '6.1-inch' } }));
    const user = userEvent.setup();
    const tabs = within(screen.getByRole('tablist', { name: 'Product information' }));
    expect(tabs.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Description',
      'Specifications',
      'Reviews (0)',
      'Warranty',
    ]);
    expect(screen.getByRole('tabpanel')).toHaveTextContent(
      'A 6.1-inch ProMotion display and the A16 Bionic chip.',
    );
    await user.click(tabs.getByRole('tab', { name: 'Specifications' }));
    const table = within(screen.getByRole('table'));
    expect(table.getByRole('rowheader', { name: 'Chip' }).nextElementSibling).toHaveTextContent('A16 Bionic');
    expect(table.getByRole('rowheader', { name: 'Storage' }).nextElementSibling).toHaveTextContent('128GB');
    await user.click(tabs.getByRole('tab', { name: 'Warranty' }));
    expect(screen.getByRole('heading', { name: '12-month warranty' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '30-day returns' })).toBeInTheDocument();
  });

  it("names a marketplace seller and shows its warranty, returns and delivery instead of the shop's", async () => {
    await openProduct(
      productApi({
        seller_id: 'u1',
        seller: { id: 'u1', company_name: 'Refurb Hub Ltd' },
        terms: {
          warranty_months: 6,
          return_policy_days: 45,
          shipping_cost: 7.99,
          free_shipping: false,
          estimated_delivery_days: 4,
          tags: [],
        },
      }),
    );
    expect(screen.getByText('Sold by Refurb Hub Ltd')).toBeInTheDocument();
    const assurances = screen.getByText('6-month seller warranty').closest('ul') as HTMLElement;
    expect(
      within(assurances)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.trim()),
    ).toEqual(['6-month seller warranty', '45-day returns', '$7.99 shipping, delivery in about 4 days']);
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Warranty' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByRole('heading', { name: '6-month seller warranty' })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: '45-day returns' })).toBeInTheDocument();
    expect(panel.getByText(/sold and shipped by Refurb Hub Ltd/)).toBeInTheDocument();
    expect(panel.queryByText(/point inspection/)).not.toBeInTheDocument();
  });

  it("keeps the shop's own assurances and names no seller for PhoneHub's products", async () => {
    await openProduct(productApi());
    expect(screen.queryByText(/Sold by/)).not.toBeInTheDocument();
    expect(screen.getByText('12-month warranty')).toBeInTheDocument();
    expect(screen.getByText('Free standard shipping on orders of $50 or more')).toBeInTheDocument();
  });
});

describe('quantity and Add to Cart', () => {
  it('bounds the quantity by stock', async () => {
    await openProduct(productApi({ stock: 3, stock_quantity: 3 }));
    const user = userEvent.setup();
    const increase = purchase().getByRole('button', { name: 'Increase quantity' });
    expect(purchase().getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(3);
    expect(increase).toBeDisabled();
  });

  it('never offers more than 10, however much is in stock', async () => {
    await openProduct(productApi({ stock: 25, stock_quantity: 25 }));
    const user = userEvent.setup();
    const input = screen.getByRole('spinbutton', { name: 'Quantity' });
    await user.clear(input);
    await user.type(input, '25{Enter}');
    expect(input).toHaveValue(10);
    expect(purchase().getByRole('button', { name: 'Increase quantity' })).toBeDisabled();
  });

  it('disables the quantity and Add to Cart when out of stock', async () => {
    await openProduct(productApi({ stock: 0, stock_quantity: 0, in_stock: false }));
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  });

  it("adds to the cart, says so, and reads 'Added to Cart' for 3 seconds", async () => {
    // The clock moves only when the test moves it: a clock that followed real time would let a
    // slow machine eat into the 3 seconds before they are checked.
    jest.useFakeTimers();
    await openProduct(productApi({ stock: 5, stock_quantity: 5 }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(purchase().getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const addedAt = Date.now();

    expect(screen.getByRole('button', { name: 'Added to Cart' })).toBeInTheDocument();
    expect(header().getByTestId('cart-count')).toHaveTextContent('2');
    expect(storedCart()).toEqual([
      expect.objectContaining({ id: 'p1', quantity: 2, price: 549, stock: 5, storage: '128GB' }),
    ]);
    // The toaster is fetched with the first toast: waiting for it moves the clock a little.
    expect(await screen.findByText('Added Apple iPhone 14 Pro to cart')).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2900 - (Date.now() - addedAt)));
    expect(screen.getByRole('button', { name: 'Added to Cart' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(150));
    expect(screen.getByRole('button', { name: 'Add to Cart' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Added to Cart' })).not.toBeInTheDocument();
  });

  it('refuses more than the stock across adds, with the domain message', async () => {
    await openProduct(productApi({ stock: 3, stock_quantity: 3 }));
    const user = userEvent.setup();
    await user.click(purchase().getByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(screen.getByRole('button', { name: 'Added to Cart' }));
    expect(await screen.findByText('Only 3 left in stock')).toBeInTheDocument();
    expect(storedCart()).toEqual([expect.objectContaining({ id: 'p1', quantity: 2 })]);
  });
});

describe('load failure', () => {
  it("shows 'Product not found' for a 404 and goes to the marketplace after 2 seconds", async () => {
    jest.useFakeTimers();
    const api = createFetchMock()
      .on('GET /api/products/gone', apiErrorReply(404, 'NOT_FOUND', 'Product not found'))
      .on('GET /api/products', { body: { products: [], total: 0, totalPages: 1, page: 1, limit: 12 } });
    const app = renderApp('/product/gone', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
    act(() => jest.advanceTimersByTime(1900));
    expect(app.location()).toBe('/product/gone');
    act(() => jest.advanceTimersByTime(200));
    expect(await screen.findByRole('heading', { name: 'Shop refurbished devices' })).toBeInTheDocument();
    expect(app.location()).toBe('/marketplace');
  });

  it("shows 'Failed to load product' for other failures", async () => {
    // A server fault is retried once after the query client's delay; fake time covers the wait.
    jest.useFakeTimers();
    const api = createFetchMock().on('GET /api/products/p1', apiErrorReply(500, 'INTERNAL_ERROR', 'boom'));
    renderApp('/product/p1', { api });
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product');
    expect(api.callsTo('GET /api/products/p1')).toHaveLength(2);
  });
});

describe('reviews', () => {
  const reviews = [
    fakeReview({
      id: 'r1',
      username: 'Jamie R.',
      title: 'Perfect',
      content: 'Battery at 95%.',
      rating: 5,
      verified_purchase: true,
    }),
    fakeReview({
      id: 'r2',
      username: 'PhoneHub Team',
      title: 'Tested by us',
      content: 'Checked all 32 points.',
      rating: 4,
      is_staff: true,
    }),
    fakeReview({
      id: 'r3',
      username: 'Sam <b>K.</b>',
      title: '<script>alert(1)</script>',
      content: '<img src=x onerror="alert(1)"><b>bold</b> & more',
      rating: 3,
    }),
  ];

  async function openReviews(api: FetchMock) {
    await openProduct(api);
    await userEvent.click(screen.getByRole('tab', { name: /Reviews/ }));
    return within(await screen.findByRole('list', { name: 'Reviews' }));
  }

  it('shows the average and count, and each review with its badges only when flagged', async () => {
    const list = await openReviews(productApi({ rating: 4, review_count: 3 }, reviews));
    expect(screen.getByRole('img', { name: 'Average rating 4.0 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Based on 3 reviews')).toBeInTheDocument();

    const [verified, staff, plain] = list.getAllByRole('article').map((a) => within(a));
    expect(verified.getByText('Jamie R.')).toBeInTheDocument();
    expect(verified.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(verified.getByRole('heading', { name: 'Perfect' })).toBeInTheDocument();
    expect(verified.getByText('January 5, 2026')).toBeInTheDocument();
    expect(verified.getByText('Verified Purchase')).toBeInTheDocument();
    expect(verified.queryByText('Staff review')).not.toBeInTheDocument();

    expect(staff.getByText('Staff review')).toBeInTheDocument();
    expect(staff.queryByText('Verified Purchase')).not.toBeInTheDocument();

    expect(plain.queryByText('Verified Purchase')).not.toBeInTheDocument();
    expect(plain.queryByText('Staff review')).not.toBeInTheDocument();
  });

  it('shows review text as text, never as HTML', async () => {
    const list = await openReviews(productApi({ rating: 4, review_count: 3 }, reviews));
    const article = list.getAllByRole('article')[2];
    expect(within(article).getByText('<img src=x onerror="alert(1)"><b>bold</b> & more')).toBeInTheDocument();
    expect(within(article).getByRole('heading', { name: '<script>alert(1)</script>' })).toBeInTheDocument();
    expect(within(article).getByText('Sam <b>K.</b>')).toBeInTheDocument();
    expect(article.querySelector('img, b, script')).toBeNull();
  });

  it("says 'No reviews yet' without reviews and asks guests to sign in to write one", async () => {
    await openProduct(productApi({}, []));
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews (0)' }));
    const panel = within(screen.getByRole('tabpanel'));
    expect(panel.getByText('No reviews yet')).toBeInTheDocument();
    expect(await panel.findByText('Be the first to review this device.')).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Sign in to write a review' })).toHaveAttribute('href', '/login');
    expect(panel.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });

  it('lets a signed-in user post a review, then reloads the reviews and the rating', async () => {
    const api = productApi({}, []);
    storeSignedIn(api, fakeUser());
    api.on('GET /api/reviews/user', { body: [] });
    api.on('POST /api/products/p1/reviews', (req) => ({
      status: 201,
      body: fakeReview({ ...(req.body as object), id: 'new' }),
    }));
    await openProduct(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Reviews/ }));
    const panel = within(screen.getByRole('tabpanel'));
    await panel.findByText('Be the first to review this device.');
    expect(panel.queryByRole('link', { name: 'Sign in to write a review' })).not.toBeInTheDocument();

    await user.click(panel.getByRole('button', { name: 'Submit Review' }));
    expect(await panel.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(panel.getByText('Please choose a rating')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products/p1/reviews')).toHaveLength(0);

    const reviewLoads = api.callsTo('GET /api/products/p1/reviews').length;
    const productLoads = api.callsTo('GET /api/products/p1').length;
    api.on('GET /api/products/p1/reviews', {
      body: [fakeReview({ id: 'new', title: 'Great phone', content: 'Like new.' })],
    });
    api.on('GET /api/products/p1', { body: fakeProduct({ id: 'p1', rating: 4, review_count: 1 }) });
    await user.click(panel.getByRole('radio', { name: '4 stars' }));
    await user.type(panel.getByRole('textbox', { name: /Title/ }), 'Great phone');
    await user.type(panel.getByRole('textbox', { name: /Your review/ }), 'Like new.');
    await user.click(panel.getByRole('button', { name: 'Submit Review' }));

    expect(await screen.findByText('Thank you! Your review has been posted.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/products/p1/reviews')[0]).toMatchObject({
      body: { rating: 4, title: 'Great phone', content: 'Like new.' },
      headers: expect.objectContaining({ authorization: 'Bearer test-token' }),
    });
    expect(await screen.findByText('Based on 1 review')).toBeInTheDocument();
    expect(api.callsTo('GET /api/products/p1/reviews').length).toBeGreaterThan(reviewLoads);
    expect(api.callsTo('GET /api/products/p1').length).toBeGreaterThan(productLoads);
    expect(screen.getByRole('tab', { name: 'Reviews (1)' })).toHaveAttribute('aria-selected', 'true');
  });

  it("shows the API's detail when the review is refused (409)", async () => {
    const api = productApi({}, []);
    storeSignedIn(api, fakeUser());
    api.on(
      'POST /api/products/p1/reviews',
      apiErrorReply(409, 'CONFLICT', 'You have already reviewed this product'),
    );
    await openProduct(api);
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: /Reviews/ }));
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Again');
    await user.type(screen.getByRole('textbox', { name: /Your review/ }), 'Second try');
    await user.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already reviewed this product');
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Again');
  });

  it("lets a signed-in customer report another customer's review once, with a reason, never a staff review or their own", async () => {
    const own = fakeReview({ id: 'r4', product_id: 'p1', title: 'Mine', content: 'My own words.' });
    const api = productApi({ rating: 4, review_count: 3 }, [...reviews, own]);
    storeSignedIn(api, fakeUser());
    api.on('GET /api/reviews/user', {
      body: [{ ...own, product_name: 'iPhone', product_brand: 'Apple', product_model: 'iPhone 14 Pro' }],
    });
    let reports = 0;
    api.on('POST /api/reviews/r1/report', () =>
      (reports += 1) === 1
        ? { status: 201, body: { review_id: 'r1', reason: 'Spam', created_at: '2026-01-06T00:00:00.000Z' } }
        : apiErrorReply(409, 'CONFLICT', 'You have already reported this review'),
    );
    const list = await openReviews(api);
    const user = userEvent.setup();
    await waitFor(() => expect(list.getAllByRole('button', { name: /^Report review/ })).toHaveLength(2));
    expect(list.queryByRole('button', { name: 'Report review Tested by us' })).not.toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Report review Mine' })).not.toBeInTheDocument();

    await user.click(list.getByRole('button', { name: 'Report review Perfect' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this review' }));
    await user.click(dialog.getByRole('button', { name: 'Send Report' }));
    expect(dialog.getByText('Please tell us what is wrong with this review')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reviews/r1/report')).toHaveLength(0);
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), '  Spam ');
    await user.click(dialog.getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Thank you. Our team will look at this review.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/reviews/r1/report')[0]).toMatchObject({ body: { reason: 'Spam' } });
    expect(await list.findByText('Reported. Thank you.')).toBeInTheDocument();
    expect(list.queryByRole('button', { name: 'Report review Perfect' })).not.toBeInTheDocument();
  });

  it('shows why a report was refused and keeps the dialog open', async () => {
    const api = productApi({ rating: 4, review_count: 3 }, reviews);
    storeSignedIn(api, fakeUser());
    api.on('GET /api/reviews/user', { body: [] });
    api.on(
      'POST /api/reviews/r3/report',
      apiErrorReply(409, 'CONFLICT', 'You have already reported this review'),
    );
    const list = await openReviews(api);
    const user = userEvent.setup();
    await user.click(await list.findByRole('button', { name: 'Report review <script>alert(1)</script>' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Report this review' }));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Offensive');
    await user.click(dialog.getByRole('button', { name: 'Send Report' }));
    expect(await dialog.findByText('You have already reported this review')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Offensive');
  });

  it('offers guests no Report button', async () => {
    const list = await openReviews(productApi({ rating: 4, review_count: 3 }, reviews));
    expect(list.queryByRole('button', { name: /^Report review/ })).not.toBeInTheDocument();
  });

  it('does not offer the form to someone who already reviewed the product', async () => {
    const api = productApi({}, []);
    storeSignedIn(api, fakeUser());
    api.on('GET /api/reviews/user', {
      body: [
        {
          ...fakeReview({ product_id: 'p1' }),
          product_name: 'iPhone',
          product_brand: 'Apple',
          product_model: 'iPhone 14 Pro',
        },
      ],
    });
    await openProduct(api);
    await userEvent.click(screen.getByRole('tab', { name: /Reviews/ }));
    expect(
      await screen.findByText('You reviewed this device on January 5, 2026. Thank you!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
  });
});

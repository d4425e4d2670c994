import { createFetchMock, fakeProduct, type FetchMock } from '@phonehub/api-client';
import type { Product, ProductVariants } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle } from '../../../test/render-app';

// Issue 16 item 4: one page per model; grade, storage and colour switch among its listings.

const listing = (
  id: string,
  condition: Product['condition'],
  storage: string,
  color: string,
  price: number,
  stock: number,
) =>
  fakeProduct({
    id,
    brand: 'Apple',
    model: 'iPhone 14',
    name: `Apple iPhone 14 ${storage} ${color} ${condition}`,
    condition,
    storage,
    color,
    price,
    stock,
    stock_quantity: stock,
    in_stock: stock > 0,
  });

// Cheapest first, as the API lists them.
const goodBlack128 = listing('p1', 'Good', '128GB', 'Black', 459, 3);
const fairBlue1tb = listing('p4', 'Fair', '1TB', 'Blue', 499, 0);
const goodBlue256 = listing('p2', 'Good', '256GB', 'Blue', 529, 2);
const excellentBlack128 = listing('p3', 'Excellent', '128GB', 'Black', 549, 5);
const all = [goodBlack128, fairBlue1tb, goodBlue256, excellentBlack128];

const variants: ProductVariants = {
  brand: 'Apple',
  model: 'iPhone 14',
  variants: all.map((p) => ({
    id: p.id,
    condition: p.condition,
    storage: p.storage,
    color: p.color,
    price_cents: Math.round(p.price * 100),
    in_stock: p.stock > 0,
  })),
  options: {
    condition: [
      { value: 'Excellent', from_price_cents: 54_900, in_stock: true },
      { value: 'Good', from_price_cents: 45_900, in_stock: true },
      { value: 'Fair', from_price_cents: null, in_stock: false },
    ],
    storage: [
      { value: '128GB', from_price_cents: 45_900, in_stock: true },
      { value: '256GB', from_price_cents: 52_900, in_stock: true },
      { value: '1TB', from_price_cents: null, in_stock: false },
    ],
    color: [
      { value: 'Black', from_price_cents: 45_900, in_stock: true },
      { value: 'Blue', from_price_cents: 52_900, in_stock: true },
    ],
  },
};

function modelApi(listings: Product[] = all, answer: ProductVariants = variants): FetchMock {
  const mock = createFetchMock();
  for (const p of listings) {
    mock.on(`GET /api/products/${p.id}`, { body: p }).on(`GET /api/products/${p.id}/reviews`, { body: [] });
    mock.on(`GET /api/products/${p.id}/variants`, { body: answer });
  }
  return mock.on('GET /api/products', { body: { products: [], total: 0, totalPages: 0, page: 1, limit: 7 } });
}

const group = (name: string) => within(screen.getByRole('group', { name }));
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

async function open(mock: FetchMock, id = 'p1') {
  const app = renderApp('/marketplace', { api: mock });
  await app.go(`/product/${id}`);
  await screen.findByRole('group', { name: 'Condition' });
  return app;
}

it("offers every grade, storage and colour of the model with its price or 'Sold out', the listing's own checked", async () => {
  await open(modelApi());
  // Each radio is named by its value and its price (or 'Sold out'), in this order.
  const expectOptions = (name: string, options: string[]) => {
    expect(group(name).getAllByRole('radio')).toEqual(
      options.map((option) => group(name).getByRole('radio', { name: option })),
    );
  };
  expectOptions('Condition', ['Excellent from $549.00', 'Good from $459.00', 'Fair Sold out']);
  expectOptions('Storage', ['128GB from $459.00', '256GB from $529.00', '1TB Sold out']);
  expectOptions('Color', ['Black from $459.00', 'Blue from $529.00']);
  expect(group('Condition').getByRole('radio', { name: 'Good from $459.00' })).toBeChecked();
  expect(group('Storage').getByRole('radio', { name: '128GB from $459.00' })).toBeChecked();
  expect(group('Color').getByRole('radio', { name: 'Black from $459.00' })).toBeChecked();
  // The picker states storage and colour: no second list of them.
  expect(screen.queryByRole('term')).not.toBeInTheDocument();
});

it('opens the chosen listing in place of this one: the address follows and Back leaves the model', async () => {
  const app = await open(modelApi());
  const user = userEvent.setup();
  await user.click(group('Condition').getByRole('radio', { name: 'Excellent from $549.00' }));
  expect(await heading('Apple iPhone 14 128GB Black Excellent')).toBeInTheDocument();
  expect(app.location()).toBe('/product/p3');
  expect(group('Condition').getByRole('radio', { name: 'Excellent from $549.00' })).toBeChecked();
  expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();

  await app.go(-1);
  await waitFor(() => expect(app.location()).toBe('/marketplace'));
});

it('picks the closest listing when the combination does not exist, and says what else changed', async () => {
  const app = await open(modelApi());
  const user = userEvent.setup();
  // No 256GB in Good Black: the 256GB in stock is Good Blue.
  await user.click(group('Storage').getByRole('radio', { name: '256GB from $529.00' }));
  expect(await heading('Apple iPhone 14 256GB Blue Good')).toBeInTheDocument();
  expect(app.location()).toBe('/product/p2');
  expect(screen.getByText('Not available in Black: showing 256GB in Blue.')).toHaveAttribute(
    'role',
    'status',
  );
  expect(group('Color').getByRole('radio', { name: 'Blue from $529.00' })).toBeChecked();
});

it('still opens a sold-out value, to see that listing', async () => {
  const app = await open(modelApi());
  await userEvent.setup().click(group('Condition').getByRole('radio', { name: 'Fair Sold out' }));
  expect(await heading('Apple iPhone 14 1TB Blue Fair')).toBeInTheDocument();
  expect(app.location()).toBe('/product/p4');
  expect(screen.getByText('Out of stock')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
});

it('works from the keyboard: arrows move through a group and focus stays on the chosen option', async () => {
  const app = await open(modelApi(), 'p3');
  const user = userEvent.setup();
  group('Condition').getByRole('radio', { name: 'Excellent from $549.00' }).focus();
  await user.keyboard('{ArrowDown}');
  expect(await heading('Apple iPhone 14 128GB Black Good')).toBeInTheDocument();
  expect(app.location()).toBe('/product/p1');
  await waitFor(() =>
    expect(group('Condition').getByRole('radio', { name: 'Good from $459.00' })).toHaveFocus(),
  );
});

it('asks for the model once, however many of its listings are opened', async () => {
  const mock = modelApi();
  await open(mock);
  await userEvent.setup().click(group('Condition').getByRole('radio', { name: 'Excellent from $549.00' }));
  await heading('Apple iPhone 14 128GB Black Excellent');
  expect(mock.calls.filter((c) => c.path.endsWith('/variants'))).toHaveLength(1);
});

it('keeps the page on screen while the chosen listing loads, with nothing to add meanwhile', async () => {
  const mock = modelApi();
  let answer: (value: { body: Product }) => void = () => undefined;
  mock.on('GET /api/products/p3', () => new Promise((resolve) => (answer = resolve)));
  const app = await open(mock);
  await userEvent.setup().click(group('Condition').getByRole('radio', { name: 'Excellent from $549.00' }));
  await waitFor(() => expect(app.location()).toBe('/product/p3'));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Apple iPhone 14 128GB Black Good');
  expect(group('Condition').getByRole('radio', { name: 'Excellent from $549.00' })).toBeChecked();
  expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeDisabled();
  answer({ body: excellentBlack128 });
  expect(await heading('Apple iPhone 14 128GB Black Excellent')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /Add to Cart/ })).toBeEnabled();
});

it('shows no picker for a model with one listing, and the storage and colour as facts', async () => {
  const only = { ...variants, variants: variants.variants.slice(0, 1) };
  const mock = modelApi([goodBlack128], only);
  renderApp('/product/p1', { api: mock });
  await heading('Apple iPhone 14 128GB Black Good');
  await waitFor(() => expect(mock.callsTo('GET /api/products/p1/variants')).toHaveLength(1));
  await settle();
  expect(screen.queryByRole('group', { name: 'Condition' })).not.toBeInTheDocument();
  expect(screen.getByText('Storage').closest('dl')).toHaveTextContent('Storage128GB');
});

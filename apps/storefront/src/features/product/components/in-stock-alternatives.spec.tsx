import { createFetchMock, fakeProduct } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

// Issue 16 item 3: a sold-out product's page offers the same model in other grades and storage in stock.

const soldOut = fakeProduct({
  id: 'p1',
  brand: 'Apple',
  model: 'iPhone 14',
  name: 'Apple iPhone 14 128GB Blue',
  stock: 0,
  stock_quantity: 0,
  in_stock: false,
});
const good = fakeProduct({
  id: 'p2',
  brand: 'Apple',
  model: 'iPhone 14',
  name: 'Apple iPhone 14 256GB Black',
  condition: 'Good',
  storage: '256GB',
  color: 'Black',
  price: 449,
  stock: 2,
  stock_quantity: 2,
});
const excellent = fakeProduct({
  id: 'p3',
  brand: 'Apple',
  model: 'iPhone 14',
  name: 'Apple iPhone 14 128GB Blue Excellent',
  condition: 'Excellent',
  storage: '128GB',
  color: 'Blue',
  price: 529,
  stock: 4,
  stock_quantity: 4,
});

function api(alternatives = [good, excellent]) {
  return createFetchMock()
    .on('GET /api/products/p1', { body: soldOut })
    .on('GET /api/products/p1/reviews', { body: [] })
    .on('GET /api/products/p2', { body: good })
    .on('GET /api/products/p2/reviews', { body: [] })
    .on('GET /api/products', {
      body: { products: alternatives, total: alternatives.length, totalPages: 1, page: 1, limit: 7 },
    });
}

it('lists the model in stock in other grades and storage, with prices, and opens one', async () => {
  const mock = api();
  const app = renderApp('/product/p1', { api: mock });
  const section = within(await screen.findByRole('region', { name: 'iPhone 14 in stock in other grades' }));
  const links = section.getAllByRole('link');
  expect(links.map((a) => a.textContent)).toEqual([
    'Good256GB · Black$449.00',
    'Excellent128GB · Blue$529.00',
  ]);
  const asked = mock.callsTo('GET /api/products')[0].query;
  expect(Object.fromEntries(asked)).toEqual({
    brand: 'Apple',
    model: 'iPhone 14',
    includeOutOfStock: 'false',
    sort: 'price',
    limit: '7',
  });

  await userEvent.click(links[0]);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 14 256GB Black' }),
  ).toBeInTheDocument();
  expect(app.location()).toBe('/product/p2');
  // In stock: no alternatives asked for or shown.
  expect(screen.queryByRole('region', { name: /in stock in other grades/ })).not.toBeInTheDocument();
  expect(mock.callsTo('GET /api/products')).toHaveLength(1);
});

it('says nothing when no other listing of the model is in stock', async () => {
  const mock = api([]);
  renderApp('/product/p1', { api: mock });
  await screen.findByRole('heading', { level: 1 });
  await screen.findByText('Out of stock');
  expect(screen.queryByRole('region', { name: /in stock in other grades/ })).not.toBeInTheDocument();
});

import { createFetchMock, fakeProduct } from '@phonehub/api-client';
import { waitFor } from '@testing-library/react';
import { onProducts } from '../test/catalogue';
import { renderApp } from '../test/render-app';
import { pageTitle } from './use-page-title';

it('names a page after the brand', () => {
  expect(pageTitle('Shop refurbished devices')).toBe('Shop refurbished devices – PhoneHub');
  expect(pageTitle('  ')).toBe('PhoneHub');
  expect(pageTitle(null)).toBe('PhoneHub');
});

it.each([
  ['/marketplace', 'Shop refurbished devices – PhoneHub'],
  ['/marketplace?category=Laptop', 'Laptops – PhoneHub'],
  ['/login', 'Sign in – PhoneHub'],
  ['/register', 'Create an account – PhoneHub'],
  ['/cart', 'Your cart – PhoneHub'],
  ['/trade', 'Trade in your device – PhoneHub'],
  ['/track', 'Track your trade-in – PhoneHub'],
  ['/about', 'About us – PhoneHub'],
  ['/warranty', 'Warranty – PhoneHub'],
  ['/returns', 'Returns – PhoneHub'],
  ['/privacy', 'Privacy policy – PhoneHub'],
  ['/help', 'Help center – PhoneHub'],
  ['/cookies', 'Cookie policy – PhoneHub'],
  ['/partner-program', 'Sell on PhoneHub – PhoneHub'],
  ['/contact', 'Contact us – PhoneHub'],
  ['/terms', 'Terms of service – PhoneHub'],
  ['/no-such-page', 'Page not found – PhoneHub'],
])('gives %s its own title', async (route, title) => {
  document.title = 'stale';
  renderApp(route, { api: onProducts(createFetchMock(), []) });
  await waitFor(() => expect(document.title).toBe(title));
});

it('names a product page after the product, once it has loaded', async () => {
  document.title = 'stale';
  const product = fakeProduct({ id: 'p1', name: 'iPhone 14 Pro 128GB' });
  const api = createFetchMock()
    .on('GET /api/products/p1', { body: product })
    .on('GET /api/products/p1/reviews', { body: [] });
  renderApp('/product/p1', { api });
  await waitFor(() => expect(document.title).toBe('iPhone 14 Pro 128GB – PhoneHub'));
});

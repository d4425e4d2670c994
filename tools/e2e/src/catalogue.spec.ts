import { expect, test, type Page } from './support/test';
import type { Product, ProductListResponse } from '@phonehub/contracts';
import { E2E_ORIGINS } from './support/env';

function detailsLink(page: Page, product: Product) {
  return page.locator(`a[href="/product/${product.id}"]`, { hasText: 'View Details' });
}

function cartLink(page: Page) {
  return page.getByRole('banner').getByRole('link', { name: /^Cart/ });
}

async function addFromProductPage(page: Page, product: Product) {
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`Added ${product.brand} ${product.model} to cart`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
}

test('a shopper searches, filters, opens products, fills the cart, edits it, and the cart survives a reload', async ({
  page,
  request,
}) => {
  // Two Apple phones with stock to spare, found the way the page will find them.
  const found: ProductListResponse = await (
    await request.get(`${E2E_ORIGINS.api}/api/products?search=iphone&brand=Apple&limit=48`)
  ).json();
  // Listings can share a name (same model, other grade), so cards are opened by id and the two
  // products differ in name, which is how the cart's lines are told apart.
  const roomy = found.products.filter((p) => p.stock >= 3);
  const first = roomy[0];
  const second = roomy.find((p) => p.name !== first.name) as Product;
  expect(second, 'the demo catalogue has at least two iPhones with 3+ units').toBeDefined();

  await page.goto('/marketplace');
  await page.getByRole('searchbox', { name: 'Search products' }).fill('iphone');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/search=iphone/);
  await page.getByRole('combobox', { name: 'Brand', exact: true }).selectOption('Apple');
  await expect(page).toHaveURL(/brand=Apple/);
  await expect(page.getByText(new RegExp(`of ${found.total} products?`))).toBeVisible();

  // The filters live in the URL: a refresh keeps them.
  await page.reload();
  await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('iphone');
  await expect(page.getByRole('combobox', { name: 'Brand', exact: true })).toHaveValue('Apple');

  await detailsLink(page, first).click();
  await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
  await addFromProductPage(page, first);
  await page.goBack();
  await expect(page).toHaveURL(/search=iphone/);
  await detailsLink(page, second).click();
  await addFromProductPage(page, second);
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await page.getByRole('button', { name: `Increase quantity of ${first.name}` }).click();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 4 items');
  await page.getByRole('button', { name: `Remove ${second.name}` }).click();
  await expect(page.getByText(`Removed ${second.brand} ${second.model} from cart`)).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByText('Subtotal (3 items)')).toBeVisible();

  await page.reload();
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
  await expect(page.getByRole('article', { name: first.name })).toBeVisible();
  await expect(page.getByRole('article', { name: second.name })).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('phoneHubCart') ?? '[]'));
  expect(stored).toEqual([expect.objectContaining({ id: first.id, quantity: 3 })]);
});

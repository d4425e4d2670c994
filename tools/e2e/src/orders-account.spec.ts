import { randomUUID } from 'node:crypto';
import type { Product, ProductListResponse } from '@phonehub/contracts';
import { expect, test } from './support/test';
import { field } from './support/fields';
import { E2E_ORIGINS } from './support/env';
import { addToCart, fillTexasAddress, paidOrderReference, payOnSandbox } from './support/flows';

test('a guest pays, sees what was ordered, and later finds the order on /orders/lookup with email and reference', async ({
  page,
  request,
}) => {
  test.slow();
  const email = `lookup.guest.${randomUUID().slice(0, 8)}@example.com`;
  const listing: ProductListResponse = await (
    await request.get(`${E2E_ORIGINS.api}/api/products?limit=48&sort=price`)
  ).json();
  const product = listing.products.find((p) => p.stock >= 2) as Product;

  await addToCart(page, product);

  await page.goto('/checkout');
  await field(page, 'Email').fill(email);
  await field(page, 'First name').fill('Robin');
  await field(page, 'Last name').fill('Guest');
  await fillTexasAddress(page);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  await payOnSandbox(page);

  await page.waitForURL(/\/checkout\?session_id=/);
  const reference = await paidOrderReference(page);
  await expect(page.getByTestId('confirmation-email')).toHaveText(email);
  await expect(page.getByTestId('delivery-estimate')).toHaveText('3-5 business days (Standard)');
  await expect(page.getByRole('region', { name: 'Items ordered' })).toContainText(`1 × ${product.name}`);

  // The guest's way back to the order: the lookup page with the reference filled in; the email is typed.
  await page.getByRole('link', { name: 'Track Your Order' }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/lookup\\?reference=${reference}$`));
  await expect(field(page, 'Order reference')).toHaveValue(reference);

  // A wrong email finds nothing and says so without telling which half was wrong.
  await field(page, 'Email').fill(`someone.else.${randomUUID().slice(0, 6)}@example.com`);
  await page.getByRole('button', { name: 'Find Order' }).click();
  await expect(
    page.getByText('We could not find an order with that email address and reference.', { exact: false }),
  ).toBeVisible();

  await field(page, 'Email').fill(email.toUpperCase());
  await page.getByRole('button', { name: 'Find Order' }).click();
  await expect(page.getByRole('heading', { name: `Order #${reference}` })).toBeVisible();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(`1 × ${product.name}`);
  await expect(page.getByRole('region', { name: 'Tracking' })).toContainText('Not shipped yet');
});

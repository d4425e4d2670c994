import type { Product, ProductListResponse } from '@phonehub/contracts';
import { DEMO_SHOPPER } from './support/api';
import { E2E_ORIGINS, E2E_PORTS } from './support/env';
import { field } from './support/fields';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';

// Issue 16, items 8 and 9, on a phone (375 px) and a desktop (1280 px): the checkout's shipping note
// clears the Express option, the Shipping step shows the order summary, the state follows the country,
// a long email stays inside the review card, and the account pages are named for what they are.

async function addSomethingToCart(page: Page, product: Product) {
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // On a phone a sticky bar repeats the button: either adds the same listing.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByRole('button', { name: 'Added to Cart' }).first()).toBeVisible();
}

async function stockOf(request: APIRequestContext, productId: string): Promise<number> {
  return ((await (await request.get(`${E2E_ORIGINS.api}/api/products/${productId}`)).json()) as Product)
    .stock;
}

async function signIn(page: Page) {
  await page.goto('/login');
  await field(page, 'Email').fill(DEMO_SHOPPER.email);
  await field(page, 'Password').fill(DEMO_SHOPPER.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText(`Welcome back ${DEMO_SHOPPER.firstName}!`)).toBeVisible();
}

for (const [name, viewport] of [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`checkout and account fixes on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test('the Shipping step: the note clears Express, the summary is there, the state follows the country, a long email wraps in the review; back from the payment page the guest cancels the order', async ({
      page,
      request,
    }) => {
      const listing: ProductListResponse = await (
        await request.get(`${E2E_ORIGINS.api}/api/products?limit=24&sort=price`)
      ).json();
      const product = listing.products.find((p) => p.stock >= 1) as Product;
      await addSomethingToCart(page, product);
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { name: 'Shipping information' })).toBeVisible();

      // The free-shipping note sits below the Express option, not over it.
      const express = page.locator('label', { has: page.getByRole('radio', { name: /Express/ }) });
      const note = page.getByText(/^Standard shipping is free on orders of/);
      const expressBox = await express.boundingBox();
      const noteBox = await note.boundingBox();
      expect(expressBox && noteBox, 'both are laid out').toBeTruthy();
      expect(noteBox!.y).toBeGreaterThanOrEqual(expressBox!.y + expressBox!.height);

      // The order summary: beside the form on a desktop, folded above it on a phone.
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      const items = summary.getByRole('list', { name: 'Items in your order' });
      const form = page.getByRole('form', { name: 'Shipping information' });
      if (viewport.width >= 960) {
        await expect(items).toBeVisible();
        await expect(items).toContainText(product.name);
        await expect(summary.getByRole('button', { name: /order summary/ })).toBeHidden();
        const formBox = (await form.boundingBox())!;
        const summaryBox = (await summary.boundingBox())!;
        expect(summaryBox.x).toBeGreaterThanOrEqual(formBox.x + formBox.width);
        expect(summaryBox.y).toBeLessThan(formBox.y + 200);
      } else {
        await expect(items).toBeHidden();
        await summary.getByRole('button', { name: /Show order summary/ }).click();
        await expect(items).toBeVisible();
        await expect(items).toContainText(product.name);
        await expect(summary.getByRole('button', { name: /Hide order summary/ })).toHaveAttribute(
          'aria-expanded',
          'true',
        );
      }

      // Country and State are selects; another country's list replaces the first, and the choice starts again.
      const country = page.getByRole('combobox', { name: 'Country' });
      await expect(country.getByRole('option')).toHaveText(['United States', 'Canada']);
      await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas' });
      await country.selectOption('Canada');
      const province = page.getByRole('combobox', { name: 'Province' });
      await expect(province).toHaveValue('');
      await expect(province.getByRole('option', { name: 'Ontario' })).toHaveAttribute('value', 'ON');
      await country.selectOption('United States');
      await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas' });

      const email = `a.very.long.address.for.wrapping.${Date.now()}@an-unusually-long-mail-domain-name.example.com`;
      await field(page, 'Email').fill(email);
      await field(page, 'First name').fill('Robin');
      await field(page, 'Last name').fill('Guest');
      await field(page, 'Address').fill('9 Elm Street');
      await field(page, 'City').fill('Austin');
      await field(page, 'ZIP code').fill('73301');
      await page.getByRole('button', { name: 'Continue to Review' }).click();

      const review = page.getByRole('region', { name: 'Review your order' });
      await expect(review.getByText(email)).toBeVisible();
      await expect(review.getByText('Austin, TX 73301')).toBeVisible();
      const overflow = await review.evaluate((card) => ({
        scroll: card.scrollWidth,
        client: card.clientWidth,
      }));
      expect(overflow.scroll).toBeLessThanOrEqual(overflow.client);
      const cardBox = (await review.boundingBox())!;
      const emailBox = (await review.getByTestId('review-email').boundingBox())!;
      expect(emailBox.x + emailBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);

      // Back from the payment page without paying, the guest can cancel the order they just placed:
      // its unit goes back on sale, and a reload still shows it cancelled.
      const onSale = await stockOf(request, product.id);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.waitForURL(new RegExp(`^http://localhost:${E2E_PORTS.sandbox}/pay/`));
      await expect
        .poll(async () => await stockOf(request, product.id), { message: 'the unit is held' })
        .toBe(onSale - 1);
      await page.getByRole('link', { name: 'Cancel and return' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
      // A new page at the top, not where the checkout was left when the payment page opened.
      await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeInViewport();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeVisible();
      await page.getByRole('button', { name: 'Cancel order' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
      await expect(dialog).toContainText('The order is cancelled and can no longer be paid.');
      await dialog.getByRole('button', { name: 'Cancel order' }).click();
      await expect(page.getByText(/This order was cancelled and nothing was charged/)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pay now' })).toBeHidden();
      await expect
        .poll(async () => await stockOf(request, product.id), { message: 'the unit is back on sale' })
        .toBe(onSale);
      await page.reload();
      await expect(page.getByText(/This order was cancelled and nothing was charged/)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Cart' })).toBeVisible();
    });

    test('the account pages are named for what they are, in the menu, the sub-navigation, the titles and the headings', async ({
      page,
    }) => {
      await signIn(page);
      const expected = ['My account', 'My orders', 'My trade-ins', 'Support'];
      if (viewport.width >= 960) {
        await page.getByRole('banner').getByRole('button', { name: DEMO_SHOPPER.firstName }).click();
        const menu = page.getByRole('menu');
        await expect(menu.getByRole('menuitem')).toHaveText([...expected, 'Sign Out']);
        await menu.getByRole('menuitem', { name: 'My account' }).click();
      } else {
        await page.getByRole('button', { name: 'Open menu' }).click();
        const mobile = page.getByRole('navigation', { name: 'Mobile' });
        await expect(mobile.getByRole('link', { name: 'My trade-ins' })).toHaveAttribute(
          'href',
          '/dashboard',
        );
        await expect(mobile.getByRole('link', { name: 'Overview' })).toHaveCount(0);
        await expect(mobile.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
        await mobile.getByRole('link', { name: 'My account' }).click();
      }
      await expect(page).toHaveURL(/\/profile$/);

      const account = page.getByRole('navigation', { name: 'Your account' });
      await expect(account.getByRole('link')).toHaveText(expected);
      for (const [label, path] of [
        ['My account', '/profile'],
        ['My orders', '/orders'],
        ['My trade-ins', '/dashboard'],
        ['Support', '/support'],
      ] as const) {
        await account.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.getByRole('heading', { level: 1, name: label, exact: true })).toBeVisible();
        await expect(page).toHaveTitle(`${label} – PhoneHub`);
        await expect(account.getByRole('link', { name: label, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    });
  });
}

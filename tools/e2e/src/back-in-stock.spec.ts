import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { DEMO_SHOPPER, uniqueEmail } from './support/api';
import { E2E_ADMIN, E2E_ORIGINS } from './support/env';
import { expect, test, type Page } from './support/test';

// Issue 16 item 3 (last part), on a phone (375 px) and a desktop (1280 px): a sold-out product's page
// takes an email for "Email me when it's back", and that address gets one mail when the stock returns.

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the API has written to the browser stack's outbox (global-setup's MAIL_OUTBOX_DIR). */
async function mailsTo(to: string): Promise<OutboxMail[]> {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is not set: run through the Playwright config (global-setup)');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith('.json'));
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to === to);
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${E2E_ORIGINS.api}/api/admin/login`, { data: E2E_ADMIN });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).access_token;
}

/** A sold-out PhoneHub product made by the admin, and a way to put units back on its shelf. */
async function soldOutProduct(request: APIRequestContext, name: string) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const form = (stock: number) => ({
    name,
    brand: 'Apple',
    model: 'iPhone 12',
    price: 389,
    condition: 'Good',
    storage: '64GB',
    stock_quantity: stock,
  });
  const created = await request.post(`${E2E_ORIGINS.api}/api/admin/products`, { data: form(0), headers });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  return {
    id,
    restock: async (units: number) => {
      const res = await request.put(`${E2E_ORIGINS.api}/api/admin/products/${id}`, {
        data: form(units),
        headers,
      });
      expect(res.status(), await res.text()).toBe(200);
    },
  };
}

const backInStock = (page: Page) => page.getByRole('region', { name: "Get an email when it's back" });

/** Nothing sticks out sideways (a phone would scroll the page horizontally). */
const overflowX = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [name, viewport] of [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`back in stock on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport });

    test("a guest asks to be emailed, and gets one mail with the product's link when the stock returns", async ({
      page,
      request,
    }) => {
      const productName = `Back In Stock ${name} ${Date.now().toString(36)}`;
      const product = await soldOutProduct(request, productName);
      const email = uniqueEmail(`back-in-stock-${name}`);

      await page.goto(`/product/${product.id}`);
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await expect(page.getByText('Out of stock').first()).toBeVisible();
      const section = backInStock(page);
      const address = section.getByRole('textbox', { name: 'Email', exact: true });
      const submit = section.getByRole('button', { name: "Email me when it's back" });
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport();
      expect(await overflowX(page)).toBeLessThanOrEqual(0);

      // A wrong address is named on blur, with the spec's sentence, and nothing is sent.
      await address.fill('bad@');
      await address.blur();
      await expect(section.getByText('Please enter a valid email address')).toBeVisible();
      await expect(address).toHaveAttribute('aria-invalid', 'true');

      await address.fill(email);
      await expect(section.getByText('Please enter a valid email address')).toBeHidden();
      await submit.click();
      await expect(section.getByRole('status')).toContainText("We'll email you when it's back");
      await expect(submit).toBeHidden();
      expect(await overflowX(page)).toBeLessThanOrEqual(0);

      await product.restock(2);
      await expect
        .poll(async () => (await mailsTo(email)).length, {
          message: 'the back-in-stock mail',
          timeout: 30_000,
        })
        .toBe(1);
      const [mail] = await mailsTo(email);
      expect(mail.subject).toBe(`Back in stock: ${productName}`);
      expect(mail.text).toContain('for $389.00.');
      const link = mail.text.match(/See it here: (\S+)/)?.[1];
      expect(link).toMatch(new RegExp(`/product/${product.id}$`));

      // The mail's link opens the product's page, where the device can be bought again.
      await page.goto(new URL(link as string).pathname);
      await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
      await expect(backInStock(page)).toHaveCount(0);
    });

    test("a signed-in shopper finds their address filled in and is told they're already on the list the second time", async ({
      page,
      request,
    }) => {
      const productName = `Back In Stock Signed In ${name} ${Date.now().toString(36)}`;
      const product = await soldOutProduct(request, productName);

      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(DEMO_SHOPPER.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_SHOPPER.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expect(page).not.toHaveURL(/\/login/);

      await page.goto(`/product/${product.id}`);
      const section = backInStock(page);
      await expect(section.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(
        DEMO_SHOPPER.email,
      );
      await section.getByRole('button', { name: "Email me when it's back" }).click();
      await expect(section.getByRole('status')).toContainText("We'll email you when it's back");

      await page.reload();
      await backInStock(page).getByRole('button', { name: "Email me when it's back" }).click();
      await expect(backInStock(page).getByRole('status')).toContainText(
        "You're already on the list. We'll email you when it's back",
      );

      await product.restock(1);
      await expect
        .poll(
          async () =>
            (await mailsTo(DEMO_SHOPPER.email)).filter((m) => m.subject === `Back in stock: ${productName}`)
              .length,
          {
            message: "the signed-in shopper's back-in-stock mail",
            timeout: 30_000,
          },
        )
        .toBe(1);
    });
  });
}

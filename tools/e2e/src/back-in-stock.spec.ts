import type { APIRequestContext } from '@playwright/test';
import { adminToken, DEMO_SHOPPER, uniqueEmail } from './support/api';
import { mailsTo } from './support/mail';
import { E2E_ORIGINS } from './support/env';
import { expect, test, type Page } from './support/test';

// Issue 16 item 3 (last part), on a phone (375 px) and a desktop (1280 px): a sold-out product's page
// takes an email for "Email me when it's back", and that address gets one mail when the stock returns.
// Issue 34: a guest's address first confirms by the link mailed to it; the mail names the catalogue's
// make and model, not the product's free-text name.

/** A sold-out PhoneHub product made by the admin, and a way to put units back on its shelf. */
async function soldOutProduct(request: APIRequestContext, name: string) {
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const form = (stock: number) => ({
    name,
    brand: 'Apple',
    model: MODEL,
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

const MODEL = 'iPhone 12';

/** The address's mails about this product (its page's link is in each). */
const mailsAbout = async (to: string, productId: string) =>
  (await mailsTo(to)).filter((mail) => mail.text.includes(`/product/${productId}`));

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

    test("a guest asks to be emailed, confirms by the mailed link, and gets one mail with the product's link when the stock returns", async ({
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
      await expect(section.getByRole('status')).toContainText(
        'Check your email: follow the link we sent to confirm',
      );
      await expect(section.getByRole('status')).toContainText(`We sent a link to ${email}.`);
      await expect(submit).toBeHidden();
      expect(await overflowX(page)).toBeLessThanOrEqual(0);

      // The confirmation mail's link brings the reader back to the page, which says it is confirmed.
      await expect
        .poll(async () => (await mailsTo(email)).length, {
          message: 'the confirmation mail',
          timeout: 30_000,
        })
        .toBe(1);
      const [confirmation] = await mailsTo(email);
      expect(confirmation.subject).toBe('Confirm your back-in-stock alert');
      const confirmLink = confirmation.text.match(/(\S+\/api\/stock-alerts\/confirm\?token=\S+)/)?.[1];
      expect(confirmLink).toBeTruthy();
      const confirmUrl = new URL(confirmLink as string);
      await page.goto(`${confirmUrl.pathname}${confirmUrl.search}`);
      await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?stock_alert=confirmed$`));
      await expect(backInStock(page).getByRole('status')).toContainText(
        "Confirmed: we'll email you when it's back",
      );

      await product.restock(2);
      await expect
        .poll(async () => (await mailsAbout(email, product.id)).length, {
          message: 'the back-in-stock mail',
          timeout: 30_000,
        })
        .toBe(1);
      const [mail] = await mailsAbout(email, product.id);
      expect(mail.subject).toBe(`Back in stock: Apple ${MODEL}`);
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

      // The demo shopper's address is verified: no confirmation link, the alert comes straight.
      await product.restock(1);
      await expect
        .poll(
          async () =>
            (await mailsAbout(DEMO_SHOPPER.email, product.id)).filter(
              (m) => m.subject === `Back in stock: Apple ${MODEL}`,
            ).length,
          {
            message: "the signed-in shopper's back-in-stock mail",
            timeout: 30_000,
          },
        )
        .toBe(1);
    });
  });
}

// Screenshots of what issue 16 changed, at 375 px and 1280 px, for its before/after record:
//   BASE_URL=http://localhost:4200 OUT=docs/screenshots/issue-16/after npx tsx tools/e2e/screenshots/issue-16.ts
// (ONLY=<name>,<name> takes just those.)
// It drives a running stack with demo data (`npm start`) as a shopper would. The same steps run
// against older builds, whose screens differ, so a step that finds nothing is reported and skipped
// rather than failing the rest; each file is a viewport picture (what the person sees), JPEG.
import { chromium, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

const BASE = process.env.BASE_URL ?? 'http://localhost:4200';
const API = process.env.API_URL ?? BASE;
const OUT = process.env.OUT ?? 'docs/screenshots/issue-16/after';
const SHOPPER = { email: 'shopper@phonehub.test', password: 'Shopper#2026' };
const CONSENT_KEY = 'phoneHubCookieConsent';

type Width = 375 | 1280;
interface Shot {
  name: string;
  run: (page: Page, width: Width) => Promise<void>;
  /** A first visit: the cookie banner not answered yet. */
  firstVisit?: boolean;
}

/** `ONLY=07-home-first-visit,08-payment-cancelled-guest` takes just those pictures. */
const ONLY = process.env.ONLY?.split(',')
  .map((name) => name.trim())
  .filter(Boolean);

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

async function productIds(page: Page): Promise<{ inStock: string; soldOut: string | null }> {
  type Row = { id: string; stock_quantity?: number; in_stock?: boolean };
  const rows: Row[] = [];
  for (let n = 1; n <= 3; n += 1) {
    // Older builds refuse includeOutOfStock (they always included sold-out products).
    let answer = await page.request.get(`${API}/api/products?limit=48&page=${n}&includeOutOfStock=true`);
    if (!answer.ok()) answer = await page.request.get(`${API}/api/products?limit=48&page=${n}`);
    const body = (await answer.json()) as { products?: Row[] };
    rows.push(...(body.products ?? []));
  }
  const stocked = (p: Row) => (p.stock_quantity ?? (p.in_stock ? 1 : 0)) > 0;
  return {
    inStock: rows.find(stocked)?.id ?? rows[0].id,
    soldOut: rows.find((p) => !stocked(p))?.id ?? null,
  };
}

async function signIn(page: Page): Promise<void> {
  await page.goto(`${BASE}/login`);
  await page.getByLabel(/email/i).first().fill(SHOPPER.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(SHOPPER.password);
  await page
    .getByRole('button', { name: /sign in|log in|login/i })
    .first()
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 15_000 });
}

async function addToCart(page: Page, id: string): Promise<void> {
  await page.goto(`${BASE}/product/${id}`);
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .click();
  await settle(page);
}

const SHOTS: Shot[] = [
  {
    // Item 1: a card tapped far down the listing opens the product page at its top.
    name: '01-product-opened-from-listing',
    run: async (page) => {
      await page.goto(`${BASE}/marketplace`);
      await settle(page);
      const cards = page.locator('a[href^="/product/"]');
      await cards.nth(Math.min(8, (await cards.count()) - 1)).scrollIntoViewIfNeeded();
      await cards.nth(Math.min(8, (await cards.count()) - 1)).click();
      await settle(page);
    },
  },
  {
    // Item 2: the condition filter's choices.
    name: '02-condition-filter',
    run: async (page) => {
      await page.goto(`${BASE}/marketplace?condition=Very%20Good`);
      await settle(page);
      const toggle = page.getByRole('button', { name: /filters/i }).first();
      if (await toggle.isVisible().catch(() => false)) await toggle.click();
      await page
        .getByText(/condition/i)
        .first()
        .scrollIntoViewIfNeeded();
    },
  },
  {
    // Item 3: the default listing's first products.
    name: '03-default-listing',
    run: async (page) => {
      await page.goto(`${BASE}/marketplace`);
      await settle(page);
      await page.locator('a[href^="/product/"]').first().scrollIntoViewIfNeeded();
    },
  },
  {
    // Item 3: a sold-out product's page.
    name: '03-sold-out-product',
    run: async (page) => {
      const { soldOut } = await productIds(page);
      if (!soldOut) throw new Error('no sold-out product in the demo data');
      await page.goto(`${BASE}/product/${soldOut}`);
      await settle(page);
      await page
        .getByText(/out of stock|sold out/i)
        .first()
        .scrollIntoViewIfNeeded();
    },
  },
  {
    // Item 4 (and 12's was-price): the product page's options.
    name: '04-product-page',
    run: async (page) => {
      const { inStock } = await productIds(page);
      await page.goto(`${BASE}/product/${inStock}`);
      await settle(page);
    },
  },
  {
    // Item 5: the header's Sell area and the footer's links.
    name: '05-footer-links',
    run: async (page) => {
      await page.goto(`${BASE}/`);
      await settle(page);
      await page.locator('footer').scrollIntoViewIfNeeded();
    },
  },
  {
    // Item 6: the trade-in wizard's first step after pressing Next with nothing chosen.
    name: '06-wizard-next-empty',
    run: async (page) => {
      await page.goto(`${BASE}/trade`);
      await settle(page);
      const next = page.getByRole('button', { name: /next|continue/i }).first();
      await next.click({ timeout: 3_000 }).catch(() => undefined);
    },
  },
  {
    // Item 6: the track form with an unfinished email.
    name: '06-track-bad-email',
    run: async (page) => {
      await page.goto(`${BASE}/track`);
      await settle(page);
      await page.getByLabel(/email/i).first().fill('bad@');
      await page.getByLabel(/email/i).first().blur();
      await page
        .getByRole('button', { name: /track/i })
        .last()
        .click({ timeout: 3_000 })
        .catch(() => undefined);
    },
  },
  {
    // Item 6: a wrong password.
    name: '06-login-wrong-password',
    run: async (page) => {
      await page.goto(`${BASE}/login`);
      await page.getByLabel(/email/i).first().fill(SHOPPER.email);
      await page
        .getByLabel(/password/i)
        .first()
        .fill('wrong-password-1');
      await page
        .getByRole('button', { name: /sign in|log in|login/i })
        .first()
        .click();
      await page
        .getByText(/invalid credentials/i)
        .first()
        .waitFor({ timeout: 10_000 });
    },
  },
  {
    // Item 7: the product page's first screen on a phone (price, Add to Cart, tabs).
    name: '07-product-first-screen',
    run: async (page) => {
      const { inStock } = await productIds(page);
      await page.goto(`${BASE}/product/${inStock}`);
      await settle(page);
    },
  },
  {
    // Item 7: the home page's second screen (Featured deals).
    name: '07-home-second-screen',
    run: async (page, width) => {
      await page.goto(`${BASE}/`);
      await settle(page);
      await page.evaluate((h) => window.scrollTo(0, h), width === 375 ? 667 : 800);
    },
  },
  {
    // Item 7: a first visit on a phone, with the cookie banner: Featured deals still within two screens.
    name: '07-home-first-visit',
    firstVisit: true,
    run: async (page, width) => {
      await page.goto(`${BASE}/`);
      await settle(page);
      await page.evaluate((h) => window.scrollTo(0, h), width === 375 ? 667 : 800);
    },
  },
  {
    // Item 8: a guest back from the payment page without paying: Pay now or Cancel order.
    name: '08-payment-cancelled-guest',
    run: async (page) => {
      const { inStock } = await productIds(page);
      await addToCart(page, inStock);
      await page.goto(`${BASE}/checkout`);
      await page
        .getByLabel(/^email/i)
        .first()
        .fill('robin.guest@example.com');
      await page
        .getByLabel(/first name/i)
        .first()
        .fill('Robin');
      await page
        .getByLabel(/last name/i)
        .first()
        .fill('Guest');
      await page
        .getByLabel(/^address/i)
        .first()
        .fill('9 Elm Street');
      await page.getByLabel(/^city/i).first().fill('Austin');
      await page.getByRole('combobox', { name: 'State' }).selectOption({ label: 'Texas' });
      await page
        .getByLabel(/zip code/i)
        .first()
        .fill('73301');
      await page.getByRole('button', { name: 'Continue to Review' }).click();
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByRole('button', { name: /^Pay \$/ }).click();
      await page.getByRole('link', { name: 'Cancel and return' }).click();
      await page.getByRole('button', { name: 'Cancel order' }).waitFor({ timeout: 15_000 });
    },
  },
  {
    // Item 8: checkout's shipping step.
    name: '08-checkout-shipping',
    run: async (page) => {
      const { inStock } = await productIds(page);
      await addToCart(page, inStock);
      await page.goto(`${BASE}/checkout`);
      await settle(page);
      const express = page.getByText(/express/i).first();
      if (await express.isVisible().catch(() => false)) await express.scrollIntoViewIfNeeded();
    },
  },
  {
    // Item 9: the signed-in account menu.
    name: '09-account-menu',
    run: async (page) => {
      await signIn(page);
      await page.goto(`${BASE}/`);
      await settle(page);
      const trigger = page.locator('.user-menu__trigger');
      const menu = (await trigger.isVisible())
        ? trigger
        : page.getByRole('button', { name: /account|menu/i }).first();
      await menu.click({ timeout: 5_000 });
    },
  },
  {
    // Item 10: the product page when the server fails (HTTP 500), and when rate-limited (429).
    name: '10-product-server-error',
    run: async (page) => {
      const { inStock } = await productIds(page);
      await page.route(`**/api/products/${inStock}`, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"message":"Internal server error"}',
        }),
      );
      await page.goto(`${BASE}/product/${inStock}`);
      await settle(page);
    },
  },
  {
    name: '10-product-rate-limited',
    run: async (page) => {
      const { inStock } = await productIds(page);
      await page.route(`**/api/products/${inStock}`, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'retry-after': '30' },
          contentType: 'application/json',
          body: '{"message":"Too many requests"}',
        }),
      );
      await page.goto(`${BASE}/product/${inStock}`);
      await settle(page);
    },
  },
  {
    // Item 11: the trade-in wizard's device and partner choice.
    name: '11-wizard-device-step',
    run: async (page) => {
      await page.goto(`${BASE}/trade`);
      await settle(page);
    },
  },
  {
    // Item 12: a tab focused from the keyboard on the product page.
    name: '12-keyboard-focus-tab',
    run: async (page) => {
      const { inStock } = await productIds(page);
      await page.goto(`${BASE}/product/${inStock}`);
      await settle(page);
      const tab = page.getByRole('tab').first();
      await tab.scrollIntoViewIfNeeded();
      await tab.focus();
      await page.keyboard.press('ArrowRight');
    },
  },
  {
    // Item 13: the listing's product drawings.
    name: '13-product-drawings',
    run: async (page) => {
      await page.goto(`${BASE}/marketplace?category=Smartphones`);
      await settle(page);
      await page.locator('a[href^="/product/"]').first().scrollIntoViewIfNeeded();
    },
  },
];

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const skipped: string[] = [];
  for (const width of [375, 1280] as const) {
    for (const shot of SHOTS.filter((s) => !ONLY || ONLY.includes(s.name))) {
      const context = await browser.newContext({
        viewport: { width, height: width === 375 ? 667 : 800 },
        deviceScaleFactor: 1,
      });
      // A returning shopper who has answered the cookie banner (same key in every build since it came):
      // otherwise it covers half of each picture.
      if (!shot.firstVisit)
        await context.addInitScript((key) => {
          localStorage.setItem(
            key,
            JSON.stringify({
              necessary: true,
              functional: true,
              analytics: false,
              marketing: false,
              version: 1,
              saved_at: new Date().toISOString(),
            }),
          );
        }, CONSENT_KEY);
      const page = await context.newPage();
      const file = `${shot.name}-${width}.jpg`;
      try {
        await shot.run(page, width);
        await page.screenshot({ path: join(OUT, file), type: 'jpeg', quality: 70 });
        console.log(`${file}`);
      } catch (error) {
        await page.screenshot({ path: join(OUT, file), type: 'jpeg', quality: 70 }).catch(() => undefined);
        skipped.push(`${file}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
      await context.close();
    }
  }
  await browser.close();
  if (skipped.length)
    console.log(`Steps that found nothing (picture taken as it stood):\n  ${skipped.join('\n  ')}`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

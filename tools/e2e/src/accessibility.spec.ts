import AxeBuilder from '@axe-core/playwright';
import type { Product, ProductListResponse } from '@phonehub/contracts';
import type { Locator, TestInfo } from '@playwright/test';
import { uniqueEmail } from './support/api';
import { E2E_ORIGINS } from './support/env';
import { field } from './support/fields';
import { expect, test, type Page } from './support/test';

// Issue 16, Done when: an axe scan (WCAG 2 A and AA rules) of every shopping page a new user walks
// through, on a phone (375 px) and a desktop (1280 px), finds no serious or critical violation.
// Each page is scanned as the user sees it once loaded; the checkout is walked up to the Pay button
// and the trade-in wizard through every step with valid input, ending on the track page.

const BLOCKING = ['serious', 'critical'];

// A real 1×1 PNG: the API recognises photos from their bytes.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** One line per failing element: rule, impact, what to fix, where, and axe's own summary. */
function describeViolations(violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']): string {
  return violations
    .map((v) =>
      [
        `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})`,
        ...v.nodes.map(
          (node) =>
            `    at ${node.target.join(' ')}\n      ${(node.failureSummary ?? '').replace(/\n\s*/g, '\n      ')}`,
        ),
      ].join('\n'),
    )
    .join('\n');
}

/** Scans the page as it is now; a blocking violation fails the test (softly, so every page is scanned). */
async function scan(page: Page, testInfo: TestInfo, name: string) {
  // Let entrance transitions finish (not endless ones such as spinners): axe reads the colours an
  // element has at this moment.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  // A scan that checked nothing proves nothing.
  expect(results.passes.length, `axe checked no rule on ${name}`).toBeGreaterThan(0);
  const blocking = results.violations.filter((v) => BLOCKING.includes(v.impact ?? ''));
  const report = describeViolations(blocking);
  if (results.violations.length > 0) {
    await testInfo.attach(`axe ${name}.txt`, {
      body: describeViolations(results.violations),
      contentType: 'text/plain',
    });
  }
  expect.soft(report, `serious or critical axe violations on ${name} (${page.url()})`).toBe('');
}

/** A select in one version of a form, a text box in another: fill it either way. */
async function choose(page: Page, label: string, value: string, option?: string) {
  const select = page.getByRole('combobox', { name: label, exact: true });
  if (await select.count()) await select.selectOption(option ? { label: option } : value);
  else await field(page, label).fill(value);
}

/** What the user waits for before a scan; the first screen of a page may take a while on a busy machine. */
async function visible(locator: Locator) {
  await expect(locator).toBeVisible({ timeout: 30_000 });
}

async function productToScan(page: Page): Promise<Product> {
  const listing: ProductListResponse = await (
    await page.request.get(`${E2E_ORIGINS.api}/api/products?limit=48&category=smartphones`)
  ).json();
  // A phone in stock with a was-price and a battery figure shows every kind of text the page has.
  const product =
    listing.products.find((p) => p.stock >= 2 && p.original_price !== null && p.battery_health !== null) ??
    listing.products.find((p) => p.stock >= 2);
  if (!product) throw new Error('the demo catalogue has no phone in stock');
  return product;
}

for (const [name, viewport] of [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`accessibility on a ${name} (${viewport.width} px)`, () => {
    // axe reads each element's colours at one instant. A toast fading in or out is part-transparent,
    // and a toast can arrive or leave during a scan (the toaster loads with the first toast), so the
    // scans run with reduced motion: a toast is either shown in full or not at all.
    test.use({ viewport, reducedMotion: 'reduce' });

    test('home, marketplace, a product, the cart and each checkout step up to paying', async ({
      page,
    }, testInfo) => {
      test.slow();
      await page.goto('/');
      await visible(page.getByRole('heading', { level: 1 }));
      await scan(page, testInfo, 'home');

      await page.goto('/marketplace');
      await visible(page.getByRole('article').first());
      await scan(page, testInfo, 'marketplace');

      const product = await productToScan(page);
      await page.goto(`/product/${product.id}`);
      await visible(page.getByRole('heading', { level: 1, name: product.name }));
      await scan(page, testInfo, 'product page');
      await page.getByRole('button', { name: 'Add to Cart' }).first().click();
      await visible(page.getByRole('button', { name: 'Added to Cart' }).first());

      await page.goto('/cart');
      await visible(page.getByRole('link', { name: 'Proceed to Checkout' }));
      await scan(page, testInfo, 'cart');

      await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
      await expect(page).toHaveURL(/\/checkout$/);
      await visible(page.getByRole('button', { name: 'Continue to Review' }));
      await scan(page, testInfo, 'checkout shipping');
      // The form's own messages must be readable too.
      await page.getByRole('button', { name: 'Continue to Review' }).click();
      await visible(page.getByText('Please fill in all required fields').first());
      await scan(page, testInfo, 'checkout shipping with errors');

      await field(page, 'Email').fill('a11y.guest@example.com');
      await field(page, 'First name').fill('Robin');
      await field(page, 'Last name').fill('Guest');
      await field(page, 'Address').fill('9 Elm Street');
      await field(page, 'City').fill('Austin');
      await choose(page, 'State', 'TX', 'Texas');
      await field(page, 'ZIP code').fill('73301');
      await page.getByRole('button', { name: 'Continue to Review' }).click();
      await visible(page.getByRole('button', { name: 'Continue to Payment' }));
      await scan(page, testInfo, 'checkout review');

      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await visible(page.getByRole('button', { name: /^Pay \$/ }));
      await scan(page, testInfo, 'checkout payment');
    });

    test('every trade-in wizard step with valid input, then the track page', async ({ page }, testInfo) => {
      test.slow();
      const next = page.getByRole('button', { name: 'Next' });
      await page.goto('/trade');
      await visible(page.getByRole('progressbar', { name: 'Step 1 of 4' }));
      await scan(page, testInfo, 'trade step 1');
      await field(page, 'First name').fill('Riley');
      await field(page, 'Last name').fill('Quinn');
      await field(page, 'Email').fill(uniqueEmail('a11y-trade'));
      await field(page, 'Phone').fill('(312) 555-0142');
      await next.click();

      await visible(page.getByRole('progressbar', { name: 'Step 2 of 4' }));
      await scan(page, testInfo, 'trade step 2');
      await field(page, 'Street address').fill('200 N Michigan Ave');
      await field(page, 'City').fill('Chicago');
      await choose(page, 'State', 'IL', 'Illinois');
      await field(page, 'ZIP code').fill('60601');
      await next.click();

      await visible(page.getByRole('progressbar', { name: 'Step 3 of 4' }));
      await visible(page.getByLabel('Brand'));
      await scan(page, testInfo, 'trade step 3');
      const type = page.getByRole('combobox', { name: /device type/i });
      if (await type.count()) await type.selectOption({ label: 'Phone' });
      await page.getByLabel('Brand').selectOption('Apple');
      await page.getByLabel('Model').selectOption('iPhone 15 Pro');
      await page.getByLabel('Storage').selectOption('256GB');
      await page.getByLabel('Condition').selectOption('very_good');
      await visible(page.getByText('$473'));
      await page
        .getByLabel('Photos')
        .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PHOTO });
      await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('img')).toHaveCount(1);
      await scan(page, testInfo, 'trade step 3 filled in');
      await next.click();

      await visible(page.getByRole('progressbar', { name: 'Step 4 of 4' }));
      await visible(page.getByRole('radio').first());
      await scan(page, testInfo, 'trade step 4');
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Submit Trade Request' }).click();

      // A guest's confirmation shows the tracking code and links to the track page with it.
      await visible(page.getByRole('heading', { name: 'Trade submitted' }));
      await scan(page, testInfo, 'trade confirmation');
      await page.getByRole('main').getByRole('link', { name: 'Track a trade-in' }).click();
      await expect(page).toHaveURL(/\/track\?id=[A-Za-z0-9-]+$/);
      const code = new URL(page.url()).searchParams.get('id') as string;
      await visible(page.getByRole('main').getByText(code).first());
      await scan(page, testInfo, 'track page with a trade');

      await page.goto('/track');
      await visible(page.getByRole('button', { name: 'Track' }));
      await scan(page, testInfo, 'track page');
    });

    test('sign in and registration, empty and with their messages', async ({ page }, testInfo) => {
      await page.goto('/login');
      await visible(page.getByRole('button', { name: 'Sign In', exact: true }));
      await scan(page, testInfo, 'login');
      await field(page, 'Email').fill('nobody@example.com');
      await field(page, 'Password').fill('Wrong#Password1');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await visible(page.getByText('Invalid credentials').first());
      await scan(page, testInfo, 'login refused');

      await page.goto('/register');
      await visible(page.getByRole('button', { name: 'Create Account' }));
      await scan(page, testInfo, 'register');
      await field(page, 'Email').fill('bad@');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await visible(page.locator('[aria-invalid="true"]').first());
      await scan(page, testInfo, 'register with errors');
    });
  });
}

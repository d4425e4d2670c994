import { uniqueEmail } from './support/api';
import { field } from './support/fields';
import { expect, test, type Page } from './support/test';
import { hydrated } from './support/hydration';

// Issue 16, items 5, 6 and 11, on a phone (375 px) and a desktop (1280 px): the wizard's buttons say
// why they cannot go on instead of greying out; the device type comes before brand and model; a
// submitted trade shows its tracking ID with Copy and the way to the track page; logins say
// 'Invalid credentials' once.

// A real 1×1 PNG: the API recognises photos from their bytes.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const EMAIL_MESSAGE = 'Please enter a valid email address';
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
/** A select by its accessible name (the required '*' is not part of it). */
const choice = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });
const optionTexts = (page: Page, label: string) =>
  choice(page, label)
    .locator('option')
    .evaluateAll((options) => options.map((o) => o.textContent?.trim() ?? ''));
const next = (page: Page) => page.getByRole('button', { name: 'Next' });

async function contactAndAddress(page: Page) {
  await field(page, 'First name').fill('Sam');
  await field(page, 'Last name').fill('Rivera');
  await field(page, 'Email').fill(uniqueEmail('wizard-fixes'));
  await field(page, 'Phone').fill('(312) 555-0142');
  await next(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Address' })).toBeVisible();
  await field(page, 'Street address').fill('200 N Michigan Ave');
  await field(page, 'City').fill('Chicago');
  await field(page, 'State').fill('IL');
  await field(page, 'ZIP code').fill('60601');
  await next(page).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Device Information' })).toBeVisible();
  // The step's fields arrive with its code and the device list: wait until the choices are there.
  await expect(choice(page, 'Device type').locator('option', { hasText: /^Phone$/ })).toHaveCount(1);
}

for (const [name, viewport] of [
  ['phone', { width: 375, height: 740 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`trade-in wizard fixes on a ${name} (${viewport.width} px)`, () => {
    test.use({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });

    test("leaving the email as 'bad@' shows the spec's message at once", async ({ page }) => {
      await page.goto('/trade');
      // The wizard's checks are the page's script: typing before it is hydrated is the browser's own.
      await hydrated(page, 'main form');
      await field(page, 'Email').fill('bad@');
      await expect(page.getByText(EMAIL_MESSAGE)).toHaveCount(0);
      await field(page, 'Email').blur();
      await expect(page.getByText(EMAIL_MESSAGE)).toBeVisible();
      await expect(field(page, 'Email')).toHaveAttribute('aria-invalid', 'true');
      await field(page, 'Email').fill('sam@example.com');
      await expect(page.getByText(EMAIL_MESSAGE)).toHaveCount(0);
    });

    test('Next is never greyed out: with a required field empty it says so and puts the cursor there', async ({
      page,
    }) => {
      await page.goto('/trade');
      // The wizard's checks are the page's script: typing before it is hydrated is the browser's own.
      await hydrated(page, 'main form');
      await expect(next(page)).toBeEnabled();
      await field(page, 'First name').fill('Sam');
      await field(page, 'Email').fill('sam@example.com');
      await field(page, 'Phone').fill('(312) 555-0142');
      await next(page).click();
      await expect(
        page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }),
      ).toBeVisible();
      await expect(field(page, 'Last name')).toBeFocused();
      await expect(field(page, 'Last name')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeVisible();

      // On the device step: the first choice first, then the photo once the device is chosen.
      await field(page, 'Last name').fill('Rivera');
      await next(page).click();
      await field(page, 'Street address').fill('200 N Michigan Ave');
      await field(page, 'City').fill('Chicago');
      await field(page, 'State').fill('IL');
      await field(page, 'ZIP code').fill('60601');
      await next(page).click();
      await expect(choice(page, 'Device type')).toBeVisible();
      await next(page).click();
      await expect(choice(page, 'Device type')).toBeFocused();
      await expect(page.getByText('Please add between 1 and 10 photos of your device')).toBeVisible();
    });

    test('device type, then brand, then model: Apple watches only among the watches', async ({ page }) => {
      await page.goto('/trade');
      // The wizard's checks are the page's script: typing before it is hydrated is the browser's own.
      await hydrated(page, 'main form');
      await contactAndAddress(page);
      const types = await optionTexts(page, 'Device type');
      expect(types.slice(1, 4)).toEqual(['Phone', 'Tablet', 'Laptop']);
      expect(types).toContain('Watch');
      expect(types).toContain('Gaming');
      await expect(choice(page, 'Brand')).toBeDisabled();

      await choice(page, 'Device type').selectOption('Watch');
      await expect(choice(page, 'Brand')).toBeEnabled();
      expect(await optionTexts(page, 'Brand')).toContain('Apple');
      expect(await optionTexts(page, 'Brand')).not.toContain('Nintendo');
      await choice(page, 'Brand').selectOption('Apple');
      const models = (await optionTexts(page, 'Model')).slice(1);
      expect(models).toContain('Apple Watch Series 10');
      expect(models.every((model) => /watch/i.test(model))).toBe(true);

      await choice(page, 'Device type').selectOption('Phone');
      await expect(choice(page, 'Brand')).toHaveValue('');
      await choice(page, 'Brand').selectOption('Apple');
      const phones = (await optionTexts(page, 'Model')).slice(1);
      expect(phones).toContain('iPhone 15 Pro');
      expect(phones.some((model) => /ipad|macbook|watch/i.test(model))).toBe(false);
    });

    test('a submitted trade shows its tracking ID with Copy, and Track a trade-in opens it at the top', async ({
      page,
    }) => {
      await page.goto('/trade');
      // The wizard's checks are the page's script: typing before it is hydrated is the browser's own.
      await hydrated(page, 'main form');
      await contactAndAddress(page);
      await choice(page, 'Device type').selectOption('Watch');
      await choice(page, 'Brand').selectOption('Apple');
      await choice(page, 'Model').selectOption('Apple Watch Series 10');
      await choice(page, 'Storage').selectOption('64GB');
      await choice(page, 'Condition').selectOption('good');
      await page
        .getByLabel('Photos')
        .setInputFiles({ name: 'watch.png', mimeType: 'image/png', buffer: PHOTO });
      await expect(page.getByRole('list', { name: 'Your photos' }).getByRole('img')).toHaveCount(1);
      await next(page).click();

      // The partner step: the device named once, real logos, the trust score explained.
      await expect(page.getByRole('heading', { level: 2, name: 'Choose Trade Partner' })).toBeVisible();
      await expect(page.getByText('Apple Watch Series 10', { exact: true })).toBeVisible();
      await expect(page.getByText('Apple Apple Watch')).toHaveCount(0);
      await expect(page.getByText('What is the trust score?')).toBeVisible();
      const logos = page.locator('img.trade-in-partner__logo');
      await expect(logos.first()).toBeVisible();
      for (const logo of await logos.all()) {
        expect(await logo.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
          .toBe(true);
      }

      // Submit without a partner says why instead of sitting greyed out.
      await page.getByRole('button', { name: 'Submit Trade Request' }).click();
      await expect(page.getByText('Please choose a trade partner')).toBeVisible();
      await page.getByRole('radio', { name: 'PhoneHub Direct' }).check();
      await page.getByRole('button', { name: 'Submit Trade Request' }).click();

      const confirmation = page.getByRole('region', { name: 'Trade submitted' });
      const codeBox = confirmation.getByTestId('trade-tracking-code');
      await expect(codeBox).toBeInViewport();
      const code = ((await codeBox.textContent()) ?? '').trim();
      expect(code).toMatch(/^TR-[0-9A-Z]{10}$/);
      await confirmation.getByRole('button', { name: 'Copy' }).click();
      await expect(confirmation.getByRole('button', { name: 'Copied' })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);

      await confirmation.getByRole('link', { name: 'Track a trade-in' }).click();
      await expect(page).toHaveURL(new RegExp(`/track\\?id=${code}$`));
      await expect(page.getByRole('heading', { level: 2, name: 'Apple Watch Series 10' })).toBeVisible();
      await expect(page.getByText(code).first()).toBeVisible();
      // The page starts at the top, the ID in the search field on screen.
      await expect.poll(() => scrollY(page)).toBe(0);
      await expect(page.getByLabel('Tracking ID or Serial Number')).toHaveValue(code);
      await expect(page.getByLabel('Tracking ID or Serial Number')).toBeInViewport();
    });

    test('Track is never greyed out: blank it says what to enter; a wrong sign-in says Invalid credentials once', async ({
      page,
    }) => {
      await page.goto('/track');
      // The message is the page's own check: its scripts must have taken the form over.
      await hydrated(page, 'main form');
      const track = page.getByRole('button', { name: 'Track', exact: true });
      await expect(track).toBeEnabled();
      await track.click();
      await expect(page.getByText('Please enter your tracking ID or serial number')).toBeVisible();
      await expect(page.getByLabel('Tracking ID or Serial Number')).toBeFocused();

      await page.goto('/login');
      // An address with no account: the API answers it exactly as a wrong password.
      await field(page, 'Email').fill(uniqueEmail('nobody'));
      await field(page, 'Password').fill('not-the-password-1');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible();
      await expect(page.getByText('Invalid credentials')).toHaveCount(1);
    });
  });
}

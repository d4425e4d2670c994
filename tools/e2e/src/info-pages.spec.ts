import { expect, test } from './support/test';

// Issue 15's information pages, as a visitor meets them: every footer link opens a real page, the
// Help Center's FAQ search filters as the spec says, and the cookie banner asks once and remembers.

test('every footer link and the register page’s policy links open a real page', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) =>
      links.map((a) => a.getAttribute('href') ?? '').filter((href) => href.startsWith('/')),
    );
  expect(hrefs).toEqual(
    expect.arrayContaining([
      '/warranty',
      '/returns',
      '/help',
      '/contact',
      '/about',
      '/privacy',
      '/terms',
      '/cookies',
    ]),
  );

  for (const href of [...new Set(hrefs)]) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
    await expect(page, href).not.toHaveTitle('Page not found – PhoneHub');
  }

  await page.goto('/register');
  for (const name of ['Terms of Service', 'Privacy Policy']) {
    await page.getByRole('main').getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page).toHaveTitle(
      `${name === 'Terms of Service' ? 'Terms of service' : 'Privacy policy'} – PhoneHub`,
    );
    await page.goBack();
  }
});

test('the Help Center’s FAQ search filters live, whole categories at a time', async ({ page }) => {
  await page.goto('/help');
  await expect(page).toHaveTitle('Help center – PhoneHub');
  const category = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(category('Orders & Shipping')).toBeVisible();
  await expect(category('Trade-In Program')).toBeVisible();

  const search = page.getByRole('searchbox', { name: 'Search the FAQ' });
  await search.fill('paid');
  await expect(category('Trade-In Program')).toBeVisible();
  await expect(category('Orders & Shipping')).toHaveCount(0);
  await expect(category('Trade-In Program').getByRole('group')).toHaveCount(4);

  await category('Trade-In Program').getByText('When do I get paid for my trade-in?').click();
  await expect(page.getByText('We pay within 24 hours of inspecting your device.')).toBeVisible();

  await search.fill('xylophone');
  await expect(page.getByText('No results found')).toBeVisible();
  await expect(
    page.getByText('Try different keywords or contact our support team for personalized help.'),
  ).toBeVisible();

  await search.fill('');
  await expect(category('Warranty & Support')).toBeVisible();
  await expect(page.getByText('No results found')).toHaveCount(0);
});

test('the cookie banner appears on the first visit only and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'We use cookies' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Reject non-essential' }).click();
  await expect(banner).toHaveCount(0);

  const stored = await page.evaluate(() =>
    JSON.parse(localStorage.getItem('phoneHubCookieConsent') ?? 'null'),
  );
  expect(stored).toMatchObject({ functional: false, analytics: false, marketing: false, version: 1 });
  expect(Date.parse(stored.saved_at)).not.toBeNaN();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The preferences page shows the remembered choice and saves a new one with the spec's text.
  await page.goto('/cookies');
  await expect(page.getByRole('switch', { name: 'Necessary cookies' })).toBeDisabled();
  await expect(page.getByRole('switch', { name: 'Functional cookies' })).not.toBeChecked();
  await page.getByRole('switch', { name: 'Analytics cookies' }).check();
  await page.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(page.getByText('Cookie preferences have been saved successfully!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Analytics cookies' })).toBeChecked();
});

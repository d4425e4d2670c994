import type { APIRequestContext } from '@playwright/test';
import { generateSync } from 'otplib';
import { field } from './support/fields';
import { signInToAdminPortal } from './support/flows';
import { expect, test } from './support/test';
import { E2E_ADMIN, E2E_ADMIN_PATH_SUFFIX, E2E_ORIGINS } from './support/env';

const loginPath = `/admin-${E2E_ADMIN_PATH_SUFFIX}`;

/** The authenticator app's code, `stepsAgo` 30-second steps back (the API accepts the steps next to its own). */
const totpCode = (secret: string, stepsAgo = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) - stepsAgo * 30 });

/**
 * Every browser spec signs the one e2e admin in with its password: two-factor goes off again after
 * this test, through the API, with the password and a recovery code (or the app's code).
 */
async function turnTwoFactorOff(request: APIRequestContext, codes: string[], secret: string) {
  const status = async (token: string) =>
    (
      await request.get(`${E2E_ORIGINS.api}/api/admin/two-factor`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json() as Promise<{ enrolled: boolean }>;
  const candidates = [...codes, ...(secret ? [totpCode(secret, -1)] : [])];
  const signIn = await request.post(`${E2E_ORIGINS.api}/api/admin/login`, {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password, totp_code: candidates.shift() },
  });
  if (!signIn.ok()) {
    // Not enrolled (the test stopped before confirming): nothing to undo.
    expect(signIn.status(), await signIn.text()).toBe(401);
    return;
  }
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  if (!(await status(token)).enrolled) return;
  const off = await request.post(`${E2E_ORIGINS.api}/api/admin/two-factor/disable`, {
    headers: { authorization: `Bearer ${token}` },
    data: { password: E2E_ADMIN.password, code: candidates.shift() },
  });
  expect(off.status(), await off.text()).toBe(204);
}

test('an admin turns on two-factor authentication, then signs in with the password and the app code', async ({
  page,
  request,
}) => {
  let secret = '';
  let recoveryCodes: string[] = [];
  try {
    await signInToAdminPortal(page);
    await page.getByRole('tab', { name: 'Security' }).click();
    await expect(page.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('button', { name: 'Set up authenticator app' }).click();

    // The QR code to scan, and the same key as text (what the test's "app" reads).
    await expect(
      page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    secret = (await field(page, 'Setup key').inputValue()).replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);

    await field(page, 'Authentication code').fill('000000');
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    await expect(page.getByText('That code does not match.')).toBeVisible();
    await field(page, 'Authentication code').fill(totpCode(secret, 1));
    await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();

    // The recovery codes, shown once, with the advice to store them.
    await expect(page.getByText('Store these recovery codes now')).toBeVisible();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    await page.getByRole('button', { name: 'I have stored the codes' }).click();
    await expect(page.getByText('Recovery codes left:')).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged out successfully')).toBeVisible();

    // The password alone no longer opens the portal: the sign-in asks for the app's code.
    await page.goto(loginPath);
    await field(page, 'Username').fill(E2E_ADMIN.username);
    await field(page, 'Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Enter the authentication code from your authenticator app')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Management Portal' })).toBeHidden();

    await field(page, 'Authentication code').fill(totpCode(secret));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Admin login successful!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Admin Management Portal' })).toBeVisible();
  } finally {
    await turnTwoFactorOff(request, recoveryCodes, secret);
  }

  // Off again: the password alone signs in, as every other spec expects.
  const plain = await request.post(`${E2E_ORIGINS.api}/api/admin/login`, {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(plain.status()).toBe(200);
});

import type { APIRequestContext } from '@playwright/test';
import type { ProductListResponse, TradeRequest } from '@phonehub/contracts';
import { uniqueEmail } from './support/api';
import { E2E_ADMIN, E2E_ORIGINS } from './support/env';
import { field } from './support/fields';
import { fillTexasAddress } from './support/flows';
import { completeOnboarding } from './support/payment-sandbox';
import { expect, test, type Page } from './support/test';

// Issue 19: the customer accepts a counteroffer on the trade page, takes store credit, and spends it at checkout.
// Issue 35: a bank payout is a transfer to a recipient account the customer sets up on the provider's page.

const PASSWORD = 'Correct-Horse-42';
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const api = (path: string) => `${E2E_ORIGINS.api}${path}`;

async function ok<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

type AdminStep = { status: string } & Record<string, unknown>;

/** A new customer's trade-in, taken through the admin's `steps` by the API; answers its email, token and id. */
async function tradeThrough(request: APIRequestContext, tag: string, steps: AdminStep[]) {
  // The shopper's account and trade, and the admin's steps, through the API.
  const email = uniqueEmail(tag);
  const account = await ok<{ access_token: string }>(
    await request.post(api('/api/auth/register'), {
      data: {
        email,
        password: PASSWORD,
        first_name: 'Casey',
        last_name: 'Credit',
        phone: '+1 (555) 010-2040',
      },
    }),
    'register',
  );
  const upload = await ok<{ id: string; token: string }>(
    await request.post(api('/api/trade/images'), {
      multipart: { file: { name: 'front.png', mimeType: 'image/png', buffer: PHOTO } },
    }),
    'photo upload',
  );
  // The upload answers its URL too; a trade names its photos by id and token only.
  const photo = { id: upload.id, token: upload.token };
  const trade = await ok<{ id: string }>(
    await request.post(api('/api/trade/requests'), {
      headers: { authorization: `Bearer ${account.access_token}` },
      data: {
        street: '200 N Michigan Ave',
        city: 'Chicago',
        state: 'IL',
        zipCode: '60601',
        brand: 'Apple',
        model: 'iPhone 15 Pro',
        storage: '256GB',
        condition: 'very_good',
        tradePartner: 'swiftbuy',
        images: [photo],
      },
    }),
    'trade',
  );
  const admin = await ok<{ access_token: string }>(
    await request.post(api('/api/admin/login'), { data: E2E_ADMIN }),
    'admin login',
  );
  for (const body of steps)
    await ok(
      await request.put(api(`/api/admin/trades/${trade.id}`), {
        headers: { authorization: `Bearer ${admin.access_token}` },
        data: body,
      }),
      body.status,
    );

  return { email, token: account.access_token, tradeId: trade.id };
}

/** The customer signs in on the storefront. */
async function signIn(page: Page, email: string) {
  await page.goto('/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Casey', exact: true })).toBeVisible();
}

test('a customer accepts a counteroffer, takes store credit and spends it at checkout', async ({
  page,
  request,
}) => {
  test.slow();
  const { email, token, tradeId } = await tradeThrough(request, 'credit-trade', [
    { status: 'approved' },
    { status: 'received' },
    { status: 'inspected', inspection: { grade: 'C', battery_health: 71 } },
    { status: 'counteroffer', counteroffer_value: 400, counteroffer_reason: 'Battery health is 71 %' },
  ]);

  // The shopper signs in and answers on the trade page.
  await signIn(page, email);
  await page.goto(`/trade/${tradeId}`);
  await expect(page.getByTestId('trade-counteroffer-value')).toHaveText('$400.00');
  await expect(page.getByText('Battery health is 71 %', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Accept offer' }).click();
  const payout = page.getByRole('form', { name: 'Choose your payout' });
  await expect(payout.getByLabel(/Store credit: \$440\.00/)).toBeChecked();
  await payout.getByRole('button', { name: 'Take store credit' }).click();
  await expect(page.getByTestId('trade-payout')).toHaveText('Store credit of $440.00 added to your account');

  // The credit pays a product that costs less than it, with no card at all.
  const listing: ProductListResponse = await (
    await request.get(api('/api/products?limit=48&sort=price'))
  ).json();
  const product = listing.products.find((p) => p.stock >= 1 && p.price <= 300);
  test.skip(!product, 'No product under $300 in stock');
  await page.goto(`/product/${product!.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Added to Cart' })).toBeVisible();
  await page.goto('/checkout');
  await fillTexasAddress(page);
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByRole('checkbox', { name: 'Apply store credit (balance $440.00)' }).check();
  await page.getByRole('button', { name: 'Pay with store credit' }).click();
  await page.waitForURL(/\/orders\/[0-9a-f-]{36}$/);

  const credit = await ok<{ balance_cents: number; entries: { kind: string }[] }>(
    await request.get(api('/api/account/credit'), {
      headers: { authorization: `Bearer ${token}` },
    }),
    'credit',
  );
  expect(credit.entries.map((e) => e.kind)).toEqual(['order_spend', 'trade_payout']);
  expect(credit.balance_cents).toBeLessThan(44000);
});

test('a customer takes a bank payout: sets up payouts on the provider’s page, and the transfer is sent', async ({
  page,
  request,
}) => {
  test.slow();
  const { email, token, tradeId } = await tradeThrough(request, 'bank-trade', [
    { status: 'approved', finalValue: 385 },
    { status: 'received' },
    { status: 'inspected', inspection: { grade: 'A', battery_health: 94 } },
  ]);

  await signIn(page, email);
  await page.goto(`/trade/${tradeId}`);
  const choice = page.getByRole('form', { name: 'Choose your payout' });
  await choice.getByLabel(/^Bank transfer: \$385\.00/).check();
  // No bank numbers are asked for here: the provider's own page takes them.
  await expect(choice.getByRole('textbox')).toHaveCount(0);
  await choice.getByRole('button', { name: 'Request bank transfer' }).click();
  const line = page.getByTestId('trade-payout');
  await expect(line).toContainText('set up payouts with our payment provider');

  await page.getByRole('button', { name: 'Set up payouts' }).click();
  await completeOnboarding(page);
  await page.waitForURL(new RegExp(`/trade/${tradeId}`));
  // The provider's account.updated, then the transfer, are jobs: the page says so as they land.
  await expect(line).toHaveText(
    /^(Payouts enabled: your transfer of \$385\.00 is on its way|Paid: bank transfer of \$385\.00 sent \(transfer tr_\w+\))$/,
    { timeout: 30_000 },
  );

  let sent: TradeRequest | undefined;
  await expect
    .poll(
      async () => {
        sent = await ok<TradeRequest>(
          await request.get(api(`/api/trade/requests/${tradeId}`), {
            headers: { authorization: `Bearer ${token}` },
          }),
          'trade',
        );
        return sent.payout?.status;
      },
      { message: 'the bank payout sent by transfer', timeout: 45_000 },
    )
    .toBe('paid');
  expect(sent?.payout?.reference).toMatch(/^tr_/);
  await page.reload();
  await expect(line).toHaveText(`Paid: bank transfer of $385.00 sent (transfer ${sent?.payout?.reference})`);
});

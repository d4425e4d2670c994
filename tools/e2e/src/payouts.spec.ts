import type { AdminDispute, AuthResponse, Paged } from '@phonehub/contracts';
import type { APIRequestContext } from '@playwright/test';
import { adminToken, api, bearer, okJson, paidApiOrder, uniqueEmail } from './support/api';
import { field } from './support/fields';
import { adminBrowser } from './support/flows';
import { completeOnboarding, sandboxControl } from './support/payment-sandbox';
import { approvedSeller } from './support/sellers';
import { expect, test } from './support/test';

// Issue 35: money goes out through the payment provider. A seller sets up payouts on the
// provider's hosted page; an admin answers a dispute with the evidence the shop assembled.

test('a verified seller sets up payouts on the provider’s hosted page and comes back to “Payouts enabled”', async ({
  page,
  request,
}) => {
  test.slow();
  const password = 'Amber-Ledger-Transfer-35';
  const seller = await approvedSeller(request, {
    tag: 'payouts-seller',
    firstName: 'Robin',
    lastName: 'Payee',
    company: `Payout Refurb ${Date.now().toString(36)}`,
    password,
  });

  await page.goto('/login');
  await field(page, 'Email').fill(seller.email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Robin', exact: true })).toBeVisible();

  await page.goto('/seller-dashboard?tab=payouts');
  await expect(
    page.getByText(
      'Connect a bank account with our payment provider to receive your earnings. Listing stays open meanwhile; transfers wait until payouts are enabled.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your earnings' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up payouts' }).click();

  await completeOnboarding(page);
  // Back on the dashboard; the account turns enabled once the provider's account.updated is handled (a job).
  await page.waitForURL(/\/seller-dashboard\?tab=payouts/);
  await expect(page.getByText('Payouts enabled', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: /Set up payouts|Continue setup/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/seller-dashboard\?tab=payouts$/);

  const account = await okJson<{ state: string }>(
    await request.get(api('/api/seller/payout-account'), { headers: bearer(seller.token) }),
    'payout account',
  );
  expect(account.state).toBe('enabled');
});

/** A new shopper's order of one unit, paid on the sandbox's own pay form; answers the order and its checkout session. */
async function paidOrder(request: APIRequestContext) {
  const email = uniqueEmail('dispute');
  const shopper = await okJson<AuthResponse>(
    await request.post(api('/api/auth/register'), {
      data: {
        email,
        password: 'Chargeback-Harbor-77',
        first_name: 'Dana',
        last_name: 'Dispute',
        phone: '+1 (555) 010-7777',
      },
    }),
    'register',
  );
  const { order, sessionId } = await paidApiOrder(
    request,
    { email, token: shopper.access_token },
    { name: 'Dana Dispute', address_line_1: '8 Cedar Lane' },
  );
  return { email, orderId: order.id, sessionId };
}

test('an admin opens a dispute the card holder’s bank raised, checks the prefilled evidence and submits it', async ({
  browser,
  request,
}) => {
  test.slow();
  const order = await paidOrder(request);
  // The card holder's bank disputes the payment (the sandbox's control; it sends charge.dispute.created).
  await sandboxControl(request, '/_sandbox/disputes', { checkout_session: order.sessionId });

  const admin = await adminToken(request);
  let dispute: AdminDispute | undefined;
  await expect
    .poll(
      async () => {
        const page = await okJson<Paged<AdminDispute>>(
          await request.get(api('/api/admin/disputes?status=needs_response&page_size=100'), {
            headers: bearer(admin),
          }),
          'disputes',
        );
        dispute = page.items.find((d) => d.order_id === order.orderId);
        return dispute?.status;
      },
      { message: 'the dispute recorded from the webhook', timeout: 30_000 },
    )
    .toBe('needs_response');

  const { admin: portal, close } = await adminBrowser(browser);
  await portal.getByRole('tab', { name: 'Disputes' }).click();
  await portal
    .getByRole('button', { name: `Open the dispute on order ${dispute!.order_number}`, exact: true })
    .click();
  const dialog = portal.getByRole('dialog', { name: `Dispute on order ${dispute!.order_number}` });
  const evidence = dialog.getByRole('form', { name: 'Evidence' });
  await expect(evidence.getByRole('textbox', { name: 'Customer email', exact: true })).toHaveValue(
    order.email,
  );
  await expect(evidence.getByRole('textbox', { name: 'Customer name', exact: true })).toHaveValue(
    'Dana Dispute',
  );
  await expect(evidence.getByRole('textbox', { name: 'Shipping address', exact: true })).toHaveValue(
    /8 Cedar Lane/,
  );
  await expect(evidence.getByRole('textbox', { name: 'Product description', exact: true })).not.toHaveValue(
    '',
  );

  await evidence.getByRole('button', { name: 'Submit evidence' }).click();
  const confirm = portal.getByRole('dialog', { name: 'Submit this evidence?' });
  await confirm.getByRole('button', { name: 'Submit evidence' }).click();
  await expect(dialog.getByRole('status').getByText('Evidence submitted', { exact: true })).toBeVisible();
  await expect(dialog.getByText('The dispute is now under review.')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Dispute' }).getByText('Under review')).toBeVisible();
  await expect(evidence.getByRole('textbox', { name: 'Customer email', exact: true })).toHaveAttribute(
    'readonly',
    '',
  );
  await close();
});

import { expect, test } from './support/test';
import { uniqueEmail } from './support/api';
import { field } from './support/fields';
import { adminBrowser } from './support/flows';
import { E2E_ADMIN_PATH_SUFFIX, E2E_ORIGINS } from './support/env';

test('a shopper opens a ticket on /support, the admin answers it in the portal, and the shopper reads the answer', async ({
  browser,
  page,
  request,
}) => {
  // Two apps, the admin remote and two browsers: more than the usual budget on a busy machine.
  test.slow();
  const run = Date.now().toString(36);
  const email = uniqueEmail('support');
  const password = 'Harbor-Lantern-Quartz-57';
  const subject = `Battery drains fast ${run}`;
  const answer = `Please calibrate the battery (${run}): charge to 100 %, then use it until it turns off.`;

  // The shopper's account comes from the API (registering is accounts.spec.ts's subject).
  const registered = await request.post(`${E2E_ORIGINS.api}/api/auth/register`, {
    data: { email, password, first_name: 'Robin', last_name: 'Support', phone: '+1 (555) 301-7788' },
  });
  expect(registered.ok(), `register: ${registered.status()} ${await registered.text()}`).toBe(true);

  // Signed out, the Support Center sends the visitor to sign in.
  await page.goto('/support');
  await expect(page).toHaveURL(/\/login/);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back Robin!')).toBeVisible();

  await page.getByRole('banner').getByRole('link', { name: 'Support' }).first().click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByText('No support tickets yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create Ticket' }).click();
  const create = page.getByRole('dialog', { name: 'New Support Ticket' });
  await create.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await create.getByRole('combobox', { name: 'Category' }).selectOption('technical');
  await create.getByRole('textbox', { name: 'Message' }).fill('My phone loses 30 % an hour since yesterday.');
  await create.getByRole('button', { name: 'Create Ticket' }).click();
  await expect(page.getByText('Support ticket created successfully!')).toBeVisible();
  await expect(create).toHaveCount(0);
  const card = page.getByRole('listitem').filter({ hasText: subject });
  await expect(card.getByText('Waiting for a response from our support team')).toBeVisible();

  // The admin, in a browser of their own, finds it in the Support section and answers it.
  const { admin, close: closeAdmin } = await adminBrowser(browser);
  await admin.getByRole('tab', { name: /^Support/ }).click();
  await expect(admin).toHaveURL(new RegExp(`/dashboard-${E2E_ADMIN_PATH_SUFFIX}/support$`));
  await admin.getByRole('searchbox', { name: 'Search tickets' }).fill(subject);
  await admin.getByRole('searchbox', { name: 'Search tickets' }).press('Enter');
  const row = admin.getByRole('row', { name: new RegExp(subject) });
  await row.getByRole('button', { name: `Open ticket ${subject}` }).click();
  const ticket = admin.getByRole('dialog', { name: subject });
  await expect(ticket.getByText('My phone loses 30 % an hour since yesterday.')).toBeVisible();
  await ticket.getByRole('textbox', { name: 'Reply to the customer' }).fill(answer);
  await ticket.getByRole('button', { name: 'Send Reply' }).click();
  await expect(admin.getByText('Reply sent to the customer')).toBeVisible();
  await expect(ticket.getByText(answer)).toBeVisible();
  await expect(ticket.getByText('In Progress').first()).toBeVisible();
  await closeAdmin();

  // The shopper sees the answer on the ticket.
  await page.reload();
  await expect(card.getByText('Support has replied')).toBeVisible();
  await card.getByRole('button', { name: `View ticket ${subject}` }).click();
  const detail = page.getByRole('dialog', { name: subject });
  await expect(detail.getByText('Support response')).toBeVisible();
  await expect(detail.getByText(answer)).toBeVisible();
  await expect(detail.getByText('Waiting for a response')).toHaveCount(0);
});

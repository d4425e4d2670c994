import { apiErrorReply, pagedFixture, type MockHandler } from '@phonehub/api-client';
import { MAIL_TEXTS, type MailRecord } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, openAdmin, renderAdmin } from '../../../test/render-admin';
import { cellsOf, tableNamed } from '../../../test/table';
import { queriesAfter, searchFor } from '../../../test/list-requests';

const mail = (overrides: Partial<MailRecord>): MailRecord => ({
  id: 'm1',
  template: 'order-confirmation',
  recipient: 'ada@example.com',
  subject: 'Your order #abcd1234',
  status: 'sent',
  attempts: 1,
  last_error: null,
  provider_message_id: '<m1@phonehub.local>',
  related_type: 'order',
  related_id: 'abcd1234',
  created_at: '2026-03-01T10:00:00.000Z',
  updated_at: '2026-03-01T10:00:05.000Z',
  sent_at: '2026-03-01T10:00:05.000Z',
  ...overrides,
});

const SENT = mail({});
const FAILED = mail({
  id: 'm2',
  template: 'password-reset',
  recipient: 'grace@example.com',
  subject: 'Reset your password',
  status: 'failed',
  attempts: 8,
  last_error: 'connect ECONNREFUSED',
  provider_message_id: null,
  related_type: null,
  related_id: null,
  created_at: '2026-03-02T09:30:00.000Z',
  updated_at: '2026-03-03T09:30:00.000Z',
  sent_at: null,
});

const RESEND = `POST /api/admin/mails/${FAILED.id}/resend`;

const asAdmin = (routes: Record<string, MockHandler> = {}) =>
  adminApi({
    'GET /api/admin/mails': (req) => {
      const status = req.query.get('status');
      return { body: pagedFixture([FAILED, SENT].filter((m) => !status || m.status === status)) };
    },
    ...routes,
  });

const table = () => tableNamed('Mails');
const mailRow = async (recipient: string) =>
  (await table()).getByText(recipient).closest('tr') as HTMLElement;

it('lists the mails with their delivery, the last error in full on hover, and Resend only on a failed one', async () => {
  const api = asAdmin();
  renderAdmin(`${DASHBOARD}/mail`, api);
  expect(await screen.findByRole('tab', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true');
  const failed = await mailRow('grace@example.com');
  expect(cellsOf(failed).slice(1)).toEqual([
    'grace@example.com',
    'Reset your password',
    'Password reset',
    'Failed',
    '8',
    'connect ECONNREFUSED',
    'Resend',
  ]);
  expect(within(failed).getByText('connect ECONNREFUSED')).toHaveAttribute('title', 'connect ECONNREFUSED');
  const sent = await mailRow('ada@example.com');
  expect(cellsOf(sent).slice(1)).toEqual([
    'ada@example.com',
    'Your order #abcd1234',
    'Order confirmation',
    'Sent',
    '1',
    '—',
    '',
  ]);
  expect(within(sent).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  expect(
    within(failed).getByRole('button', { name: 'Resend “Reset your password” to grace@example.com' }),
  ).toBeInTheDocument();
  expect(screen.getByText('2 mails, newest first.')).toBeInTheDocument();
  expect(api.callsTo('GET /api/admin/mails')[0].headers.authorization).toBe('Bearer admin-jwt');
});

it('filters by status and searches on the server, kept in the address', async () => {
  const api = asAdmin();
  const { user, location } = openAdmin(`${DASHBOARD}/mail`, api);
  await table();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
  await waitFor(async () => expect((await table()).queryByText('ada@example.com')).not.toBeInTheDocument());
  expect((await table()).getAllByRole('row').slice(1)).toHaveLength(1);
  await searchFor(user, 'Search mails', 'grace');
  expect(await queriesAfter(api, 'GET /api/admin/mails', 3)).toEqual([
    'page=1',
    'page=1&status=failed',
    'page=1&search=grace&status=failed',
  ]);
  expect(location()).toBe(`${DASHBOARD}/mail?status=failed&search=grace`);
});

it('resends a failed mail after asking, says so and reloads the list', async () => {
  let resent = false;
  const api = asAdmin({
    'GET /api/admin/mails': () => ({
      body: pagedFixture([resent ? { ...FAILED, status: 'queued', last_error: null } : FAILED, SENT]),
    }),
    [RESEND]: () => {
      resent = true;
      return { body: { ...FAILED, status: 'queued' } };
    },
  });
  const { user } = openAdmin(`${DASHBOARD}/mail`, api);
  await user.click(within(await mailRow('grace@example.com')).getByRole('button', { name: /Resend/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Send this mail again?' }));
  expect(api.callsTo(RESEND)).toHaveLength(0);
  await user.click(dialog.getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText(MAIL_TEXTS.resent)).toBeInTheDocument();
  expect(api.callsTo(RESEND)).toHaveLength(1);
  await waitFor(async () => expect(cellsOf(await mailRow('grace@example.com'))[4]).toBe('Queued'));
  expect(
    within(await mailRow('grace@example.com')).queryByRole('button', { name: /Resend/ }),
  ).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("keeps the dialog with the server's reason when the mail cannot be resent", async () => {
  const { user } = openAdmin(
    `${DASHBOARD}/mail`,
    asAdmin({ [RESEND]: apiErrorReply(409, 'INVALID_TRANSITION', MAIL_TEXTS.notResendable) }),
  );
  await user.click(within(await mailRow('grace@example.com')).getByRole('button', { name: /Resend/ }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Resend' }));
  expect(await dialog.findByText(MAIL_TEXTS.notResendable)).toBeInTheDocument();
  expect(screen.getByText('Failed to resend the mail')).toBeInTheDocument();
});

it('says so when no mail has been sent yet', async () => {
  renderAdmin(`${DASHBOARD}/mail`, asAdmin({ 'GET /api/admin/mails': { body: pagedFixture([]) } }));
  expect(await screen.findByText('No mails yet')).toBeInTheDocument();
});

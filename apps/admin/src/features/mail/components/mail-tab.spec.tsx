import { apiErrorReply, createFetchMock, fakeUser, pagedFixture, storeSignedIn, type FetchMock } from '@phonehub/api-client';
import { MAIL_TEXTS, type MailRecord } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD, renderAdmin } from '../../../test/render-admin';

const admin = fakeUser({ id: 'admin-1', role: 'admin' });

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

function asAdmin(setup: (api: FetchMock) => void = () => undefined) {
  const api = createFetchMock();
  storeSignedIn(api, admin, 'admin-jwt');
  api.on('GET /api/admin/trades/stats', apiErrorReply(403, 'FORBIDDEN', 'No'));
  api.on('GET /api/admin/orders/stats', apiErrorReply(403, 'FORBIDDEN', 'No'));
  api.on('GET /api/admin/partner-applications', { body: pagedFixture([], { total: 0 }) });
  api.on('GET /api/admin/mails', (req) => {
    const status = req.query.get('status');
    return { body: pagedFixture([FAILED, SENT].filter((m) => !status || m.status === status)) };
  });
  setup(api);
  return api;
}

const table = async () => within(await screen.findByRole('table', { name: 'Mails' }));
const mailRow = async (recipient: string) => (await table()).getByText(recipient).closest('tr') as HTMLElement;
const cells = (tr: HTMLElement) =>
  within(tr)
    .getAllByRole('cell')
    .map((c) => c.textContent);

it('lists the mails with their delivery, the last error in full on hover, and Resend only on a failed one', async () => {
  const api = asAdmin();
  renderAdmin(`${DASHBOARD}/mail`, api);
  expect(await screen.findByRole('tab', { name: 'Mail' })).toHaveAttribute('aria-selected', 'true');
  const failed = await mailRow('grace@example.com');
  expect(cells(failed).slice(1)).toEqual(['grace@example.com', 'Reset your password', 'Password reset', 'Failed', '8', 'connect ECONNREFUSED', 'Resend']);
  expect(within(failed).getByText('connect ECONNREFUSED')).toHaveAttribute('title', 'connect ECONNREFUSED');
  const sent = await mailRow('ada@example.com');
  expect(cells(sent).slice(1)).toEqual(['ada@example.com', 'Your order #abcd1234', 'Order confirmation', 'Sent', '1', '—', '']);
  expect(within(sent).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  expect(within(failed).getByRole('button', { name: 'Resend “Reset your password” to grace@example.com' })).toBeInTheDocument();
  expect(screen.getByText('2 mails, newest first.')).toBeInTheDocument();
  expect(api.callsTo('GET /api/admin/mails')[0].headers.authorization).toBe('Bearer admin-jwt');
});

it('filters by status and searches on the server, kept in the address', async () => {
  const api = asAdmin();
  const user = userEvent.setup();
  const view = renderAdmin(`${DASHBOARD}/mail`, api);
  await table();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Failed');
  await waitFor(async () => expect((await table()).queryByText('ada@example.com')).not.toBeInTheDocument());
  expect((await table()).getAllByRole('row').slice(1)).toHaveLength(1);
  await user.type(screen.getByRole('searchbox', { name: 'Search mails' }), 'grace{Enter}');
  await waitFor(() => expect(api.callsTo('GET /api/admin/mails')).toHaveLength(3));
  expect(api.callsTo('GET /api/admin/mails').map((c) => c.query.toString())).toEqual(['page=1', 'page=1&status=failed', 'page=1&search=grace&status=failed']);
  expect(view.location()).toBe(`${DASHBOARD}/mail?status=failed&search=grace`);
});

it('resends a failed mail after asking, says so and reloads the list', async () => {
  let resent = false;
  const api = asAdmin((mock) => {
    mock.on('GET /api/admin/mails', () => ({ body: pagedFixture([resent ? { ...FAILED, status: 'queued', last_error: null } : FAILED, SENT]) }));
    mock.on(RESEND, () => {
      resent = true;
      return { body: { ...FAILED, status: 'queued' } };
    });
  });
  const user = userEvent.setup();
  renderAdmin(`${DASHBOARD}/mail`, api);
  await user.click(within(await mailRow('grace@example.com')).getByRole('button', { name: /Resend/ }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Send this mail again?' }));
  expect(api.callsTo(RESEND)).toHaveLength(0);
  await user.click(dialog.getByRole('button', { name: 'Resend' }));
  expect(await screen.findByText(MAIL_TEXTS.resent)).toBeInTheDocument();
  expect(api.callsTo(RESEND)).toHaveLength(1);
  await waitFor(async () => expect(cells(await mailRow('grace@example.com'))[4]).toBe('Queued'));
  expect(within(await mailRow('grace@example.com')).queryByRole('button', { name: /Resend/ })).not.toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("keeps the dialog with the server's reason when the mail cannot be resent", async () => {
  const api = asAdmin((mock) => mock.on(RESEND, apiErrorReply(409, 'INVALID_TRANSITION', MAIL_TEXTS.notResendable)));
  const user = userEvent.setup();
  renderAdmin(`${DASHBOARD}/mail`, api);
  await user.click(within(await mailRow('grace@example.com')).getByRole('button', { name: /Resend/ }));
  const dialog = within(await screen.findByRole('dialog'));
  await user.click(dialog.getByRole('button', { name: 'Resend' }));
  expect(await dialog.findByText(MAIL_TEXTS.notResendable)).toBeInTheDocument();
  expect(screen.getByText('Failed to resend the mail')).toBeInTheDocument();
});

it('says so when no mail has been sent yet', async () => {
  renderAdmin(`${DASHBOARD}/mail`, asAdmin((api) => api.on('GET /api/admin/mails', { body: pagedFixture([]) })));
  expect(await screen.findByText('No mails yet')).toBeInTheDocument();
});

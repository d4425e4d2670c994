import { fakeSupportTicket, pagedFixture, type FetchMock } from '@phonehub/api-client';
import type {
  AdminContactMessage,
  AdminSupportSummary,
  AdminSupportTicket,
  AdminSupportTicketDetail,
} from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, renderAdmin } from '../../../test/render-admin';
import { bodyCellsOf, cellsOf, tableNamed } from '../../../test/table';
import { chooseFilters, optionTextsOf, queriesOf } from '../../../test/list-requests';

const QUEUE = 'GET /api/admin/support/tickets';

function fakeTicket(overrides: Partial<AdminSupportTicket> = {}): AdminSupportTicket {
  return {
    ...fakeSupportTicket({ id: 't0000000-0000-4000-8000-000000000001' }),
    user_id: 'user-1',
    user_email: 'dana@example.com',
    user_first_name: 'Dana',
    user_last_name: 'Smith',
    assignee_id: null,
    assignee_name: null,
    first_response_at: null,
    waiting_since: '2026-11-20T10:00:00.000Z',
    overdue: true,
    ...overrides,
  };
}

const OVERDUE = fakeTicket();
const FRESH = fakeTicket({
  id: 't0000000-0000-4000-8000-000000000002',
  subject: 'Refund status',
  category: 'billing',
  priority: 'high',
  overdue: false,
  status: 'in_progress',
  waiting_on: 'customer',
  assignee_id: 'admin-1',
  assignee_name: 'Admin Team',
});

const detailOf = (ticket: AdminSupportTicket): AdminSupportTicketDetail => ({
  ...ticket,
  messages: [
    {
      id: 'm1',
      author: 'customer',
      author_name: 'Dana',
      body: ticket.message,
      attachments: [],
      created_at: ticket.created_at,
    },
  ],
});

const CONTACT: AdminContactMessage = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'Lee Park',
  email: 'lee@example.com',
  subject: 'Bulk order',
  message: 'Do you sell to schools?',
  status: 'new',
  created_at: '2026-11-21T10:00:00.000Z',
  reply: null,
  replied_at: null,
  ticket_id: null,
  has_account: true,
  sender_verified: true,
};

const asAdmin = (summary: Partial<AdminSupportSummary> = {}): FetchMock =>
  adminApi({
    'GET /api/admin/partner-applications': { body: pagedFixture([]) },
    'GET /api/admin/support/summary': {
      body: { open_tickets: 4, overdue_tickets: 1, new_contact_messages: 2, ...summary },
    },
    'GET /api/admin/support/assignees': { body: [{ id: 'admin-1', name: 'Admin Team' }] },
    [QUEUE]: { body: pagedFixture([OVERDUE, FRESH]) },
    [`GET /api/admin/support/tickets/${OVERDUE.id}`]: { body: detailOf(OVERDUE) },
    'GET /api/admin/contact-messages': { body: pagedFixture([CONTACT]) },
  });

const queue = () => tableNamed('Tickets');
const cells = cellsOf;

it('shows the queue as the API orders it (overdue first, flagged), with the open count on the tab', async () => {
  const api = asAdmin();
  renderAdmin(`${DASHBOARD}/support`, api);
  expect(await bodyCellsOf(queue())).toEqual([
    [
      'Screen flickersOverdue',
      'Dana Smithdana@example.com',
      'Technical',
      'Medium',
      'Open',
      'Unassigned',
      'Support since Nov 20, 2026',
      'Nov 20, 2026',
      'Open',
    ],
    [
      'Refund status',
      'Dana Smithdana@example.com',
      'Billing',
      'High',
      'In Progress',
      'Admin Team',
      'Customer',
      'Nov 20, 2026',
      'Open',
    ],
  ]);
  expect(await screen.findByRole('tab', { name: 'Support 4 open' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Tickets 4 open · 1 overdue/ })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

it('filters by priority and category on the server, in the address', async () => {
  const api = asAdmin();
  renderAdmin(`${DASHBOARD}/support`, api);
  const user = userEvent.setup();
  await queue();
  await chooseFilters(user, { Priority: 'high', Category: 'billing' });
  await waitFor(() => expect(queriesOf(api, QUEUE)).toContain('page=1&priority=high&category=billing'));
});

it('opens a ticket, answers the customer and closes it through the legal steps only', async () => {
  const api = asAdmin();
  api.on(`POST /api/support/tickets/${OVERDUE.id}/messages`, (req) => ({
    status: 201,
    body: {
      ...detailOf(OVERDUE),
      status: 'in_progress',
      admin_response: (req.body as { message: string }).message,
    },
  }));
  api.on(`PUT /api/admin/support/tickets/${OVERDUE.id}`, (req) => ({
    body: { ...detailOf(OVERDUE), ...(req.body as object) },
  }));
  renderAdmin(`${DASHBOARD}/support`, api);
  const user = userEvent.setup();
  await user.click((await queue()).getByRole('button', { name: 'Open ticket Screen flickers' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Screen flickers' }));
  expect(await dialog.findByText('Since the update the screen flickers.')).toBeInTheDocument();
  expect(dialog.getByText(/no reply yet/)).toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'Send Reply' }));
  expect(dialog.getByText('Please write a message')).toBeInTheDocument();
  await user.type(dialog.getByLabelText(/Reply to the customer/), 'Please restart the phone.');
  await user.click(dialog.getByRole('button', { name: 'Send Reply' }));
  expect(await screen.findByText('Reply sent to the customer')).toBeInTheDocument();
  expect(api.callsTo(`POST /api/support/tickets/${OVERDUE.id}/messages`)[0].body).toEqual({
    message: 'Please restart the phone.',
  });

  const status = dialog.getByRole('combobox', { name: 'Status' });
  expect(optionTextsOf(status)).toEqual(['Open', 'In Progress', 'Closed']);
  await user.selectOptions(status, 'closed');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Assignee' }), 'admin-1');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Ticket updated')).toBeInTheDocument();
  expect(api.callsTo(`PUT /api/admin/support/tickets/${OVERDUE.id}`)[0].body).toEqual({
    status: 'closed',
    assignee_id: 'admin-1',
  });
});

it('lists contact messages, replies by email and makes a ticket when its account sent it signed in, verified', async () => {
  const api = asAdmin();
  api.on(`POST /api/admin/contact-messages/${CONTACT.id}/reply`, (req) => ({
    body: { ...CONTACT, status: 'replied', reply: (req.body as { message: string }).message },
  }));
  api.on(`POST /api/admin/contact-messages/${CONTACT.id}/convert`, {
    body: { ...CONTACT, status: 'converted', ticket_id: OVERDUE.id },
  });
  renderAdmin(`${DASHBOARD}/support/contact`, api);
  const user = userEvent.setup();
  const table = within(await screen.findByRole('table', { name: 'Contact messages' }));
  expect(cells(table.getAllByRole('row')[1])).toEqual(
    expect.arrayContaining(['Lee Parklee@example.com', 'Bulk order', 'Do you sell to schools?', 'New']),
  );

  await user.click(table.getByRole('button', { name: 'Reply to Lee Park' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Reply to Lee Park' }));
  await user.type(dialog.getByLabelText(/Your reply/), 'Yes, we do.');
  await user.click(dialog.getByRole('button', { name: 'Send Reply' }));
  expect(await screen.findByText('Reply emailed')).toBeInTheDocument();
  expect(api.callsTo(`POST /api/admin/contact-messages/${CONTACT.id}/reply`)[0].body).toEqual({
    message: 'Yes, we do.',
  });

  await user.click(table.getByRole('button', { name: "Make a ticket of Lee Park's message" }));
  const confirm = within(await screen.findByRole('dialog', { name: 'Make a support ticket?' }));
  await user.click(confirm.getByRole('button', { name: 'Make Ticket' }));
  expect(await screen.findByText('Message turned into a support ticket')).toBeInTheDocument();
  expect(api.callsTo(`POST /api/admin/contact-messages/${CONTACT.id}/convert`)).toHaveLength(1);
});

it('offers no ticket for a message anyone could have sent with that address (issue 34)', async () => {
  const typed = { ...CONTACT, sender_verified: false };
  const api = asAdmin();
  api.on('GET /api/admin/contact-messages', { body: pagedFixture([typed]) });
  renderAdmin(`${DASHBOARD}/support/contact`, api);
  const table = within(await screen.findByRole('table', { name: 'Contact messages' }));
  expect(table.getByText('Unverified sender: reply by email')).toBeInTheDocument();
  expect(
    table.queryByRole('button', { name: "Make a ticket of Lee Park's message" }),
  ).not.toBeInTheDocument();
  expect(table.getByRole('button', { name: 'Reply to Lee Park' })).toBeInTheDocument();
});

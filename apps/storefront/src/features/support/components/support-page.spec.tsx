import type { Paged, SupportTicket, SupportTicketDetail } from '@phonehub/contracts';
import { apiErrorReply, fakeSupportTicket, signedInFetchMock, type FetchMock } from '@phonehub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const LIST = 'GET /api/support/tickets';

const ticket = fakeSupportTicket;

function detail(base: SupportTicket, messages: SupportTicketDetail['messages']): SupportTicketDetail {
  return { ...base, messages };
}

const paged = (items: SupportTicket[]): Paged<SupportTicket> => ({
  items,
  total: items.length,
  page: 1,
  page_size: 10,
  total_pages: 1,
});

function signedIn(tickets: SupportTicket[] = []): FetchMock {
  const api = signedInFetchMock();
  api.on(LIST, { body: paged(tickets) });
  return api;
}

it('sends a signed-out visitor to /login', async () => {
  const app = renderApp('/support');
  await waitFor(() => expect(app.location()).toMatch(/^\/login/));
});

it('shows the empty state and creates a ticket from the New Ticket modal (spec checks and toast)', async () => {
  const user = userEvent.setup();
  const api = signedIn();
  const created = ticket({ id: 'ticket-9', subject: 'Refund please', category: 'billing' });
  api.on('POST /api/support/tickets', (req) => {
    api.on(LIST, { body: paged([created]) });
    return { status: 201, body: { ...created, ...(req.body as object) } };
  });
  renderApp('/support', { api });

  expect(await screen.findByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
  expect(await screen.findByText('No support tickets yet')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create Ticket' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New Support Ticket' }));
  expect(dialog.getByLabelText(/Category/)).toHaveValue('general');

  await user.click(dialog.getByRole('button', { name: 'Create Ticket' }));
  expect(dialog.getByText('Please fill in all required fields')).toBeInTheDocument();
  expect(api.callsTo('POST /api/support/tickets')).toHaveLength(0);

  await user.type(dialog.getByLabelText(/Subject/), ' Refund please ');
  await user.selectOptions(dialog.getByLabelText(/Category/), 'billing');
  await user.type(dialog.getByLabelText(/Message/), 'I returned the phone last week.');
  await user.click(dialog.getByRole('button', { name: 'Create Ticket' }));

  expect(await screen.findByText('Support ticket created successfully!')).toBeInTheDocument();
  expect(api.callsTo('POST /api/support/tickets')[0].body).toEqual({
    subject: 'Refund please',
    message: 'I returned the phone last week.',
    category: 'billing',
    order_id: null,
    attachments: [],
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByRole('heading', { name: 'Refund please' })).toBeInTheDocument();
});

it("shows the server's reason when the ticket is refused", async () => {
  const user = userEvent.setup();
  const api = signedIn();
  api.on('POST /api/support/tickets', apiErrorReply(400, 'VALIDATION_FAILED', 'Order not found'));
  renderApp('/support?order=0b7c8d6e-1111-4222-8333-444455556666', { api });

  const dialog = within(await screen.findByRole('dialog', { name: 'New Support Ticket' }));
  expect(dialog.getByText('About order #55556666')).toBeInTheDocument();
  expect(dialog.getByLabelText(/Category/)).toHaveValue('order');
  await user.type(dialog.getByLabelText(/Subject/), 'Late');
  await user.type(dialog.getByLabelText(/Message/), 'Where is it?');
  await user.click(dialog.getByRole('button', { name: 'Create Ticket' }));
  expect(await dialog.findByText('Order not found')).toBeInTheDocument();
  expect(api.callsTo('POST /api/support/tickets')[0].body).toMatchObject({
    order_id: '0b7c8d6e-1111-4222-8333-444455556666',
    category: 'order',
  });
});

it("lists ticket cards; the detail shows the waiting notice, then support's answer, and sends a reply", async () => {
  const user = userEvent.setup();
  const waiting = ticket();
  const answered = ticket({
    id: 'ticket-2',
    subject: 'Charger missing',
    status: 'in_progress',
    waiting_on: 'customer',
    admin_response: 'We are sending one today.',
    admin_responded_at: '2026-11-21T09:00:00.000Z',
    message_count: 2,
  });
  const api = signedIn([answered, waiting]);
  api.on('GET /api/support/tickets/ticket-1', {
    body: detail(waiting, [
      {
        id: 'm1',
        author: 'customer',
        author_name: 'Ada',
        body: waiting.message,
        attachments: [],
        created_at: waiting.created_at,
      },
    ]),
  });
  const conversation = [
    {
      id: 'm2',
      author: 'customer' as const,
      author_name: 'Ada',
      body: 'No charger in the box.',
      attachments: [],
      created_at: answered.created_at,
    },
    {
      id: 'm3',
      author: 'support' as const,
      author_name: 'PhoneHub Support',
      body: 'We are sending one today.',
      attachments: [],
      created_at: '2026-11-21T09:00:00.000Z',
    },
  ];
  api.on('GET /api/support/tickets/ticket-2', { body: detail(answered, conversation) });
  api.on('POST /api/support/tickets/ticket-2/messages', (req) => {
    const now = detail({ ...answered, status: 'open', waiting_on: 'support', message_count: 3 }, [
      ...conversation,
      {
        id: 'm4',
        author: 'customer',
        author_name: 'Ada',
        body: (req.body as { message: string }).message,
        attachments: [],
        created_at: '2026-11-22T09:00:00.000Z',
      },
    ]);
    api.on('GET /api/support/tickets/ticket-2', { body: now });
    return { status: 201, body: now };
  });
  renderApp('/support', { api });

  const cards = within(await screen.findByRole('list', { name: 'Your support tickets' }));
  expect(cards.getAllByRole('heading').map((h) => h.textContent)).toEqual([
    'Charger missing',
    'Screen flickers',
  ]);
  expect(cards.getByText('Waiting for a response from our support team')).toBeInTheDocument();
  expect(cards.getByText('Support has replied')).toBeInTheDocument();

  await user.click(cards.getByRole('button', { name: 'View ticket Screen flickers' }));
  let dialog = within(await screen.findByRole('dialog', { name: 'Screen flickers' }));
  expect(await dialog.findByText('Waiting for a response')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Close' }));

  await user.click(cards.getByRole('button', { name: 'View ticket Charger missing' }));
  dialog = within(await screen.findByRole('dialog', { name: 'Charger missing' }));
  const messages = within(await dialog.findByRole('list', { name: 'Conversation' }));
  expect(messages.getByText('Support response')).toBeInTheDocument();
  expect(messages.getByText('We are sending one today.')).toBeInTheDocument();
  expect(dialog.queryByText('Waiting for a response')).not.toBeInTheDocument();

  await user.click(dialog.getByRole('button', { name: 'Send Reply' }));
  expect(dialog.getByText('Please write a message')).toBeInTheDocument();
  await user.type(dialog.getByLabelText('Your reply'), 'Thanks! Still waiting though.');
  await user.click(dialog.getByRole('button', { name: 'Send Reply' }));
  expect(await messages.findByText('Thanks! Still waiting though.')).toBeInTheDocument();
  expect(api.callsTo('POST /api/support/tickets/ticket-2/messages')[0].body).toEqual({
    message: 'Thanks! Still waiting though.',
    attachments: [],
  });
});

it("opens the ticket named in the reply mail's link", async () => {
  const waiting = ticket();
  const api = signedIn([waiting]);
  api.on('GET /api/support/tickets/ticket-1', { body: detail(waiting, []) });
  renderApp('/support?ticket=ticket-1', { api });
  expect(await screen.findByRole('dialog', { name: 'Screen flickers' })).toBeInTheDocument();
});

it("toasts 'Failed to load tickets' and offers to try again", async () => {
  const api = signedIn();
  api.on(LIST, apiErrorReply(500, 'INTERNAL', 'boom'));
  renderApp('/support', { api });
  expect(await screen.findAllByText('Failed to load tickets')).not.toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
});

import { randomUUID } from 'node:crypto';
import type {
  AdminContactMessage,
  AdminSupportSummary,
  AdminSupportTicket,
  AdminSupportTicketDetail,
  ApiErrorBody,
  ContactMessageResponse,
  Paged,
  SupportAssignee,
  SupportAttachment,
  SupportTicket,
  SupportTicketDetail,
} from '@phonehub/contracts';
import {
  eventually,
  PNG,
  readOutbox,
  register,
  registerVerified,
  uniqueEmail,
  uniqueTag,
  waitForMail,
} from './support/fixtures';
import { client } from './support/http';
import { addProduct, checkout, useSandboxShop } from './support/sandbox-shop';
import { startTestApp, useTempDir } from './support/test-app';

type Err = Partial<ApiErrorBody>;

describe('support tickets and the contact form', () => {
  const uploadDir = useTempDir('phonehub-support-uploads-');
  const shop = useSandboxShop({ SUPPORT_UPLOAD_DIR: uploadDir });
  const tag = uniqueTag();

  const api = () => shop.api;
  const admin = () => shop.adminToken;
  const shopper = (first = 'Dana') => register(api(), { first_name: first });
  const create = (token: string | undefined, body: unknown) =>
    api().post<SupportTicket & Err>('/api/support/tickets', body, { token });
  const detail = (token: string, id: string) =>
    api().get<SupportTicketDetail & AdminSupportTicketDetail & Err>(`/api/support/tickets/${id}`, { token });
  const reply = (token: string, id: string, body: unknown) =>
    api().post<SupportTicketDetail & AdminSupportTicketDetail & Err>(
      `/api/support/tickets/${id}/messages`,
      body,
      { token },
    );
  const update = (id: string, body: unknown, token = admin()) =>
    api().put<AdminSupportTicketDetail & Err>(`/api/admin/support/tickets/${id}`, body, { token });
  const queue = (query: string, token = admin()) =>
    api().get<Paged<AdminSupportTicket> & Err>(`/api/admin/support/tickets?${query}`, { token });
  /** The record's status changes, oldest first: from, to and who (kind, id). */
  const history = (subject: 'ticket' | 'contact_message', id: string) =>
    shop.t.db.query(
      `SELECT from_status AS "from", to_status AS "to", actor_kind AS kind, actor_id AS "by"
         FROM status_changes WHERE subject = $1 AND record_id = $2 ORDER BY created_at, id`,
      [subject, id],
    );

  const upload = (token: string | undefined) =>
    shop.api.upload<SupportAttachment & Err>(
      '/api/support/attachments',
      { field: 'file', bytes: PNG, filename: 'screen.png', type: 'image/png' },
      { token },
    );

  it('needs a signed-in user for tickets', async () => {
    expect((await api().get('/api/support/tickets')).status).toBe(401);
    expect((await create(undefined, { subject: 'Hi', message: 'Hello' })).status).toBe(401);
    expect((await upload(undefined)).status).toBe(401);
  });

  it.each([
    ['an empty subject', { subject: '', message: 'My screen flickers' }],
    ['a blank message', { subject: 'Screen', message: '   ' }],
    ['no message at all', { subject: 'Screen' }],
  ])('refuses %s with the spec sentence (400), creating nothing', async (_what, body) => {
    const dana = await shopper();
    const res = await create(dana.access_token, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Please fill in all required fields',
    });
    const mine = await api().get<Paged<SupportTicket>>('/api/support/tickets', { token: dana.access_token });
    expect(mine.body.total).toBe(0);
  });

  it("refuses a category off the list and an order that is not the shopper's", async () => {
    const dana = await shopper();
    const bad = await create(dana.access_token, { subject: 'S', message: 'M', category: 'shipping' });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe('category must be one of: general, order, technical, billing');
    const unknownOrder = await create(dana.access_token, {
      subject: 'S',
      message: 'M',
      order_id: randomUUID(),
    });
    expect(unknownOrder.status).toBe(400);
    expect(unknownOrder.body.detail).toBe('Order not found');
  });

  it("links a ticket to one of the shopper's own orders only", async () => {
    const dana = await shopper();
    const sam = await shopper('Sam');
    const product = await addProduct(shop.t, 19_900, 5, `support-${tag}`);
    const session = await checkout(shop, dana, [{ id: product, quantity: 1 }]);
    expect(session.status).toBe(201);
    const [{ id: orderId }] = await shop.t.db.query('SELECT id FROM orders WHERE stripe_session_id = $1', [
      session.body.session_id,
    ]);
    const own = await create(dana.access_token, {
      subject: 'Where is it?',
      message: 'Ordered yesterday',
      category: 'order',
      order_id: orderId,
    });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ order_id: orderId, category: 'order' });
    const other = await create(sam.access_token, { subject: 'Not mine', message: 'x', order_id: orderId });
    expect(other.status).toBe(400);
    expect(other.body.detail).toBe('Order not found');
  });

  it('runs a ticket from the shopper to the admin and back, with the mails', async () => {
    const dana = await shopper('Dana');
    const sam = await shopper('Sam');
    const subject = `Screen flickers ${tag}`;

    // The shopper opens it (category general by default) with an image.
    const image = await upload(dana.access_token);
    expect(image.status).toBe(201);
    const created = await create(dana.access_token, {
      subject,
      message: 'Since the update the screen flickers.',
      attachments: [image.body.id],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      subject,
      category: 'general',
      status: 'open',
      priority: 'medium',
      admin_response: null,
      admin_responded_at: null,
      waiting_on: 'support',
    });
    const id = created.body.id;

    // Support's address is told about it.
    const notices = await eventually(
      async () =>
        (await readOutbox(shop.t.outboxDir)).filter((m) => m.subject === `New support ticket: ${subject}`),
      (found) => found.length > 0,
      'the new ticket notice',
    );
    expect(notices[0].to).toBe('support@phonehub.com');
    expect(notices[0].text).toContain(dana.email);

    // The shopper sees it in their list and in full; another shopper gets 404.
    const mine = await api().get<Paged<SupportTicket>>('/api/support/tickets', { token: dana.access_token });
    expect(mine.body.items.map((item) => item.id)).toEqual([id]);
    const own = await detail(dana.access_token, id);
    expect(own.status).toBe(200);
    expect(own.body.messages).toHaveLength(1);
    expect(own.body.messages[0]).toMatchObject({
      author: 'customer',
      author_name: 'Dana',
      body: 'Since the update the screen flickers.',
    });
    expect(own.body.messages[0].attachments).toEqual([
      { id: image.body.id, url: `/api/support/attachments/${image.body.id}` },
    ]);
    const served = await fetch(`${shop.t.baseUrl}/api/support/attachments/${image.body.id}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await detail(sam.access_token, id)).status).toBe(404);
    expect((await reply(sam.access_token, id, { message: 'me too' })).status).toBe(404);
    expect(
      (await api().get<Paged<SupportTicket>>('/api/support/tickets', { token: sam.access_token })).body.total,
    ).toBe(0);
    // Someone else's image cannot be attached, nor one already used.
    const stolen = await reply(sam.access_token, id, { message: 'x', attachments: [image.body.id] });
    expect(stolen.status).toBe(404);
    const reused = await create(dana.access_token, {
      subject: 'again',
      message: 'again',
      attachments: [image.body.id],
    });
    expect(reused.status).toBe(400);
    expect(reused.body.detail).toBe('One of the attached images was not found. Please upload it again.');

    // The admin finds it in the queue (filters and search), sets priority and assignee.
    const listed = await queue(`search=${encodeURIComponent(subject)}&status=open&category=general`);
    expect(listed.status).toBe(200);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).toMatchObject({
      id,
      user_email: dana.email,
      overdue: false,
      first_response_at: null,
    });
    expect((await queue(`search=${encodeURIComponent(subject)}&priority=high`)).body.items).toHaveLength(0);
    const assignees = await api().get<SupportAssignee[]>('/api/admin/support/assignees', { token: admin() });
    const [me] = assignees.body;
    const assigned = await update(id, { priority: 'high', assignee_id: me.id });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      priority: 'high',
      assignee_id: me.id,
      assignee_name: me.name,
      status: 'open',
    });
    const notAdmin = await update(id, { assignee_id: dana.user.id });
    expect(notAdmin.status).toBe(400);
    expect(notAdmin.body.detail).toBe('Tickets can only be assigned to an administrator');
    expect((await update(id, { priority: 'urgent' })).status).toBe(400);
    expect((await update(id, { priority: 'low' }, dana.access_token)).status).toBe(403);
    expect((await queue('', dana.access_token)).status).toBe(403);

    // The admin replies: in progress, waiting on the shopper, first reply recorded, shopper mailed.
    const answered = await reply(admin(), id, { message: 'Please restart the phone.\nThen tell us.' });
    expect(answered.status).toBe(201);
    expect(answered.body).toMatchObject({
      status: 'in_progress',
      waiting_on: 'customer',
      admin_response: 'Please restart the phone.\nThen tell us.',
    });
    expect(answered.body.first_response_at).not.toBeNull();
    expect(answered.body.admin_responded_at).not.toBeNull();
    const [mail] = await waitForMail(shop.t.outboxDir, dana.email);
    expect(mail.subject).toBe(`Re: ${subject} [PhoneHub Support]`);
    expect(mail.text).toContain('Please restart the phone.');
    expect(mail.text).toContain(`http://localhost:4200/support?ticket=${id}`);

    const seen = await detail(dana.access_token, id);
    expect(seen.body.admin_response).toBe('Please restart the phone.\nThen tell us.');
    expect(seen.body.messages.map((m) => m.author)).toEqual(['customer', 'support']);
    expect(seen.body.messages[1].author_name).toBe('PhoneHub Support');

    // The shopper's reply to a ticket waiting on them re-opens it.
    const back = await reply(dana.access_token, id, { message: 'Still flickers.' });
    expect(back.status).toBe(201);
    expect(back.body).toMatchObject({ status: 'open', waiting_on: 'support', message_count: 3 });
    expect((await reply(dana.access_token, id, { message: '  ' })).body.detail).toBe(
      'Please write a message',
    );

    // The admin closes it; an illegal step is 409; the shopper's reply re-opens it again.
    const closed = await update(id, { status: 'closed' });
    expect(closed.body).toMatchObject({ status: 'closed', waiting_on: null });
    const illegal = await update(id, { status: 'in_progress' });
    expect(illegal.status).toBe(409);
    expect(illegal.body.code).toBe('INVALID_TRANSITION');
    const reopened = await reply(dana.access_token, id, { message: 'It came back.' });
    expect(reopened.body).toMatchObject({ status: 'open', waiting_on: 'support' });

    // Every move is in the status history with who made it; the refused one is not.
    const support = {
      kind: 'admin',
      by: (await api().get<{ id: string }>('/api/auth/me', { token: admin() })).body.id,
    };
    const customer = { kind: 'shopper', by: dana.user.id };
    expect(await history('ticket', id)).toEqual([
      { from: 'open', to: 'in_progress', ...support },
      { from: 'in_progress', to: 'open', ...customer },
      { from: 'open', to: 'closed', ...support },
      { from: 'closed', to: 'open', ...customer },
    ]);

    // The admin's writes are in the audit log.
    const audit = await api().get<{ items: { action: string }[] }>(
      `/api/admin/audit-log?entity_type=support_ticket&entity_id=${id}`,
      { token: admin() },
    );
    expect(audit.body.items.map((entry) => entry.action).sort()).toEqual([
      'support_ticket.reply',
      'support_ticket.update',
      'support_ticket.update',
    ]);
  });

  it('puts tickets waiting on support for more than one business day first, flagged overdue', async () => {
    const dana = await shopper();
    const fresh = await create(dana.access_token, { subject: `Fresh ${tag}`, message: 'new' });
    const old = await create(dana.access_token, { subject: `Old ${tag}`, message: 'old' });
    await shop.t.db.query(
      `UPDATE support_tickets SET waiting_since = now() - interval '5 days', created_at = now() - interval '5 days' WHERE id = $1`,
      [old.body.id],
    );
    const listed = await queue(`search=${encodeURIComponent(tag)}&page_size=100`);
    const ours = listed.body.items.filter((item) => [fresh.body.id, old.body.id].includes(item.id));
    expect(ours.map((item) => [item.id, item.overdue])).toEqual([
      [old.body.id, true],
      [fresh.body.id, false],
    ]);
    const summary = await api().get<AdminSupportSummary>('/api/admin/support/summary', { token: admin() });
    expect(summary.body.open_tickets).toBeGreaterThanOrEqual(2);
    expect(summary.body.overdue_tickets).toBeGreaterThanOrEqual(1);
  });

  describe('contact form', () => {
    const contact = (body: unknown) => api().post<ContactMessageResponse & Err>('/api/contact', body);
    const messages = (query: string, token = admin()) =>
      api().get<Paged<AdminContactMessage> & Err>(`/api/admin/contact-messages?${query}`, { token });
    const form = (overrides: Record<string, unknown> = {}) => ({
      name: 'Lee Park',
      email: uniqueEmail('contact'),
      subject: `Bulk order ${tag}`,
      message: 'Do you sell to schools?',
      ...overrides,
    });

    it.each([
      ['a missing name', { name: '' }, 'Please fill in all fields'],
      ['a blank message', { message: ' ' }, 'Please fill in all fields'],
      ['a bad email', { email: 'lee@nowhere' }, 'Please enter a valid email address'],
    ])('refuses %s (400) and stores nothing', async (_what, overrides, text) => {
      const body = form(overrides);
      const res = await contact(body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(text);
      const [{ count }] = await shop.t.db.query(
        'SELECT count(*)::int AS count FROM contact_messages WHERE email = $1',
        [body.email],
      );
      expect(count).toBe(0);
    });

    it('stores a good message for the admin, who replies by email and converts it when the sender has an account', async () => {
      const stranger = form();
      const sent = await contact(stranger);
      expect(sent.status).toBe(201);
      expect(sent.body.detail).toBe("Message sent successfully! We'll get back to you within 24 hours.");

      const listed = await messages(`search=${encodeURIComponent(stranger.email)}`);
      expect(listed.status).toBe(200);
      expect(listed.body.items).toHaveLength(1);
      expect(listed.body.items[0]).toMatchObject({
        ...stranger,
        status: 'new',
        has_account: false,
        sender_verified: false,
        reply: null,
      });
      expect((await messages('', (await shopper()).access_token)).status).toBe(403);
      const id = listed.body.items[0].id;

      const replied = await api().post<AdminContactMessage & Err>(
        `/api/admin/contact-messages/${id}/reply`,
        { message: 'Yes, we do.' },
        { token: admin() },
      );
      expect(replied.status).toBe(200);
      expect(replied.body).toMatchObject({ status: 'replied', reply: 'Yes, we do.' });
      const [mail] = await waitForMail(shop.t.outboxDir, stranger.email);
      expect(mail.subject).toBe(`Re: ${stranger.subject}`);
      expect(mail.text).toContain('Yes, we do.');
      const noAccount = await api().post<Err>(
        `/api/admin/contact-messages/${id}/convert`,
        {},
        { token: admin() },
      );
      expect(noAccount.status).toBe(409);

      // A shopper writes signed in with their verified address: the admin turns it into their
      // ticket, once (a message anyone could send with that address cannot: email-verification.e2e-spec.ts).
      const dana = await registerVerified(api(), { first_name: 'Dana' });
      const fromDana = form({ email: dana.email, subject: `Refund ${tag}` });
      expect((await api().post('/api/contact', fromDana, { token: dana.access_token })).status).toBe(201);
      const [row] = (await messages(`search=${encodeURIComponent(dana.email)}`)).body.items;
      expect(row).toMatchObject({ has_account: true, sender_verified: true });
      const converted = await api().post<AdminContactMessage & Err>(
        `/api/admin/contact-messages/${row.id}/convert`,
        {},
        { token: admin() },
      );
      expect(converted.status).toBe(200);
      expect(converted.body.status).toBe('converted');
      const mine = await api().get<Paged<SupportTicket>>('/api/support/tickets', {
        token: dana.access_token,
      });
      expect(mine.body.items).toHaveLength(1);
      expect(mine.body.items[0]).toMatchObject({
        id: converted.body.ticket_id,
        subject: fromDana.subject,
        message: fromDana.message,
      });
      expect(
        (await api().post<Err>(`/api/admin/contact-messages/${row.id}/convert`, {}, { token: admin() }))
          .status,
      ).toBe(409);
      expect(await history('contact_message', id)).toEqual([
        { from: 'new', to: 'replied', kind: 'admin', by: expect.any(String) },
      ]);
      expect(await history('contact_message', row.id)).toEqual([
        { from: 'new', to: 'converted', kind: 'admin', by: expect.any(String) },
      ]);
    });
  });

  it('limits how often one address may send the contact form (429 past the limit, nothing stored)', async () => {
    const limited = await startTestApp({ THROTTLE_AUTH_LIMIT: '2' });
    try {
      const api = client(limited.baseUrl);
      const email = uniqueEmail('flood');
      const send = () =>
        api.post<Err>('/api/contact', { name: 'Flo', email, subject: `Flood ${tag}`, message: 'Hello' });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect(third.body.code).toBe('RATE_LIMITED');
      const [{ count }] = await limited.db.query(
        'SELECT count(*)::int AS count FROM contact_messages WHERE email = $1',
        [email],
      );
      expect(count).toBe(2);
    } finally {
      await limited.close();
    }
  });
});

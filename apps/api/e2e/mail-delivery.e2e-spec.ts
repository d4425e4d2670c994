import type { MailListResponse, MailRecord } from '@phonehub/contracts';
import { eventually, signInAsAdmin, uniqueEmail } from './support/fixtures';
import { mailSinkLib } from './support/payment-sandbox';
import { useTestApp } from './support/test-app';

// Mail is a tracked job: a row per mail, retried while the mail server is away, listed in the
// admin Mail section, and resent from there once it failed for good.

const { MailSink } = mailSinkLib();

describe('mail delivery: tracked, retried, resent', () => {
  let smtp: Awaited<ReturnType<typeof MailSink.create>>;
  beforeAll(async () => {
    smtp = await MailSink.create();
  });
  const { t, api } = useTestApp(() => ({
    SMTP_URL: smtp.url,
    // Two tries a second apart, then failed: enough to see both states quickly.
    MAIL_RETRY_DELAY_SECONDS: '1',
    MAIL_RETRY_LIMIT: '1',
    JOB_POLL_SECONDS: '1',
  }));
  afterAll(() => smtp?.down());
  let adminToken: string;
  beforeAll(async () => {
    adminToken = await signInAsAdmin(api);
  });

  const mailsTo = (recipient: string) =>
    api.get<MailListResponse>(`/api/admin/mails?recipient=${encodeURIComponent(recipient)}`, {
      token: adminToken,
    });

  /**
   * A password reset: the simplest change that mails someone (an account of its own first, made
   * straight in the database: a sign-up would mail its verification link too).
   */
  async function askForReset(): Promise<string> {
    const email = uniqueEmail('mailer');
    await t.db.query(
      `INSERT INTO users (email, password_hash, first_name, last_name, phone) VALUES ($1, 'not-a-hash', 'Mia', 'Lund', '+1 (555) 123-4567')`,
      [email],
    );
    expect((await api.post('/api/auth/forgot-password', { email })).status).toBeLessThan(300);
    return email;
  }

  it('keeps a mail the server refused, shows it retrying then failed, and resends it once the server is back', async () => {
    await smtp.down();
    const email = await askForReset();

    const retrying = await eventually(
      () => mailsTo(email),
      (res) => res.body.items?.[0]?.status === 'retrying',
      'the mail retrying',
    );
    expect(retrying.body.items).toEqual([
      expect.objectContaining({
        recipient: email,
        template: 'password-reset',
        attempts: 1,
        last_error: expect.stringMatching(/ECONNREFUSED/),
      }),
    ]);
    const failed = await eventually(
      () => mailsTo(email),
      (res) => res.body.items?.[0]?.status === 'failed',
      'the mail failed for good',
    );
    const mail = failed.body.items[0];
    expect(mail).toMatchObject({ attempts: 2, provider_message_id: null, sent_at: null });

    // Only a failed mail can be resent; an unknown id is not found.
    expect(
      (
        await api.post(
          `/api/admin/mails/00000000-0000-4000-8000-000000000000/resend`,
          {},
          { token: adminToken },
        )
      ).status,
    ).toBe(404);
    expect((await api.post(`/api/admin/mails/${mail.id}/resend`, {})).status).toBe(401);

    await smtp.up();
    const resent = await api.post<MailRecord>(
      `/api/admin/mails/${mail.id}/resend`,
      {},
      { token: adminToken },
    );
    expect(resent.status).toBe(200);
    expect(resent.body.status).toBe('queued');
    const sent = await eventually(
      () => mailsTo(email),
      (res) => res.body.items?.[0]?.status === 'sent',
      'the resent mail sent',
    );
    expect(sent.body.items[0]).toMatchObject({
      attempts: 3,
      last_error: null,
      provider_message_id: `<${mail.id}@phonehub.mail>`,
    });
    expect(smtp.to(email)).toEqual([expect.objectContaining({ messageId: `<${mail.id}@phonehub.mail>` })]);

    const again = await api.post(`/api/admin/mails/${mail.id}/resend`, {}, { token: adminToken });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'INVALID_TRANSITION',
      detail: 'Only a failed mail can be sent again.',
    });

    // The worker's moves are the system's, the resend the admin's; the refused resend left nothing.
    const history = await t.db.query(
      `SELECT from_status AS "from", to_status AS "to", actor_kind AS kind, actor_id IS NOT NULL AS named, reason
         FROM status_changes WHERE subject = 'mail' AND record_id = $1 ORDER BY created_at, id`,
      [mail.id],
    );
    expect(history).toEqual([
      {
        from: 'queued',
        to: 'retrying',
        kind: 'system',
        named: false,
        reason: expect.stringMatching(/ECONNREFUSED/),
      },
      {
        from: 'retrying',
        to: 'failed',
        kind: 'system',
        named: false,
        reason: expect.stringMatching(/ECONNREFUSED/),
      },
      { from: 'failed', to: 'queued', kind: 'admin', named: true, reason: null },
      { from: 'queued', to: 'sent', kind: 'system', named: false, reason: null },
    ]);
  });

  it('delivers a mail whose first try failed once the server answers again, exactly once', async () => {
    await smtp.down();
    const email = await askForReset();
    await eventually(
      () => mailsTo(email),
      (res) => res.body.items?.[0]?.status === 'retrying',
      'a first failed try',
    );
    await smtp.up();
    await eventually(
      () => mailsTo(email),
      (res) => res.body.items?.[0]?.status === 'sent',
      'the retry sent',
    );
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('lists mails newest first, filtered by status, and refuses a bad filter', async () => {
    const sentOnly = await api.get<MailListResponse>('/api/admin/mails?status=sent&page_size=100', {
      token: adminToken,
    });
    expect(sentOnly.status).toBe(200);
    expect(sentOnly.body.items.length).toBeGreaterThan(0);
    expect(sentOnly.body.items.every((m) => m.status === 'sent')).toBe(true);
    const created = sentOnly.body.items.map((m) => m.created_at);
    expect([...created].sort().reverse()).toEqual(created);
    expect((await api.get('/api/admin/mails?status=lost', { token: adminToken })).status).toBe(400);
    expect((await api.get('/api/admin/mails')).status).toBe(401);
  });
});

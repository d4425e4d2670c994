import { randomBytes, randomUUID } from 'node:crypto';
import type {
  AdminContactMessage,
  ApiErrorBody,
  AuthResponse,
  MessageResponse,
  Paged,
  PartnerApplication,
  StoreCredit,
  SupportTicket,
  TrackedTrade,
  TradeRequest,
  User,
  VerifyEmailResponse,
} from '@phonehub/contracts';
import { SUPPORT_TEXTS } from '@phonehub/contracts';
import {
  approvedSeller,
  eventually,
  GOOD_PASSWORD,
  readAllMail,
  register,
  signInAsAdmin,
  uniqueEmail,
  type Account,
} from './support/fixtures';
import { EmailVerificationService } from '../src/auth/email-verification.service';
import type { Answer } from './support/http';
import { useTestApp } from './support/test-app';

// Issue 34, finding 1 (verified addresses) and finding 9 (contact messages planted as tickets).

const LINK = /http:\/\/localhost:4200\/verify-email\?token=([A-Za-z0-9_-]{43})/;
const APPLY_REFUSED =
  'Please verify your email address before applying: open the link we emailed you, or ask for a new one on your account page.';
const PAYOUT_REFUSED =
  'Verify your email address before setting up payouts: we only pay sellers whose address is verified.';

describe('verified addresses (issue 34)', () => {
  const { t, api } = useTestApp();
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await signInAsAdmin(api);
  });

  /** The token of the `nth` (1-based) mail to `email` whose subject matches. */
  async function linkIn(email: string, subject: RegExp, nth = 1): Promise<string> {
    const mails = await eventually(
      async () => (await readAllMail(t.outboxDir)).filter((m) => m.to === email && subject.test(m.subject)),
      (found) => found.length >= nth,
      `${nth} mail(s) "${subject}" to ${email}`,
    );
    const match = LINK.exec(mails[nth - 1].text);
    if (!match) throw new Error(`no verification link in: ${mails[nth - 1].text}`);
    expect(mails[nth - 1].html).toContain(match[0]);
    return match[1];
  }
  const follow = (token: string, accessToken?: string) =>
    api.post<Answer<VerifyEmailResponse>>('/api/auth/verify-email', { token }, { token: accessToken });
  const me = async (accessToken: string) =>
    (await api.get<Answer<User>>('/api/auth/me', { token: accessToken })).body;
  const creditOf = async (accessToken: string) =>
    (await api.get<StoreCredit>('/api/account/credit', { token: accessToken })).body.balance_cents;
  const signIn = (email: string, password = GOOD_PASSWORD) =>
    api.post<Answer<AuthResponse>>('/api/auth/login', { email, password });

  /** Registers and follows the link mailed at sign-up. */
  async function verifiedAccount(overrides: Record<string, unknown> = {}): Promise<Account> {
    const account = await register(api, overrides);
    const token = await linkIn(account.email, /Confirm your PhoneHub email address/);
    expect((await follow(token, account.access_token)).status).toBe(200);
    return account;
  }

  /** A guest trade-in of `email`, inspected as quoted at $190: store credit of $209 can be chosen. */
  async function guestTradeReadyForPayout(email: string) {
    const trackingCode = `TR-V${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
    const [row] = await t.db.query(
      `INSERT INTO trade_requests (tracking_code, user_id, is_guest, status, brand, model, storage, condition, serial_number,
                                   images, partner_id, partner_name, estimated_value_cents, first_name, last_name,
                                   email, phone, street, city, state, zip_code, approved_at, received_at, inspected_at)
       VALUES ($1, NULL, true, 'inspected', 'Verifybrand', 'Phone V', '128GB', 'very_good', $2, '{}', 'swiftbuy', 'SwiftBuy',
               19000, 'Vic', 'Tim', $3, '5551234567', '1 Market St', 'SF', 'CA', '94105', now(), now(), now())
       RETURNING id`,
      [trackingCode, `SN${randomUUID().slice(0, 8)}`, email],
    );
    return { id: row.id as string, trackingCode };
  }
  /** The track page's "store credit" choice: the tracking code and the trade's email are the proof. */
  const chooseStoreCredit = (trackingCode: string, email: string) =>
    api.post<Answer<TradeRequest>>(`/api/trade/requests/${trackingCode}/payout`, {
      tracking_code: trackingCode,
      email,
      method: 'store_credit',
    });
  const tracked = async (trackingCode: string) =>
    (await api.get<TrackedTrade>(`/api/trade/track/${trackingCode}`)).body;

  describe('sign-up', () => {
    it('mails a link; following it signed in verifies the address once; /me says so', async () => {
      const account = await register(api);
      expect(account.user).toMatchObject({ email_verified: false, pending_email: null });
      expect(await me(account.access_token)).toMatchObject({ email_verified: false });

      const token = await linkIn(account.email, /Confirm your PhoneHub email address/);
      // Only a hash of the token is kept.
      const rows = await t.db.query(
        `SELECT token_hash, purpose FROM email_verification_tokens WHERE user_id = $1`,
        [account.user.id],
      );
      expect(rows).toEqual([{ token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), purpose: 'verify' }]);

      // The link alone proves nothing: it needs the account it was sent for, signed in.
      expect((await follow(token)).status).toBe(401);
      const other = await register(api);
      const wrong = await follow(token, other.access_token);
      expect(wrong.status).toBe(403);
      expect(wrong.body.detail).toBe(
        `This link was sent to ${account.email} for another account. Sign in with the account of ${account.email} and open the link again.`,
      );
      expect(await me(other.access_token)).toMatchObject({ email_verified: false });

      const done = await follow(token, account.access_token);
      expect(done.status).toBe(200);
      expect(done.body).toEqual({
        message: 'Your email address is verified.',
        email: account.email,
        signed_out: false,
      });
      expect(await me(account.access_token)).toMatchObject({ email_verified: true });

      const again = await follow(token, account.access_token);
      expect(again.status).toBe(400);
      expect(again.body).toMatchObject({
        code: 'INVALID_VERIFICATION_TOKEN',
        detail:
          'This link has already been used. Your account page shows whether your email address is verified.',
      });
      const unknown = await follow('not-a-token-we-ever-sent', account.access_token);
      expect(unknown.status).toBe(400);
      expect(unknown.body.detail).toMatch(/^This link is not valid\./);
    });

    it('refuses an expired link; a signed-in unverified account asks for a new one (once a minute)', async () => {
      const account = await register(api);
      const first = await linkIn(account.email, /Confirm your PhoneHub email address/);
      await t.db.query(
        `UPDATE email_verification_tokens SET expires_at = now() - interval '1 minute' WHERE user_id = $1`,
        [account.user.id],
      );
      const expired = await follow(first, account.access_token);
      expect(expired.status).toBe(400);
      expect(expired.body.detail).toBe('This link has expired. Ask for a new one on your account page.');

      // The sign-up's link is less than a minute old: no second one yet.
      const tooSoon = await api.post<Answer<MessageResponse>>(
        '/api/auth/resend-verification',
        {},
        {
          token: account.access_token,
        },
      );
      expect(tooSoon.status).toBe(429);
      await t.db.query(
        `UPDATE email_verification_tokens SET created_at = now() - interval '2 minutes' WHERE user_id = $1`,
        [account.user.id],
      );
      expect((await api.post('/api/auth/resend-verification', {})).status).toBe(401);
      const resent = await api.post<Answer<MessageResponse>>(
        '/api/auth/resend-verification',
        {},
        {
          token: account.access_token,
        },
      );
      expect(resent.status).toBe(200);
      expect(resent.body.message).toBe(`We sent a new link to ${account.email}. It expires in 48 hours.`);
      const second = await linkIn(account.email, /Confirm your PhoneHub email address/, 2);
      expect(second).not.toBe(first);
      expect((await follow(second, account.access_token)).status).toBe(200);

      const verified = await api.post<Answer<MessageResponse>>(
        '/api/auth/resend-verification',
        {},
        {
          token: account.access_token,
        },
      );
      expect(verified.status).toBe(409);
      expect(verified.body.detail).toBe('Your email address is already verified.');
    });
  });

  it('forgets links a day after they were used or expired, keeping live ones', async () => {
    const account = await register(api);
    const hash = () => randomBytes(32).toString('hex');
    const rows = (await t.db.query(
      `INSERT INTO email_verification_tokens (user_id, email, purpose, token_hash, expires_at, used_at) VALUES
         ($1, $2, 'verify', $3, now() + interval '1 hour', now() - interval '25 hours'),
         ($1, $2, 'verify', $4, now() - interval '25 hours', NULL),
         ($1, $2, 'verify', $5, now() + interval '1 hour', NULL),
         ($1, $2, 'verify', $6, now() - interval '1 hour', now() - interval '2 hours')
       RETURNING token_hash`,
      [account.user.id, account.email, hash(), hash(), hash(), hash()],
    )) as Array<{ token_hash: string }>;
    expect(await t.app.get(EmailVerificationService).forgetSpentTokens()).toBeGreaterThanOrEqual(2);
    const left = (await t.db.query(
      `SELECT token_hash FROM email_verification_tokens WHERE token_hash = ANY($1)`,
      [rows.map((row) => row.token_hash)],
    )) as Array<{ token_hash: string }>;
    expect(left.map((row) => row.token_hash).sort()).toEqual([rows[2].token_hash, rows[3].token_hash].sort());
  });

  describe('email change', () => {
    it('waits for the link mailed to the new address, then switches, verifies, tells the old one and ends every session', async () => {
      const account = await register(api);
      const newEmail = uniqueEmail('moved');
      const asked = await api.put<Answer<User>>(
        '/api/auth/profile',
        { email: newEmail, current_password: account.password },
        { token: account.access_token },
      );
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ email: account.email, pending_email: newEmail });
      expect(await me(account.access_token)).toMatchObject({ email: account.email, pending_email: newEmail });
      // Not switched yet: the old address still signs in, the new one does not.
      expect((await signIn(newEmail)).status).toBe(401);
      expect((await signIn(account.email)).status).toBe(200);

      const token = await linkIn(newEmail, /Confirm your new PhoneHub email address/);
      expect(
        (await readAllMail(t.outboxDir)).filter((m) => m.to === account.email && /changed/.test(m.subject)),
      ).toEqual([]);
      const switched = await follow(token, account.access_token);
      expect(switched.status).toBe(200);
      expect(switched.body).toEqual({
        message: `Your email address is now ${newEmail}. Please sign in again with it.`,
        email: newEmail,
        signed_out: true,
      });
      // Every session ended; the new address signs in, verified.
      expect((await api.get('/api/auth/me', { token: account.access_token })).status).toBe(401);
      expect((await signIn(account.email)).status).toBe(401);
      const fresh = await signIn(newEmail);
      expect(fresh.status).toBe(200);
      expect(fresh.body.user).toMatchObject({ email: newEmail, email_verified: true, pending_email: null });
      const notice = await eventually(
        async () =>
          (await readAllMail(t.outboxDir)).find(
            (m) => m.to === account.email && m.subject === 'Your PhoneHub email address was changed',
          ),
        Boolean,
        'the notice to the old address',
      );
      expect(notice?.text).toContain(newEmail);
    });

    it('a newer change replaces the older link; an address another account holds is refused', async () => {
      const account = await register(api);
      const first = uniqueEmail('first');
      const second = uniqueEmail('second');
      for (const email of [first, second])
        expect(
          (
            await api.put(
              '/api/auth/profile',
              { email, current_password: account.password },
              { token: account.access_token },
            )
          ).status,
        ).toBe(200);
      const stale = await follow(await linkIn(first, /new PhoneHub email/), account.access_token);
      expect(stale.status).toBe(400);
      expect(stale.body.detail).toBe(
        'This link is no longer valid: a newer one was sent. Please open the latest link we emailed you.',
      );
      const taken = await register(api);
      const refused = await api.put<Answer<User>>(
        '/api/auth/profile',
        { email: taken.email, current_password: account.password },
        { token: account.access_token },
      );
      expect(refused.status).toBe(409);
      expect(await me(account.access_token)).toMatchObject({ email: account.email, pending_email: second });
    });
  });

  describe('finding 1: a guest trade-in credit stolen by claiming its email', () => {
    it('an attacker changing their email to the victim’s with their own password does not switch it, and gets no credit', async () => {
      const victim = uniqueEmail('victim');
      const trade = await guestTradeReadyForPayout(victim);
      const attacker = await verifiedAccount();
      const changed = await api.put<Answer<User>>(
        '/api/auth/profile',
        { email: victim, current_password: attacker.password },
        { token: attacker.access_token },
      );
      expect(changed.status).toBe(200);
      expect(changed.body.email).toBe(attacker.email);
      expect((await me(attacker.access_token)).email).toBe(attacker.email);

      // The victim chooses store credit on the track page: it is held, not paid to anyone.
      const chosen = await chooseStoreCredit(trade.trackingCode, victim);
      expect(chosen.status).toBe(200);
      expect(chosen.body).toMatchObject({
        status: 'inspected',
        payout: { method: 'store_credit', status: 'pending', amount: 209 },
      });
      expect(chosen.body.timeline.at(-1)?.note).toMatch(/held until it is claimed: we emailed a link/);
      expect(JSON.stringify(chosen.body)).not.toMatch(/verify-email/);
      expect(await tracked(trade.trackingCode)).toMatchObject({
        creditClaimPending: true,
        payoutChoosable: false,
      });
      expect(await creditOf(attacker.access_token)).toBe(0);
      // The claim link goes to the victim's address only.
      await linkIn(victim, /Claim your \$209\.00 PhoneHub store credit/);
      expect(
        (await readAllMail(t.outboxDir)).some((m) => m.to === attacker.email && /Claim/.test(m.subject)),
      ).toBe(false);
    });

    it('an account registered with the victim’s email but never verified gets nothing; the credit goes to whoever follows the claim link', async () => {
      const victim = uniqueEmail('victim');
      const trade = await guestTradeReadyForPayout(victim);
      const squatter = await register(api, { email: victim });
      expect((await chooseStoreCredit(trade.trackingCode, victim)).status).toBe(200);
      expect(await creditOf(squatter.access_token)).toBe(0);
      const claim = await linkIn(victim, /Claim your \$209\.00/);

      // The squatter has no link; a different account holding the link cannot use it either.
      const stranger = await verifiedAccount();
      const refused = await follow(claim, stranger.access_token);
      expect(refused.status).toBe(403);
      expect(await creditOf(stranger.access_token)).toBe(0);

      // The owner of the mailbox takes the account back (the reset link comes to them), signs in and claims.
      expect((await api.post('/api/auth/forgot-password', { email: victim })).status).toBe(200);
      const resetMail = await eventually(
        async () => (await readAllMail(t.outboxDir)).find((m) => m.to === victim && /Reset/.test(m.subject)),
        Boolean,
        'the reset mail',
      );
      const resetToken = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(resetMail?.text ?? '')?.[1];
      expect(
        (
          await api.post('/api/auth/reset-password', {
            token: resetToken,
            password: 'Owner-Of-The-Mailbox-9',
          })
        ).status,
      ).toBe(200);
      expect((await api.get('/api/auth/me', { token: squatter.access_token })).status).toBe(401);
      const owner = await signIn(victim, 'Owner-Of-The-Mailbox-9');
      const claimed = await follow(claim, owner.body.access_token);
      expect(claimed.status).toBe(200);
      expect(claimed.body.message).toBe(
        'Your email address is verified. The store credit held for it is being added to your account.',
      );
      await eventually(
        () => creditOf(owner.body.access_token),
        (cents) => cents === 20900,
        'the claimed credit',
      );
      expect(await tracked(trade.trackingCode)).toMatchObject({
        status: 'completed',
        creditClaimPending: false,
      });
      // Once only: the link is spent, and the trade paid once.
      expect((await follow(claim, owner.body.access_token)).status).toBe(400);
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM credit_entries WHERE trade_id = $1`, [
        trade.id,
      ]);
      expect(n).toBe(1);
    });

    it('an account that verified the address before the choice gets the credit at once; one verified after gets it by verifying', async () => {
      const before = await verifiedAccount();
      const early = await guestTradeReadyForPayout(before.email);
      const paid = await chooseStoreCredit(early.trackingCode, before.email);
      expect(paid.body).toMatchObject({ status: 'completed', payout: { status: 'paid', amount: 209 } });
      expect(await creditOf(before.access_token)).toBe(20900);

      const later = await register(api);
      const held = await guestTradeReadyForPayout(later.email);
      expect((await chooseStoreCredit(held.trackingCode, later.email)).body.payout).toMatchObject({
        status: 'pending',
      });
      expect(await creditOf(later.access_token)).toBe(0);
      // Following the sign-up link proves the address too: the held credit moves to the account.
      const token = await linkIn(later.email, /Confirm your PhoneHub email address/);
      expect((await follow(token, later.access_token)).status).toBe(200);
      await eventually(
        () => creditOf(later.access_token),
        (cents) => cents === 20900,
        'the held credit',
      );
      // The admin's totals count credit granted, not credit still held.
      const [{ status }] = await t.db.query(
        `SELECT payout_status AS status FROM trade_requests WHERE id = $1`,
        [held.id],
      );
      expect(status).toBe('paid');
    });
  });

  describe('partner applications and seller payouts need a verified address', () => {
    const application = (email: string) => ({
      company_name: `Verify Shop ${randomUUID().slice(0, 6)}`,
      contact_name: 'Dana Smith',
      email,
    });

    it('refuses to file an application for an unverified account (403), accepts it once verified', async () => {
      const account = await register(api);
      const refused = await api.post<Answer<PartnerApplication>>(
        '/api/partner/apply',
        application(account.email),
        { token: account.access_token },
      );
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', detail: APPLY_REFUSED });
      const [{ n }] = await t.db.query(
        `SELECT count(*)::int AS n FROM partner_applications WHERE user_id = $1`,
        [account.user.id],
      );
      expect(n).toBe(0);
      const token = await linkIn(account.email, /Confirm your PhoneHub email address/);
      expect((await follow(token, account.access_token)).status).toBe(200);
      expect(
        (await api.post('/api/partner/apply', application(account.email), { token: account.access_token }))
          .status,
      ).toBe(201);
    });

    it('refuses to set up payouts for a seller whose address is not verified (403); shopping needs no verification', async () => {
      const seller = await approvedSeller(api, adminToken, `Payout Check ${randomUUID().slice(0, 6)}`);
      await t.db.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [seller.user.id]);
      const refused = await api.post<Answer<unknown>>('/api/seller/payout-account/link', undefined, {
        token: seller.access_token,
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'EMAIL_NOT_VERIFIED', detail: PAYOUT_REFUSED });
      const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM payout_accounts WHERE owner_id = $1`, [
        seller.user.id,
      ]);
      expect(n).toBe(0);

      // An unverified shopper still reads the shop and manages their cart-free account.
      const shopper = await register(api);
      expect((await api.get('/api/products?limit=1', { token: shopper.access_token })).status).toBe(200);
      expect((await api.get('/api/account/credit', { token: shopper.access_token })).status).toBe(200);
    });
  });

  describe('finding 9: a contact message planted as a ticket in someone else’s account', () => {
    const messages = (search: string) =>
      api.get<Paged<AdminContactMessage>>(
        `/api/admin/contact-messages?search=${encodeURIComponent(search)}`,
        {
          token: adminToken,
        },
      );
    const convert = (id: string) =>
      api.post<Answer<AdminContactMessage>>(
        `/api/admin/contact-messages/${id}/convert`,
        {},
        { token: adminToken },
      );
    const ticketsOf = async (accessToken: string) =>
      (await api.get<Paged<SupportTicket>>('/api/support/tickets', { token: accessToken })).body.items;
    const form = (email: string, subject: string) => ({
      name: 'Victor Owner',
      email,
      subject,
      message: 'Please send my refund to IBAN XX00 0000 (changed).',
    });

    it('a message typed with the victim’s address cannot become their ticket; one they send signed in, verified, can', async () => {
      const victim = await verifiedAccount();
      const planted = `Planted ${randomUUID().slice(0, 6)}`;
      expect((await api.post('/api/contact', form(victim.email, planted))).status).toBe(201);
      // Signed in to another (even unverified) account and typing the victim's address proves nothing either.
      const other = await register(api);
      const alsoPlanted = `Also planted ${randomUUID().slice(0, 6)}`;
      expect(
        (await api.post('/api/contact', form(victim.email, alsoPlanted), { token: other.access_token }))
          .status,
      ).toBe(201);
      const rows = (await messages(victim.email)).body.items;
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ has_account: true, sender_verified: false });
        const refused = await convert(row.id);
        expect(refused.status).toBe(409);
        expect(refused.body.detail).toBe(SUPPORT_TEXTS.contactSenderNotVerified);
      }
      expect(await ticketsOf(victim.access_token)).toEqual([]);

      const own = `Own question ${randomUUID().slice(0, 6)}`;
      expect(
        (await api.post('/api/contact', form(victim.email, own), { token: victim.access_token })).status,
      ).toBe(201);
      const [mine] = (await messages(own)).body.items;
      expect(mine).toMatchObject({ sender_verified: true });
      const converted = await convert(mine.id);
      expect(converted.status).toBe(200);
      expect((await ticketsOf(victim.access_token)).map((ticket) => ticket.subject)).toEqual([own]);
    });

    it('an unverified account writing with its own address is not a proved sender', async () => {
      const account = await register(api);
      const subject = `Unverified ${randomUUID().slice(0, 6)}`;
      expect(
        (await api.post('/api/contact', form(account.email, subject), { token: account.access_token }))
          .status,
      ).toBe(201);
      const [row] = (await messages(subject)).body.items;
      expect(row.sender_verified).toBe(false);
      expect((await convert(row.id)).status).toBe(409);
      expect(
        ((await api.get('/api/auth/me', { token: account.access_token })).body as ApiErrorBody & User)
          .email_verified,
      ).toBe(false);
    });
  });
});

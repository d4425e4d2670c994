import { randomUUID } from 'node:crypto';
import type {
  AdminPartnerApplication,
  ApiErrorBody,
  Paged,
  PartnerApplication,
  User,
} from '@phonehub/contracts';
import { readOutbox, registerVerified, signInAsAdmin, uniqueTag, waitForMail } from './support/fixtures';
import { useTestApp } from './support/test-app';

const REQUIRED = 'Please fill in all required fields.';

describe('partner applications', () => {
  const { t, api } = useTestApp();
  let adminToken: string;
  // Company names carry the run's tag, so list checks see only this file's rows.
  const tag = uniqueTag();

  beforeAll(async () => {
    adminToken = await signInAsAdmin(api);
  });

  const application = (overrides: Record<string, unknown> = {}) => ({
    company_name: `Refurb ${tag}`,
    contact_name: 'Dana Smith',
    email: 'sales@refurb.example',
    phone: '+1 (555) 123-4567',
    business_type: 'repair',
    website: 'https://refurb.example',
    description: 'We refurbish 40 phones a month.',
    experience: '2-5',
    monthly_volume: '11-50',
    ...overrides,
  });
  const apply = (token: string | undefined, body: unknown) =>
    api.post<PartnerApplication & Partial<ApiErrorBody>>('/api/partner/apply', body, { token });
  const mine = (token: string) =>
    api.get<PartnerApplication & Partial<ApiErrorBody>>('/api/partner/application', { token });
  const review = (id: string, body: unknown, token = adminToken) =>
    api.put<AdminPartnerApplication & Partial<ApiErrorBody>>(`/api/admin/partner-applications/${id}`, body, {
      token,
    });
  const list = (query: string, token = adminToken) =>
    api.get<Paged<AdminPartnerApplication> & Partial<ApiErrorBody>>(
      `/api/admin/partner-applications?${query}`,
      { token },
    );

  /** Applying needs a verified address (email-verification.e2e-spec.ts shows the refusal). */
  async function applicant(firstName = 'Dana') {
    const account = await registerVerified(api, { first_name: firstName });
    return { token: account.access_token, user: account.user, email: account.email };
  }

  it('needs a signed-in user', async () => {
    expect((await apply(undefined, application())).status).toBe(401);
    expect((await api.get('/api/partner/application')).status).toBe(401);
  });

  describe('checks every field with the spec sentences', () => {
    let token: string;
    beforeAll(async () => ({ token } = await applicant()));

    it.each([
      ['company_name left out', { company_name: undefined }, REQUIRED],
      ['a blank contact_name', { contact_name: '   ' }, REQUIRED],
      ['email left out', { email: undefined }, REQUIRED],
      [
        'a blank required field before a bad format',
        { contact_name: '', email: 'nope', website: 'x' },
        REQUIRED,
      ],
      ['a malformed email', { email: 'sales@refurb' }, 'Please enter a valid email address'],
      ['a malformed phone', { phone: '12' }, 'Please enter a valid phone number'],
      [
        'a website without http(s)',
        { website: 'refurb.example' },
        'Please enter a valid website address starting with http:// or https://',
      ],
      [
        'a business type off the list',
        { business_type: 'farm' },
        'Please choose a business type from the list',
      ],
      [
        'experience off the list',
        { experience: '3-4' },
        'Please choose your years of experience from the list',
      ],
      [
        'a monthly volume off the list',
        { monthly_volume: 'lots' },
        'Please choose a monthly volume from the list',
      ],
      [
        'a company name over 200 characters',
        { company_name: 'C'.repeat(201) },
        'company_name must be at most 200 characters',
      ],
      [
        'a script in the description',
        { description: '<script>alert(1)</script>' },
        'Text may not contain scripts, "javascript:" links or event handlers',
      ],
      ['a field the spec does not have', { commission: 0 }, 'The field "commission" is not allowed'],
    ])('refuses %s (400)', async (_what, overrides, detail) => {
      const res = await apply(token, application(overrides));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', detail });
      expect((await mine(token)).status).toBe(404);
    });
  });

  it('files an application (blank optional fields left out) and shows it to its applicant; 404 before', async () => {
    const { token } = await applicant();
    const none = await mine(token);
    expect(none.status).toBe(404);
    expect(none.body).toMatchObject({ detail: 'You have not applied to the partner program yet.' });

    const res = await apply(
      token,
      application({
        phone: '',
        website: ' ',
        business_type: '',
        experience: '',
        monthly_volume: '',
        description: '',
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'pending',
      reviewed_at: null,
      reviewer_notes: null,
      company_name: `Refurb ${tag}`,
      contact_name: 'Dana Smith',
      email: 'sales@refurb.example',
      phone: null,
      business_type: null,
      website: null,
      description: null,
      experience: null,
      monthly_volume: null,
    });
    expect(Date.parse(res.body.application_date)).not.toBeNaN();
    expect((await mine(token)).body).toEqual(res.body);
  });

  it('refuses a second application while one is pending, even two sent at once', async () => {
    const first = await applicant();
    expect((await apply(first.token, application())).status).toBe(201);
    const again = await apply(first.token, application({ company_name: 'Other name' }));
    expect(again.status).toBe(409);
    expect(again.body.detail).toContain('already exists');

    const racer = await applicant();
    const results = await Promise.all([apply(racer.token, application()), apply(racer.token, application())]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(results.find((r) => r.status === 409)?.body.detail).toContain('already exists');
    const [{ count }] = await t.db.query(
      'SELECT count(*)::int AS count FROM partner_applications WHERE user_id = $1',
      [racer.user.id],
    );
    expect(count).toBe(1);
  });

  describe('admin review', () => {
    it('is for admins only', async () => {
      const shopper = await applicant();
      const filed = await apply(shopper.token, application());
      expect((await list('', shopper.token)).status).toBe(403);
      expect((await review(filed.body.id, { status: 'approved' }, shopper.token)).status).toBe(403);
      expect((await api.get('/api/admin/partner-applications')).status).toBe(401);
      expect((await mine(shopper.token)).body.status).toBe('pending');
    });

    it('approves: the applicant becomes a seller with a profile, /me says so, a mail tells them, and the decision is final', async () => {
      const dana = await applicant('Dana');
      const filed = await apply(
        dana.token,
        application({ company_name: `Approved ${tag}`, contact_name: 'Dana Ray' }),
      );
      const before = await api.get<User>('/api/auth/me', { token: dana.token });
      expect(before.body.is_seller).toBe(false);

      const approved = await review(filed.body.id, { status: 'approved' });
      expect(approved.status).toBe(200);
      expect(approved.body).toMatchObject({
        id: filed.body.id,
        status: 'approved',
        reviewer_notes: null,
        user_id: dana.user.id,
        user_first_name: 'Dana',
        user_email: dana.email,
      });
      expect(approved.body.reviewed_at).not.toBeNull();

      // The same token: /me reads the account afresh, so the seller flag shows without signing in again.
      const after = await api.get<User>('/api/auth/me', { token: dana.token });
      expect(after.body.is_seller).toBe(true);
      const profiles = await t.db.query(
        'SELECT company_name, contact_name FROM seller_profiles WHERE user_id = $1',
        [dana.user.id],
      );
      expect(profiles).toEqual([{ company_name: `Approved ${tag}`, contact_name: 'Dana Ray' }]);

      const [mail] = await waitForMail(t.outboxDir, dana.email);
      expect(mail.subject).toBe('Your PhoneHub partner application is approved');
      expect(mail.text).toContain(`Approved ${tag} is now a PhoneHub partner`);
      expect(mail.text).toContain('http://localhost:4200/seller');

      for (const status of ['rejected', 'approved']) {
        const twice = await review(filed.body.id, { status, reviewer_notes: 'changed my mind' });
        expect(twice.status).toBe(409);
        expect(twice.body.code).toBe('INVALID_TRANSITION');
      }
      expect((await mine(dana.token)).body).toMatchObject({ status: 'approved', reviewer_notes: null });
      // One decision in the status history, at the time the application shows as reviewed.
      const history = await t.db.query(
        `SELECT from_status AS "from", to_status AS "to", actor_kind AS kind, created_at AS at FROM status_changes
          WHERE subject = 'application' AND record_id = $1`,
        [filed.body.id],
      );
      expect(history).toEqual([
        { from: 'pending', to: 'approved', kind: 'admin', at: new Date(approved.body.reviewed_at as string) },
      ]);
      const duplicate = await apply(dana.token, application());
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.detail).toContain('already exists');
      expect((await readOutbox(t.outboxDir)).filter((m) => m.to === dana.email)).toHaveLength(1);
    });

    it('rejects with notes: the applicant sees them, is mailed, stays a shopper and may apply again', async () => {
      const sam = await applicant('Sam');
      const filed = await apply(sam.token, application({ company_name: `Rejected ${tag}` }));
      const rejected = await review(filed.body.id, {
        status: 'rejected',
        reviewer_notes: '  Please add a link to your shop.  ',
      });
      expect(rejected.status).toBe(200);

      const own = await mine(sam.token);
      expect(own.body).toMatchObject({
        status: 'rejected',
        reviewer_notes: 'Please add a link to your shop.',
      });
      expect(own.body.reviewed_at).not.toBeNull();
      expect((await api.get<User>('/api/auth/me', { token: sam.token })).body.is_seller).toBe(false);
      const [mail] = await waitForMail(t.outboxDir, sam.email);
      expect(mail.subject).toBe('Your PhoneHub partner application was not approved');
      expect(mail.text).toContain('Notes from our team: Please add a link to your shop.');

      expect((await review(filed.body.id, { status: 'approved' })).status).toBe(409);
      const again = await apply(sam.token, application({ company_name: `Rejected ${tag} again` }));
      expect(again.status).toBe(201);
      expect((await mine(sam.token)).body).toMatchObject({
        id: again.body.id,
        status: 'pending',
        reviewer_notes: null,
      });
    });

    it('needs a decision, and answers 404 for an unknown or malformed id', async () => {
      const lee = await applicant();
      const filed = await apply(lee.token, application());
      for (const body of [{}, { status: 'pending' }, { status: 'maybe' }]) {
        const res = await review(filed.body.id, body);
        expect(res.status).toBe(400);
        expect(res.body.detail).toBe('Please select a status (approve or reject)');
      }
      expect((await review(randomUUID(), { status: 'approved' })).status).toBe(404);
      const malformed = await review('not-an-id', { status: 'approved' });
      expect(malformed.status).toBe(404);
      expect(malformed.body.detail).toBe('Partner application not found');
    });
  });

  describe('admin list', () => {
    const company = `Paged ${tag}`;
    let emails: string[];

    beforeAll(async () => {
      emails = [];
      // Three pending and one rejected, filed one after another (newest last).
      for (let i = 0; i < 4; i++) {
        const who = await applicant(`Pat${String.fromCharCode(65 + i)}`);
        emails.push(who.email);
        const filed = await apply(
          who.token,
          application({ company_name: `${company} ${i}`, email: `biz${i}-${tag}@shop.example` }),
        );
        if (i === 3) await review(filed.body.id, { status: 'rejected' });
      }
    });

    it('pages in SQL with totals, newest first, with the applicant fields', async () => {
      const first = await list(`search=${encodeURIComponent(company)}&page_size=2`);
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({ total: 4, page: 1, page_size: 2, total_pages: 2 });
      expect(first.body.items.map((a) => a.company_name)).toEqual([`${company} 3`, `${company} 2`]);
      const second = await list(`search=${encodeURIComponent(company)}&page_size=2&page=2`);
      expect(second.body.items.map((a) => a.company_name)).toEqual([`${company} 1`, `${company} 0`]);
      const row = second.body.items[1];
      expect(Object.keys(row).sort()).toEqual(
        [
          'id',
          'status',
          'application_date',
          'reviewed_at',
          'reviewer_notes',
          'company_name',
          'contact_name',
          'email',
          'phone',
          'business_type',
          'website',
          'description',
          'experience',
          'monthly_volume',
          'user_id',
          'user_first_name',
          'user_last_name',
          'user_email',
          'user_created_at',
        ].sort(),
      );
      expect(row).toMatchObject({ user_first_name: 'PatA', user_last_name: "O'Neil", user_email: emails[0] });
      expect(Date.parse(row.user_created_at)).not.toBeNaN();
    });

    it('filters by status and searches by either email, any case; sorts by company', async () => {
      const pending = await list(`search=${encodeURIComponent(company)}&status=pending`);
      expect(pending.body.total).toBe(3);
      expect(pending.body.items.every((a) => a.status === 'pending')).toBe(true);
      const rejected = await list(`search=${encodeURIComponent(company)}&status=rejected`);
      expect(rejected.body.items.map((a) => a.company_name)).toEqual([`${company} 3`]);

      const byBusinessEmail = await list(`search=${encodeURIComponent(`BIZ1-${tag}`)}`);
      expect(byBusinessEmail.body.items.map((a) => a.company_name)).toEqual([`${company} 1`]);
      const byAccountEmail = await list(`search=${encodeURIComponent(emails[2].toUpperCase())}`);
      expect(byAccountEmail.body.items.map((a) => a.company_name)).toEqual([`${company} 2`]);

      const sorted = await list(`search=${encodeURIComponent(company)}&sort=company_name`);
      expect(sorted.body.items.map((a) => a.company_name)).toEqual(
        [0, 1, 2, 3].map((i) => `${company} ${i}`),
      );
    });

    it('refuses an unknown status or sort', async () => {
      const status = await list('status=archived');
      expect(status.status).toBe(400);
      expect(status.body.detail).toBe('status must be one of: pending, approved, rejected');
      expect((await list('sort=email')).status).toBe(400);
    });
  });
});

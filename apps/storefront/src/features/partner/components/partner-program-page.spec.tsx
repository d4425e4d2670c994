import type { PartnerApplication, User } from '@phonehub/contracts';
import {
  apiErrorReply,
  createFetchMock,
  fakeUser,
  signedInFetchMock,
  type FetchMock,
} from '@phonehub/api-client';
import { PARTNER_MESSAGES } from '@phonehub/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const APPLY = 'POST /api/partner/apply';
const MINE = 'GET /api/partner/application';
const NONE = apiErrorReply(404, 'NOT_FOUND', 'You have not applied to the partner program yet.');

function fakeApplication(overrides: Partial<PartnerApplication> = {}): PartnerApplication {
  return {
    id: 'app-1',
    status: 'pending',
    application_date: '2026-03-02T10:00:00.000Z',
    reviewed_at: null,
    reviewer_notes: null,
    company_name: 'Refurb Co',
    contact_name: 'Dana Smith',
    email: 'sales@refurb.example',
    phone: null,
    business_type: 'repair',
    website: null,
    description: null,
    experience: null,
    monthly_volume: null,
    ...overrides,
  };
}

function signedIn(user: Partial<User> = {}, application: PartnerApplication | null = null): FetchMock {
  const api = signedInFetchMock(user);
  api.on(MINE, application ? { body: application } : NONE);
  return api;
}

const statusBlock = () => within(screen.getByRole('region', { name: 'Application status' }));
const form = () => within(screen.getByRole('form', { name: 'Apply to become a partner' }));
const submit = (user: UserEvent) => user.click(form().getByRole('button', { name: 'Submit Application' }));

async function openPage(api: FetchMock = createFetchMock(), user = userEvent.setup()) {
  const app = renderApp('/partner-program', { api });
  await screen.findByRole('heading', { level: 1, name: 'Partner Program' });
  return { app, api, user };
}

async function fillRequired(user: UserEvent) {
  await user.type(form().getByLabelText(/Company Name/), '  Refurb Co ');
  await user.type(form().getByLabelText(/Contact Name/), 'Dana Smith');
  await user.type(form().getByLabelText(/^Email/), 'sales@refurb.example');
}

afterEach(() => jest.useRealTimers());

it('shows the real figures: 4 % fee, 96 % kept, a worked example and 3-5 business days', async () => {
  await openPage();
  const benefits = within(screen.getByRole('region', { name: 'Why sell with PhoneHub' }));
  expect(benefits.getByRole('heading', { name: 'Keep 96% of every sale' })).toBeInTheDocument();
  expect(
    benefits.getByText(
      /One 4% platform fee on what the buyer pays you \(price and shipping\) and nothing else: on a \$500\.00 sale we keep \$20\.00 and you get \$480\.00\./,
    ),
  ).toBeInTheDocument();
  expect(benefits.getByRole('heading', { name: 'A decision in 3-5 business days' })).toBeInTheDocument();
});

it('signed out: Login Required with Login Now, and submitting warns, then goes to /login after 3 s', async () => {
  jest.useFakeTimers();
  const { app, api, user } = await openPage(
    createFetchMock(),
    userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
  );
  const banner = screen.getByRole('alert');
  expect(within(banner).getByText('Login Required')).toBeInTheDocument();
  expect(within(banner).getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/login');
  expect(statusBlock().getByText('Log in to see the status of your application.')).toBeInTheDocument();

  // Not signed in comes first, before any field is checked.
  await submit(user);
  expect(form().getByRole('alert')).toHaveTextContent(PARTNER_MESSAGES.loginRequired);
  act(() => jest.advanceTimersByTime(2999));
  expect(app.location()).toBe('/partner-program');
  act(() => jest.advanceTimersByTime(1));
  // The sign-in page loads on first visit; the address changes once it has.
  await waitFor(() => expect(app.location()).toBe('/login'));
  expect(api.calls.filter((c) => c.path.startsWith('/api/partner'))).toHaveLength(0);
});

it('signed in: welcomes by first name, checks fields in order, sends the trimmed body and resets on success', async () => {
  const api = signedIn({ first_name: 'Dana' });
  let filed: PartnerApplication | null = null;
  api.on(APPLY, (req) => {
    filed = fakeApplication({ company_name: (req.body as { company_name: string }).company_name });
    return { status: 201, body: filed };
  });
  api.on(MINE, () => (filed ? { body: filed } : NONE));
  const { user } = await openPage(api);
  expect(screen.getByText('Welcome, Dana!')).toBeInTheDocument();
  expect(
    await statusBlock().findByText('You have not applied yet. Fill in the form on this page to apply.'),
  ).toBeInTheDocument();

  await user.type(form().getByLabelText(/^Email/), 'not-an-email');
  await submit(user);
  expect(form().getByRole('alert')).toHaveTextContent('Please fill in all required fields.');
  expect(form().getByLabelText(/Company Name/)).toHaveAccessibleDescription('Required');

  await user.type(form().getByLabelText(/Company Name/), 'Refurb Co');
  await user.type(form().getByLabelText(/Contact Name/), 'Dana Smith');
  await submit(user);
  expect(form().getByRole('alert')).toHaveTextContent('Please enter a valid email address');

  await user.clear(form().getByLabelText(/^Email/));
  await user.type(form().getByLabelText(/^Email/), ' sales@refurb.example ');
  await user.type(form().getByLabelText('Website'), 'refurb.example');
  await submit(user);
  expect(form().getByRole('alert')).toHaveTextContent(PARTNER_MESSAGES.website);
  expect(api.callsTo(APPLY)).toHaveLength(0);

  await user.clear(form().getByLabelText('Website'));
  await user.type(form().getByLabelText('Website'), 'https://refurb.example');
  await user.type(form().getByLabelText('Phone'), '(555) 123-4567');
  await user.selectOptions(form().getByLabelText('Business Type'), 'Repair shop');
  await user.selectOptions(form().getByLabelText('Years of Experience'), '2-5 years');
  await user.selectOptions(form().getByLabelText('Monthly Volume'), 'More than 100 devices a month');
  await user.type(form().getByLabelText('Tell us about your business'), ' We fix phones. ');
  await submit(user);

  expect(await screen.findByText(PARTNER_MESSAGES.submitted)).toBeInTheDocument();
  expect(api.callsTo(APPLY)[0].body).toEqual({
    company_name: 'Refurb Co',
    contact_name: 'Dana Smith',
    email: 'sales@refurb.example',
    phone: '(555) 123-4567',
    business_type: 'repair',
    website: 'https://refurb.example',
    description: 'We fix phones.',
    experience: '2-5',
    monthly_volume: '100+',
  });
  expect(api.callsTo(APPLY)[0].headers.authorization).toBe('Bearer test-token');
  // The pending application takes the form's place; the status block shows it.
  expect(await statusBlock().findByText('Under review')).toBeInTheDocument();
  expect(
    statusBlock().getByText(
      /We are reviewing your application and will email you our decision within 3-5 business days\./,
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Apply to become a partner' })).not.toBeInTheDocument();
});

it('resets every field after a successful application when the form stays (a rejected applicant applies again)', async () => {
  const rejected = fakeApplication({
    status: 'rejected',
    reviewer_notes: 'Add your website',
    reviewed_at: '2026-03-04T10:00:00.000Z',
  });
  const api = signedIn({}, rejected);
  api.on(APPLY, { status: 201, body: fakeApplication() });
  const { user } = await openPage(api);
  await statusBlock().findByText('Not approved');
  await fillRequired(user);
  await user.selectOptions(form().getByLabelText('Business Type'), 'Retailer');
  await submit(user);
  expect(await screen.findByText(PARTNER_MESSAGES.submitted)).toBeInTheDocument();
  expect(form().getByLabelText(/Company Name/)).toHaveValue('');
  expect(form().getByLabelText(/^Email/)).toHaveValue('');
  expect(form().getByLabelText('Business Type')).toHaveValue('');
  await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]);
  expect(screen.queryByText(PARTNER_MESSAGES.submitted)).not.toBeInTheDocument();
});

it('a duplicate says so and links to the status block; Dismiss closes the message', async () => {
  const api = signedIn();
  api.on(APPLY, apiErrorReply(409, 'CONFLICT', PARTNER_MESSAGES.duplicate));
  const { user } = await openPage(api);
  await fillRequired(user);
  await submit(user);
  expect(await form().findByText(PARTNER_MESSAGES.alreadyExists, { exact: false })).toBeInTheDocument();
  await user.click(form().getByRole('button', { name: 'Check your application status' }));
  expect(screen.getByRole('region', { name: 'Application status' })).toHaveFocus();

  await user.click(form().getByRole('button', { name: 'Dismiss' }));
  expect(form().queryByRole('alert')).not.toBeInTheDocument();
  // The draft stays for another try.
  expect(form().getByLabelText(/Company Name/)).toHaveValue('  Refurb Co ');
});

it.each([
  [
    'the server detail',
    apiErrorReply(400, 'VALIDATION_FAILED', 'company_name must be at most 200 characters'),
    'company_name must be at most 200 characters',
  ],
  ['the generic text without one', { status: 502, body: 'Bad gateway' }, PARTNER_MESSAGES.submitFailed],
  ['the generic text when offline', { networkError: true as const }, PARTNER_MESSAGES.submitFailed],
])('a failed submit shows %s', async (_what, reply, text) => {
  const api = signedIn();
  api.on(APPLY, reply);
  const { user } = await openPage(api);
  await fillRequired(user);
  await submit(user);
  expect(await form().findByRole('alert')).toHaveTextContent(text);
});

it('an unverified account is asked to verify first, and the refusal of the API is shown (issue 34)', async () => {
  const refusal =
    'Please verify your email address before applying: open the link we emailed you, or ask for a new one on your account page.';
  const api = signedIn({ email_verified: false });
  api.on(APPLY, apiErrorReply(403, 'EMAIL_NOT_VERIFIED', refusal));
  const { user } = await openPage(api);
  expect(screen.getByText('Verify your email address first')).toBeInTheDocument();
  await fillRequired(user);
  await submit(user);
  expect(await form().findByRole('alert')).toHaveTextContent(refusal);
});

it('a signed-in user whose stored token is gone is told to log in again and sent to /login after 2 s', async () => {
  jest.useFakeTimers();
  const { app, api, user } = await openPage(
    signedIn(),
    userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
  );
  await fillRequired(user);
  localStorage.removeItem('authToken');
  await submit(user);
  expect(await form().findByRole('alert')).toHaveTextContent(PARTNER_MESSAGES.tokenMissing);
  act(() => jest.advanceTimersByTime(1999));
  expect(app.location()).toBe('/partner-program');
  act(() => jest.advanceTimersByTime(1));
  expect(app.location()).toBe('/login');
  expect(api.callsTo(APPLY)).toHaveLength(0);
});

it('shows a rejection with the reviewer notes and keeps the form', async () => {
  const api = signedIn(
    {},
    fakeApplication({
      status: 'rejected',
      reviewer_notes: 'Please add a link to your shop.',
      reviewed_at: '2026-03-04T10:00:00.000Z',
    }),
  );
  await openPage(api);
  expect(await statusBlock().findByText('Not approved')).toBeInTheDocument();
  expect(statusBlock().getByText('Notes from our team')).toBeInTheDocument();
  expect(statusBlock().getByText('Please add a link to your shop.')).toBeInTheDocument();
  expect(statusBlock().getByText(/Refurb Co, applied .*2026, decided .*2026/)).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Apply to become a partner' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /mail/i })).not.toBeInTheDocument();
});

it('an approval reads the account again, so the header offers the Seller Dashboard without signing in again', async () => {
  const api = signedIn(
    { first_name: 'Dana' },
    fakeApplication({ status: 'approved', reviewed_at: '2026-03-04T10:00:00.000Z' }),
  );
  // The stored user is from before the approval; the API now says seller.
  api.on('GET /api/auth/me', { body: fakeUser({ first_name: 'Dana', is_seller: true }) });
  const { user } = await openPage(api);
  expect(await statusBlock().findByText('Approved')).toBeInTheDocument();
  expect(statusBlock().getByRole('link', { name: 'Open Seller Dashboard' })).toHaveAttribute(
    'href',
    '/seller',
  );
  expect(screen.queryByRole('form', { name: 'Apply to become a partner' })).not.toBeInTheDocument();

  expect(await screen.findByText('Your account can already sell on PhoneHub.')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('currentUser') ?? '{}').is_seller).toBe(true);
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Dana/ }));
  expect(
    within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Seller dashboard' }),
  ).toHaveAttribute('href', '/seller');
});

it('a shopper has no Seller Dashboard entry in the user menu', async () => {
  const { user } = await openPage(signedIn({ first_name: 'Sam' }));
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /Sam/ }));
  const menu = within(await screen.findByRole('menu'));
  expect(menu.getByRole('menuitem', { name: 'My account' })).toBeInTheDocument();
  expect(menu.queryByRole('menuitem', { name: 'Seller dashboard' })).not.toBeInTheDocument();
});

it('the mobile menu also offers a seller the Seller Dashboard', async () => {
  const { user, app } = await openPage(signedIn({ is_seller: true }));
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Open menu' }));
  const mobile = within(screen.getByRole('navigation', { name: 'Mobile' }));
  await user.click(mobile.getByRole('link', { name: 'Seller dashboard' }));
  expect(app.location()).toBe('/seller');
});

import { apiErrorReply, createFetchMock, fakeUser, storeSignedIn } from '@phonehub/api-client';
import type { User } from '@phonehub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

function setup(overrides: Partial<User> = {}) {
  const api = createFetchMock();
  const user = fakeUser({
    address: { street: '12 Engine Row', city: 'London', state: 'LDN', zipCode: '10001', country: 'UK' },
    ...overrides,
  });
  storeSignedIn(api, user);
  const app = renderApp('/profile', { api });
  return { api, app, user };
}

it('shows the profile with account type and member-since date', async () => {
  setup();
  expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  expect(screen.getByText('Customer')).toBeInTheDocument();
  expect(screen.getByText('Member since March 14, 2025')).toBeInTheDocument();
  expect(screen.getByText('12 Engine Row · London, LDN 10001 · UK')).toBeInTheDocument();
});

it('shows Seller for sellers', async () => {
  setup({ is_seller: true });
  expect(await screen.findByText('Seller')).toBeInTheDocument();
  expect(screen.queryByText('Customer')).not.toBeInTheDocument();
});

it('Cancel discards the edits', async () => {
  const { api } = setup();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const first = screen.getByLabelText(/^First name/);
  await user.clear(first);
  await user.type(first, 'Augusta');
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  expect(screen.getByLabelText(/^First name/)).toHaveValue('Ada');
  expect(api.callsTo('PUT /api/auth/profile')).toHaveLength(0);
});

it('Save sends the profile, updates the page and the session, and says so', async () => {
  const { api } = setup();
  api.on('PUT /api/auth/profile', (req) => {
    const body = req.body as Partial<User>;
    return { body: fakeUser({ ...body, address: body.address ?? null }) };
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const first = screen.getByLabelText(/^First name/);
  await user.clear(first);
  await user.type(first, 'Augusta');
  await user.clear(screen.getByLabelText(/^City/));
  await user.type(screen.getByLabelText(/^City/), 'Marylebone');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/auth/profile')[0].body).toEqual({
    first_name: 'Augusta',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    phone: '(555) 123-4567',
    address: { street: '12 Engine Row', city: 'Marylebone', state: 'LDN', zipCode: '10001', country: 'UK' },
  });
  expect(screen.getByRole('heading', { name: 'Augusta Lovelace' })).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('currentUser')!).first_name).toBe('Augusta');
  expect(within(screen.getByRole('banner')).getByRole('button', { name: /Augusta/ })).toBeInTheDocument();
});

it('checks the form before saving', async () => {
  const { api } = setup();
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.clear(screen.getByLabelText(/^Email/));
  await user.type(screen.getByLabelText(/^ZIP code/), '-x');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  expect(screen.getByText('Please enter a valid ZIP code')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/auth/profile')).toHaveLength(0);
});

it('asks for the whole address once any line of it is filled, and leaves out a blank phone', async () => {
  const { api } = setup({ address: null, phone: '' });
  api.on('PUT /api/auth/profile', (req) => ({ body: fakeUser({ ...(req.body as Partial<User>) }) }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.type(screen.getByLabelText(/^City/), 'Boston');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Street/)).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByLabelText(/^City/)).not.toHaveAttribute('aria-invalid');
  expect(api.callsTo('PUT /api/auth/profile')).toHaveLength(0);

  await user.clear(screen.getByLabelText(/^City/));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Profile updated successfully!')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/auth/profile')[0].body).toEqual({
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
    address: null,
  });
});

it("a refused save shows the API's detail and stays in edit mode", async () => {
  const { api } = setup();
  api.on('PUT /api/auth/profile', apiErrorReply(409, 'EMAIL_TAKEN', 'This email is already in use'));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('This email is already in use')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
});

it("a save that fails without detail says 'Failed to update profile'", async () => {
  const { api } = setup();
  api.on('PUT /api/auth/profile', { networkError: true });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Failed to update profile')).toBeInTheDocument();
});

it('asks for the current password only when the email changes, and sends it with the new email', async () => {
  const { api } = setup();
  // The email changes only once the link mailed to the new address is opened (issue 34).
  api.on('PUT /api/auth/profile', (req) => ({
    body: fakeUser({ pending_email: (req.body as Partial<User>).email }),
  }));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();

  const email = screen.getByLabelText(/^Email/);
  await user.clear(email);
  await user.type(email, 'ada.new@example.com');
  expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/auth/profile')).toHaveLength(0);

  await user.type(screen.getByLabelText(/^Current password/), 'My-Current-Secret-1');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(
    await screen.findByText(
      'Profile saved. We sent a link to ada.new@example.com: your email changes when you open it.',
    ),
  ).toBeInTheDocument();
  expect(api.callsTo('PUT /api/auth/profile')[0].body).toMatchObject({
    email: 'ada.new@example.com',
    current_password: 'My-Current-Secret-1',
  });
  expect(screen.getByTestId('pending-email')).toHaveTextContent(
    'Changing to ada.new@example.com: open the link we sent there to confirm. Until then your email stays ada@example.com.',
  );
});

describe('the email address and its verification (issue 34)', () => {
  const emailRow = () => screen.getByText('Email').closest('div') as HTMLElement;

  it('says Verified only for a verified address', async () => {
    setup({ email_verified: true });
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(within(emailRow()).getByText('Verified')).toBeInTheDocument();
    expect(within(emailRow()).queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('says Not verified otherwise, and sends a new link on request', async () => {
    const { api } = setup({ email_verified: false });
    api.on('POST /api/auth/resend-verification', {
      body: { message: 'We sent a new link to ada@example.com. It expires in 48 hours.' },
    });
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    expect(within(emailRow()).getByText('Not verified')).toBeInTheDocument();
    expect(within(emailRow()).queryByText('Verified')).not.toBeInTheDocument();
    await user.click(within(emailRow()).getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText('We sent a new link to ada@example.com. It expires in 48 hours.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/resend-verification')).toHaveLength(1);
  });

  it("shows the API's answer when a new link was sent a moment ago", async () => {
    const { api } = setup({ email_verified: false });
    const soon =
      'We sent you a link less than a minute ago. Please check your inbox (and spam folder) before asking again.';
    api.on('POST /api/auth/resend-verification', apiErrorReply(429, 'RATE_LIMITED', soon));
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Ada Lovelace' });
    await user.click(within(emailRow()).getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(soon)).toBeInTheDocument();
  });
});

it("shows the API's answer to a wrong current password and stays in edit mode", async () => {
  const { api } = setup();
  api.on('PUT /api/auth/profile', apiErrorReply(401, 'INVALID_CREDENTIALS', 'Current password is incorrect'));
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
  const email = screen.getByLabelText(/^Email/);
  await user.clear(email);
  await user.type(email, 'ada.new@example.com');
  await user.type(screen.getByLabelText(/^Current password/), 'Wrong-Guess-1');
  await user.click(screen.getByRole('button', { name: 'Save Changes' }));
  expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Current password/)).toBeInTheDocument();
});

describe('where the account is signed in (issue 34: sessions per device)', () => {
  const session = (id: string, device: string, current = false) => ({
    id,
    device,
    user_agent: device,
    ip_area: '203.0.113.0/24',
    created_at: '2026-03-01T09:30:00.000Z',
    last_seen_at: '2026-03-02T10:00:00.000Z',
    current,
  });

  /** The profile page, the API answering the routes given from the first request on. */
  function renderWith(routes: Parameters<typeof createFetchMock>[0]) {
    const api = createFetchMock(routes);
    storeSignedIn(api, fakeUser());
    renderApp('/profile', { api });
    return api;
  }

  it('lists the sessions with this device marked, and ends another one', async () => {
    let sessions = [session('here', 'Chrome on Windows', true), session('phone', 'Safari on iPhone')];
    const api = renderWith({
      'GET /api/auth/sessions': () => ({ body: sessions }),
      'DELETE /api/auth/sessions/phone': () => {
        sessions = sessions.filter((s) => s.id !== 'phone');
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Sessions' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Chrome on WindowsThis device'),
      expect.stringContaining('Safari on iPhone'),
    ]);

    await user.click(within(rows[1]).getByRole('button', { name: 'End session' }));
    expect(await screen.findByText('Session ended: Safari on iPhone is signed out.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/auth/sessions/phone')).toHaveLength(1);
    await expect(within(list).findAllByRole('listitem')).resolves.toHaveLength(1);
  });

  it('signs out everywhere after asking, and this device is signed out too', async () => {
    const api = renderWith({
      'GET /api/auth/sessions': { body: [session('here', 'Chrome on Windows', true)] },
      'POST /api/auth/logout-all': { status: 204 },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByText('Signed out on every device.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/logout-all')).toHaveLength(1);
    expect(localStorage.getItem('authToken')).toBeNull();
  });
});

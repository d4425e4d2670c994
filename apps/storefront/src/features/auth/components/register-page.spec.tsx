import { apiErrorReply, createFetchMock, fakeUser } from '@phonehub/api-client';
import { act, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const VALID = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Phone: '(555) 123-4567',
  Password: 'analytical-engine',
  'Confirm password': 'analytical-engine',
};

async function fill(user: UserEvent, values: Partial<typeof VALID>, { terms = true } = {}) {
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(await screen.findByLabelText(new RegExp(`^${label}\\*?$`)), value);
  }
  if (terms) await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('client checks with the domain messages', () => {
  it.each([
    ['all required fields', { ...VALID, Phone: '' }, 'Please fill in all required fields'],
    ['matching passwords', { ...VALID, 'Confirm password': 'something-else' }, 'Passwords do not match'],
    [
      'password length',
      { ...VALID, Password: 'short', 'Confirm password': 'short' },
      'Password must be at least 8 characters long',
    ],
    [
      'name characters',
      { ...VALID, 'First name': 'R2-D2' },
      'Name can only contain letters, spaces, hyphens, and apostrophes',
    ],
    ['email format', { ...VALID, Email: 'ada@example' }, 'Please enter a valid email address'],
    ['phone format', { ...VALID, Phone: '12345' }, 'Please enter a valid phone number'],
    [
      'no site name in the password',
      { ...VALID, Password: 'My-PhoneHub-pass', 'Confirm password': 'My-PhoneHub-pass' },
      'Password cannot contain the name PhoneHub',
    ],
    [
      'no email name in the password',
      { ...VALID, Password: 'ada-analytical', 'Confirm password': 'ada-analytical' },
      'Password cannot contain the name part of your email address',
    ],
  ])('%s', async (_rule, values, message) => {
    const api = createFetchMock();
    const user = userEvent.setup();
    renderApp('/register', { api });
    await fill(user, values);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('the terms checkbox', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await fill(user, VALID, { terms: false });
    expect(await screen.findByText('You must accept the terms and conditions')).toBeInTheDocument();
    expect(screen.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
  });

  it('ties each message to its field', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await fill(user, { ...VALID, 'Confirm password': 'nope-nope-nope' });
    await screen.findByText('Passwords do not match');
    expect(screen.getByLabelText('Confirm password*')).toHaveAccessibleDescription('Passwords do not match');
    expect(screen.getByLabelText('Password*')).toHaveAccessibleDescription('At least 8 characters.');
  });
});

it("shows the API's detail when the server refuses", async () => {
  const api = createFetchMock({
    'POST /api/auth/register': apiErrorReply(409, 'EMAIL_TAKEN', 'An account with this email already exists'),
  });
  const user = userEvent.setup();
  renderApp('/register', { api });
  await fill(user, VALID);
  expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
});

it("shows the server's password message (the common-password list is checked there)", async () => {
  const detail = 'This password is too common. Please choose a less predictable one.';
  const api = createFetchMock({ 'POST /api/auth/register': apiErrorReply(400, 'VALIDATION_FAILED', detail) });
  const user = userEvent.setup();
  renderApp('/register', { api });
  await fill(user, { ...VALID, Password: 'Summer2026', 'Confirm password': 'Summer2026' });
  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
});

it('on success says so, greets, signs in and goes home after 2 seconds', async () => {
  jest.useFakeTimers();
  try {
    const api = createFetchMock({
      'POST /api/auth/register': { status: 201, body: { user: fakeUser(), access_token: 'jwt-new' } },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const app = renderApp('/register', { api });
    await fill(user, VALID);

    expect(
      await screen.findByText('Account created successfully! Redirecting to homepage...'),
    ).toBeInTheDocument();
    expect(screen.getByText('Welcome Ada! Registration successful!')).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/register')[0].body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '(555) 123-4567',
      password: 'analytical-engine',
    });
    expect(localStorage.getItem('authToken')).toBe('jwt-new');
    expect(app.location()).toBe('/register');

    act(() => jest.advanceTimersByTime(1900));
    expect(app.location()).toBe('/register');
    act(() => jest.advanceTimersByTime(100));
    expect(app.location()).toBe('/');
  } finally {
    jest.useRealTimers();
  }
});

import { apiErrorReply, createFetchMock, signedInFetchMock } from '@phonehub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

const VERIFY = 'POST /api/auth/verify-email';

function signedIn(overrides = {}) {
  const api = signedInFetchMock({ email_verified: false, ...overrides });
  return api;
}

it('follows the link once, signed in, and says the address is verified', async () => {
  const api = signedIn();
  api.on(VERIFY, {
    body: { message: 'Your email address is verified.', email: 'ada@example.com', signed_out: false },
  });
  renderApp('/verify-email?token=tok_123', { api });
  expect(await screen.findByText('Email address verified')).toBeInTheDocument();
  expect(screen.getByText('Your email address is verified.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to my account' })).toHaveAttribute('href', '/profile');
  expect(api.callsTo(VERIFY)).toHaveLength(1);
  expect(api.callsTo(VERIFY)[0].body).toEqual({ token: 'tok_123' });
});

it('after an email change, signs this device out and offers to sign in with the new address', async () => {
  const api = signedIn();
  api.on(VERIFY, {
    body: {
      message: 'Your email address is now ada.new@example.com. Please sign in again with it.',
      email: 'ada.new@example.com',
      signed_out: true,
    },
  });
  api.on('POST /api/auth/logout', { status: 204 });
  renderApp('/verify-email?token=tok_change', { api });
  expect(await screen.findByText('Your email address has changed')).toBeInTheDocument();
  expect(screen.getByText(/Please sign in again with it\./)).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );
  await waitFor(() => expect(localStorage.length).toBe(0));
});

it.each([
  [
    'used',
    'This link has already been used. Your account page shows whether your email address is verified.',
  ],
  ['expired', 'This link has expired. Ask for a new one on your account page.'],
])('shows why a %s link does not work', async (_what, detail) => {
  const api = signedIn();
  api.on(VERIFY, apiErrorReply(400, 'INVALID_VERIFICATION_TOKEN', detail));
  renderApp('/verify-email?token=tok_old', { api });
  expect(await screen.findByText('We could not confirm this link')).toBeInTheDocument();
  expect(screen.getByText(detail)).toBeInTheDocument();
});

it('asks a visitor to sign in first and sends nothing', async () => {
  const api = createFetchMock();
  renderApp('/verify-email?token=tok_123', { api });
  expect(await screen.findByText('Sign in to confirm')).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(api.callsTo(VERIFY)).toHaveLength(0);
});

it('says a link without its token is incomplete', async () => {
  renderApp('/verify-email', { api: signedIn() });
  expect(await screen.findByText('This link is incomplete')).toBeInTheDocument();
});

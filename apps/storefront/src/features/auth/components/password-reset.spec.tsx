import { apiErrorReply, createFetchMock } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

it("forgot password sends the email and shows the API's message", async () => {
  const message = 'If an account exists for that email, we have sent a reset link.';
  const api = createFetchMock({ 'POST /api/auth/forgot-password': { body: { message } } });
  const user = userEvent.setup();
  renderApp('/forgot-password', { api });
  await user.type(await screen.findByLabelText(/Email/), 'ada@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(api.calls[0].body).toEqual({ email: 'ada@example.com' });
});

it('reset password sets the new password and offers Sign In', async () => {
  const api = createFetchMock({
    'POST /api/auth/reset-password': { body: { message: 'Your password has been reset.' } },
  });
  const user = userEvent.setup();
  renderApp('/reset-password?token=tok-123', { api });
  await user.type(await screen.findByLabelText(/^New password/), 'a-new-password');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText('Your password has been reset.')).toBeInTheDocument();
  expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/login',
  );
  expect(api.calls[0].body).toEqual({ token: 'tok-123', password: 'a-new-password' });
});

it("reset password shows the API's detail for an invalid or expired token", async () => {
  const api = createFetchMock({
    'POST /api/auth/reset-password': apiErrorReply(
      400,
      'INVALID_RESET_TOKEN',
      'This reset link is invalid or has expired.',
    ),
  });
  const user = userEvent.setup();
  renderApp('/reset-password?token=old', { api });
  await user.type(await screen.findByLabelText(/^New password/), 'a-new-password');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'a-new-password');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
});

it('reset password without a token explains and links to a new request', () => {
  renderApp('/reset-password');
  expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
  expect(screen.getByRole('link', { name: 'request a new one' })).toHaveAttribute('href', '/forgot-password');
});

it("reset password shows the server's message for a refused password", async () => {
  const detail = 'This password is too common. Please choose a less predictable one.';
  const api = createFetchMock({
    'POST /api/auth/reset-password': apiErrorReply(400, 'VALIDATION_FAILED', detail),
  });
  const user = userEvent.setup();
  renderApp('/reset-password?token=fresh', { api });
  await user.type(await screen.findByLabelText(/^New password/), 'P@ssw0rd');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'P@ssw0rd');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(detail);
});

it('reset password refuses the site name before asking the server', async () => {
  const api = createFetchMock();
  const user = userEvent.setup();
  renderApp('/reset-password?token=fresh', { api });
  await user.type(await screen.findByLabelText(/^New password/), 'phonehub-forever');
  await user.type(screen.getByLabelText(/^Confirm new password/), 'phonehub-forever');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByText('Password cannot contain the name PhoneHub')).toBeInTheDocument();
  expect(api.calls).toHaveLength(0);
});

import { apiErrorReply, createFetchMock } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const SEND = 'POST /api/contact';
const SUCCESS = "Message sent successfully! We'll get back to you within 24 hours.";

async function openPage() {
  const api = createFetchMock();
  api.on(SEND, { status: 201, body: { id: 'c-1', detail: SUCCESS } });
  renderApp('/contact', { api });
  await screen.findByRole('heading', { level: 1, name: 'Contact Us' });
  return { api, user: userEvent.setup(), form: within(screen.getByRole('form', { name: 'Contact form' })) };
}

async function fill(user: UserEvent, form: ReturnType<typeof within>, email = 'lee@example.com') {
  await user.type(form.getByLabelText(/Name/), 'Lee Park');
  await user.type(form.getByLabelText(/Email/), email);
  await user.type(form.getByLabelText(/Subject/), 'Bulk order');
  await user.type(form.getByLabelText(/Message/), 'Do you sell to schools?');
}

it('shows the info cards: both phones, both emails, the address and live chat hours', async () => {
  await openPage();
  const cards = within(screen.getByRole('list', { name: 'Ways to reach us' }));
  expect(cards.getByRole('link', { name: '+1 (800) 555-0142' })).toHaveAttribute('href', 'tel:+18005550142');
  expect(cards.getByRole('link', { name: '+1 (800) 555-0199' })).toHaveAttribute('href', 'tel:+18005550199');
  expect(cards.getByRole('link', { name: 'hello@phonehub.com' })).toHaveAttribute(
    'href',
    'mailto:hello@phonehub.com',
  );
  expect(cards.getByRole('link', { name: 'support@phonehub.com' })).toHaveAttribute(
    'href',
    'mailto:support@phonehub.com',
  );
  expect(cards.getByText('500 Market Street, Suite 200')).toBeInTheDocument();
  expect(cards.getByRole('heading', { name: 'Live chat' })).toBeInTheDocument();
});

it('asks for every field, then a valid email, before sending', async () => {
  const { api, user, form } = await openPage();
  await user.click(form.getByRole('button', { name: 'Send Message' }));
  expect(form.getByText('Please fill in all fields')).toBeInTheDocument();

  await fill(user, form, 'lee@nowhere');
  await user.click(form.getByRole('button', { name: 'Send Message' }));
  expect(form.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(api.callsTo(SEND)).toHaveLength(0);
});

it('sends the message, says so and clears the form', async () => {
  const { api, user, form } = await openPage();
  await fill(user, form);
  await user.click(form.getByRole('button', { name: 'Send Message' }));

  expect(await form.findByText(SUCCESS)).toBeInTheDocument();
  expect(api.callsTo(SEND)[0].body).toEqual({
    name: 'Lee Park',
    email: 'lee@example.com',
    subject: 'Bulk order',
    message: 'Do you sell to schools?',
  });
  expect(form.getByLabelText(/Name/)).toHaveValue('');
  expect(form.getByLabelText(/Message/)).toHaveValue('');
});

it("shows the server's reason when it refuses (e.g. too many messages)", async () => {
  const { api, user, form } = await openPage();
  api.on(SEND, apiErrorReply(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'));
  await fill(user, form);
  await user.click(form.getByRole('button', { name: 'Send Message' }));
  expect(await form.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
  expect(form.getByLabelText(/Name/)).toHaveValue('Lee Park');
});

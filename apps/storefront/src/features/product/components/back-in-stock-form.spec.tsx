import { apiErrorReply, createFetchMock, fakeProduct, fakeUser, storeSignedIn } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

// Issue 16 item 3: a sold-out product's page takes an email and says "We'll email you when it's back".

const soldOut = fakeProduct({
  id: 'p1',
  name: 'Apple iPhone 14 128GB Blue',
  stock: 0,
  stock_quantity: 0,
  in_stock: false,
});
const inStock = fakeProduct({ id: 'p2', name: 'Apple iPhone 14 256GB Black', stock: 3, stock_quantity: 3 });
const SUBSCRIBED = { status: 'subscribed', message: "We'll email you when it's back" };
const ALREADY = {
  status: 'already_subscribed',
  message: "You're already on the list. We'll email you when it's back",
};
const CONFIRM = {
  status: 'confirmation_sent',
  message: 'Check your email: follow the link we sent to confirm, and we will email you when it is back',
};

function api() {
  return createFetchMock()
    .on('GET /api/products/p1', { body: soldOut })
    .on('GET /api/products/p1/reviews', { body: [] })
    .on('GET /api/products/p2', { body: inStock })
    .on('GET /api/products/p2/reviews', { body: [] })
    .on('GET /api/products', { body: { products: [], total: 0, totalPages: 0, page: 1, limit: 7 } })
    .on('POST /api/products/p1/stock-alerts', { status: 201, body: CONFIRM });
}

async function openForm(mock = api()) {
  renderApp('/product/p1', { api: mock });
  const section = within(await screen.findByRole('region', { name: "Get an email when it's back" }));
  return {
    mock,
    section,
    email: section.getByRole('textbox', { name: /Email/ }),
    submit: section.getByRole('button', { name: "Email me when it's back" }),
  };
}

afterEach(() => localStorage.clear());

it("stores a guest's email and tells them to check their email to confirm", async () => {
  const { mock, section, email, submit } = await openForm();
  await userEvent.type(email, '  dana@example.com ');
  await userEvent.click(submit);

  expect(await section.findByRole('status')).toHaveTextContent(
    'Check your email: follow the link we sent to confirm, and we will email you when it is back',
  );
  expect(section.getByRole('status')).toHaveTextContent(
    'We sent a link to dana@example.com. Follow it within 48 hours to confirm: until then we will not email you about Apple iPhone 14 128GB Blue.',
  );
  expect(section.queryByRole('button', { name: "Email me when it's back" })).not.toBeInTheDocument();
  expect(mock.callsTo('POST /api/products/p1/stock-alerts').map((c) => c.body)).toEqual([
    { email: 'dana@example.com' },
  ]);
});

it("checks the address on blur, again as it is corrected, and on submit, with the spec's sentence; nothing is sent until it is valid", async () => {
  const { mock, section, email, submit } = await openForm();
  await userEvent.type(email, 'bad@');
  expect(section.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(await section.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');

  // Corrected while still in the field: the message goes without leaving it.
  await userEvent.click(email);
  await userEvent.keyboard('example.com');
  expect(email).toHaveFocus();
  expect(section.queryByText('Please enter a valid email address')).not.toBeInTheDocument();

  await userEvent.clear(email);
  await userEvent.click(submit);
  expect(await section.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(mock.callsTo('POST /api/products/p1/stock-alerts')).toHaveLength(0);
});

it("shows the API's refusal of the address under the field", async () => {
  const mock = api().on(
    'POST /api/products/p1/stock-alerts',
    apiErrorReply(400, 'VALIDATION_FAILED', 'Please enter a valid email address'),
  );
  const { section, email, submit } = await openForm(mock);
  await userEvent.type(email, 'dana@example.c0m');
  await userEvent.click(submit);
  expect(await section.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(email).toHaveAttribute('aria-invalid', 'true');
});

it('says so when the address is already on the list', async () => {
  const mock = api().on('POST /api/products/p1/stock-alerts', { status: 200, body: ALREADY });
  const { section, email, submit } = await openForm(mock);
  await userEvent.type(email, 'dana@example.com');
  await userEvent.click(submit);
  expect(await section.findByRole('status')).toHaveTextContent(
    "You're already on the list. We'll email you when it's back",
  );
});

it('tells the shopper when the product came back meanwhile, or when to retry', async () => {
  const mock = api().on(
    'POST /api/products/p1/stock-alerts',
    apiErrorReply(409, 'CONFLICT', 'Good news: this product is back in stock. Reload the page to buy it.'),
  );
  const { section, email, submit } = await openForm(mock);
  await userEvent.type(email, 'dana@example.com');
  await userEvent.click(submit);
  expect(await section.findByRole('alert')).toHaveTextContent(
    'Good news: this product is back in stock. Reload the page to buy it.',
  );

  mock.on('POST /api/products/p1/stock-alerts', {
    ...apiErrorReply(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'),
    headers: { 'Retry-After': '30' },
  });
  await userEvent.click(submit);
  expect(await section.findByText('Too many requests. Please try again in 30 seconds.')).toBeInTheDocument();
});

it('says the alert is confirmed when the mailed link brings the reader back', async () => {
  renderApp('/product/p1?stock_alert=confirmed', { api: api() });
  const section = within(await screen.findByRole('region', { name: "Get an email when it's back" }));
  expect(section.getByRole('status')).toHaveTextContent("Confirmed: we'll email you when it's back");
  expect(section.getByRole('status')).toHaveTextContent(
    'One email about Apple iPhone 14 128GB Blue, as soon as it is back in stock.',
  );
});

it("fills in a signed-in shopper's address and lets them leave it blank (their account's is used)", async () => {
  // A verified address is confirmed at once.
  const mock = api().on('POST /api/products/p1/stock-alerts', { status: 201, body: SUBSCRIBED });
  storeSignedIn(mock, fakeUser({ email: 'ada@example.com' }));
  const { section, email, submit } = await openForm(mock);
  expect(email).toHaveValue('ada@example.com');
  expect(section.getByText("Optional: leave it blank to use your account's email.")).toBeInTheDocument();

  await userEvent.clear(email);
  await userEvent.click(submit);
  expect(await section.findByRole('status')).toHaveTextContent("We'll email you when it's back");
  const [call] = mock.callsTo('POST /api/products/p1/stock-alerts');
  expect(call.body).toEqual({});
  expect(call.headers.authorization).toBe('Bearer test-token');
});

it('is not offered for a product in stock', async () => {
  renderApp('/product/p2', { api: api() });
  await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 14 256GB Black' });
  expect(screen.queryByRole('region', { name: "Get an email when it's back" })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: "Email me when it's back" })).not.toBeInTheDocument();
});

import {
  apiErrorReply,
  createFetchMock,
  fakeUser,
  storeSignedIn,
  type FetchMock,
  type MockReply,
} from '@phonehub/api-client';
import { cartLines, computeTotals, formatCents } from '@phonehub/domain';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { redirectTo } from '../../../lib/browser';
import { cartItem, storeCart, storedCart } from '../../../test/catalogue';
import { renderApp } from '../../../test/render-app';

jest.mock('../../../lib/browser', () => ({ redirectTo: jest.fn() }));

const SESSION = 'POST /api/payments/checkout/session';
const GUEST = 'POST /api/payments/checkout/session/guest';

const LINES = [
  cartItem({ id: 'p1', name: 'Apple iPhone 14 Pro', price: 549.99, quantity: 2 }),
  cartItem({
    id: 'p2',
    name: 'Sony WH-1000XM5',
    brand: 'Sony',
    model: 'WH-1000XM5',
    price: 19.5,
    quantity: 1,
  }),
];

const ADDRESS = {
  email: 'grace@example.com',
  firstName: 'Grace',
  lastName: 'Hopper',
  address: '1 Navy Way',
  city: 'Arlington',
  state: 'VA',
  zipCode: '22201',
};

const LABELS: Record<keyof typeof ADDRESS, RegExp> = {
  email: /^Email/,
  firstName: /^First name/,
  lastName: /^Last name/,
  address: /^Address/,
  city: /^City/,
  state: /^State/,
  zipCode: /^ZIP code/,
};

beforeEach(() => {
  sessionStorage.clear();
  jest.mocked(redirectTo).mockClear();
});

function open(route = '/checkout', api: FetchMock = createFetchMock()) {
  const app = renderApp(route, { api });
  return { app, api, user: userEvent.setup() };
}

const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Checkout steps' })).getByRole('listitem', {
    current: 'step',
  }).textContent;
const figure = (id: string) => screen.getByTestId(`checkout-${id}`).textContent;

async function fill(user: UserEvent, values: Partial<typeof ADDRESS> = ADDRESS) {
  for (const [key, value] of Object.entries(values) as [keyof typeof ADDRESS, string][]) {
    const input = screen.getByLabelText(LABELS[key]);
    if (input instanceof HTMLSelectElement) {
      await user.selectOptions(input, value);
      continue;
    }
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

async function toPayment(user: UserEvent, method: 'Standard' | 'Express' = 'Standard') {
  await screen.findByRole('heading', { name: 'Shipping information' });
  await fill(user);
  await user.click(screen.getByRole('radio', { name: new RegExp(method) }));
  await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
  await user.click(await screen.findByRole('button', { name: 'Continue to Payment' }));
  await screen.findByRole('heading', { name: 'Payment' });
}

it('shows the empty cart with Continue Shopping instead of the steps', async () => {
  const { app, user } = open();
  expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Checkout steps' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: /Continue Shopping/ }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Shop refurbished devices' }),
  ).toBeInTheDocument();
  expect(app.location()).toBe('/marketplace');
});

describe('step 1: shipping', () => {
  beforeEach(() => storeCart(LINES));

  it('will not continue until the required fields are filled, and says so', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    expect(currentStep()).toBe('1Step 1: Shipping');
    expect(screen.getByLabelText(/^Country/)).toHaveValue('United States');

    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.city)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(currentStep()).toMatch(/Shipping$/);

    await fill(user, { ...ADDRESS, city: '' });
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(screen.getByText('Please fill in all required fields')).toBeInTheDocument();
    expect(currentStep()).toMatch(/Shipping$/);

    await fill(user, { city: 'Arlington' });
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeInTheDocument();
    expect(currentStep()).toMatch(/Review$/);
  });

  it('checks email, ZIP and a given phone with the domain rules', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    await fill(user, { ...ADDRESS, email: 'grace@navy', zipCode: '2220' });
    await user.type(screen.getByLabelText(/^Phone/), '12');
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid ZIP code')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    expect(currentStep()).toMatch(/Shipping$/);
  });

  it("fills in the signed-in user's details", async () => {
    const api = createFetchMock();
    storeSignedIn(
      api,
      fakeUser({
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        phone: '(555) 123-4567',
        address: { street: '12 Engine Row', city: 'Austin', state: 'TX', zipCode: '78701', country: 'USA' },
      }),
    );
    open('/checkout', api);
    await screen.findByRole('heading', { name: 'Shipping information' });
    expect(screen.getByLabelText(LABELS.email)).toHaveValue('ada@example.com');
    expect(screen.getByLabelText(LABELS.firstName)).toHaveValue('Ada');
    expect(screen.getByLabelText(LABELS.lastName)).toHaveValue('Lovelace');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('(555) 123-4567');
    expect(screen.getByLabelText(LABELS.address)).toHaveValue('12 Engine Row');
    expect(screen.getByLabelText(LABELS.city)).toHaveValue('Austin');
    expect(screen.getByLabelText(LABELS.state)).toHaveValue('TX');
    expect(screen.getByLabelText(LABELS.zipCode)).toHaveValue('78701');
    // The profile's free-text 'USA' is the United States of the select.
    expect(screen.getByLabelText(/^Country/)).toHaveValue('United States');
  });

  it("offers the chosen country's states or provinces by name, sends the code, and starts the choice again on a switch", async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    const country = screen.getByRole('combobox', { name: /^Country/ });
    expect(
      within(country)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['United States', 'Canada']);
    const state = screen.getByRole('combobox', { name: /^State/ });
    expect(within(state).getByRole('option', { name: 'Texas' })).toHaveValue('TX');
    expect(within(state).getByRole('option', { name: 'District of Columbia' })).toHaveValue('DC');
    expect(within(state).queryByRole('option', { name: 'Ontario' })).not.toBeInTheDocument();
    await user.selectOptions(state, 'Texas');
    expect(state).toHaveValue('TX');

    await user.selectOptions(country, 'Canada');
    const province = screen.getByRole('combobox', { name: /^Province/ });
    expect(province).toHaveValue('');
    expect(within(province).getAllByRole('option')).toHaveLength(14);
    expect(within(province).getByRole('option', { name: 'Ontario' })).toHaveValue('ON');
    expect(within(province).queryByRole('option', { name: 'Texas' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Postal code/)).toBeInTheDocument();

    const { state: _state, zipCode: _zip, ...rest } = ADDRESS;
    await fill(user, rest);
    await user.type(screen.getByLabelText(/^Postal code/), 'M5V 3L9');
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(province).toHaveAttribute('aria-invalid', 'true');
    await user.selectOptions(province, 'Ontario');
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await screen.findByRole('heading', { name: 'Review your order' });
    expect(screen.getByText(/Arlington, ON M5V 3L9/)).toBeInTheDocument();
  });

  it('shows the order summary beside the form, folded behind a toggle for small screens', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    const summary = screen.getByRole('complementary', { name: 'Order summary' });
    expect(
      within(summary)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Apple iPhone 14 Pro × 2$1,099.98', 'Sony WH-1000XM5 × 1$19.50']);
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$1,209.04');
    const toggle = within(summary).getByRole('button', { name: /Show order summary/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(within(summary).getByRole('button', { name: /Hide order summary/ })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByTestId('checkout-summary')).toHaveAttribute('data-open', 'true');

    // The summary follows the method being chosen.
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    expect(screen.getByTestId('summary-total')).toHaveTextContent(
      formatCents(computeTotals(cartLines(LINES), 'express').totalCents),
    );
  });

  it('prices the shipping methods, standard free from $50', async () => {
    storeCart([cartItem({ price: 20, quantity: 2 })]);
    const first = open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    expect(screen.getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard/ }).closest('label')).toHaveTextContent(
      'Standard3-5 business days$5.99',
    );
    expect(screen.getByRole('radio', { name: /Express/ }).closest('label')).toHaveTextContent(
      'Express1-2 business days$15.99',
    );
    first.app.unmount();

    storeCart([cartItem({ price: 25, quantity: 2 })]);
    open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    expect(screen.getByRole('radio', { name: /Standard/ }).closest('label')).toHaveTextContent(
      'Standard3-5 business daysFree',
    );
    expect(screen.getByRole('radio', { name: /Express/ }).closest('label')).toHaveTextContent('$15.99');
  });
});

describe('step 2: review', () => {
  beforeEach(() => storeCart(LINES));

  it.each(['standard', 'express'] as const)(
    'shows the lines and the totals computeTotals gives for %s shipping',
    async (method) => {
      const { user } = open();
      await screen.findByRole('heading', { name: 'Shipping information' });
      await fill(user);
      await user.click(screen.getByRole('radio', { name: method === 'standard' ? /Standard/ : /Express/ }));
      await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
      await screen.findByRole('heading', { name: 'Review your order' });

      const items = within(screen.getByRole('list', { name: 'Items' }));
      expect(items.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
        'Apple iPhone 14 Pro × 2$1,099.98',
        'Sony WH-1000XM5 × 1$19.50',
      ]);
      const totals = computeTotals(cartLines(LINES), method);
      expect(figure('subtotal')).toBe(formatCents(totals.subtotalCents));
      expect(figure('tax')).toBe(formatCents(totals.taxCents));
      expect(figure('shipping')).toBe(
        totals.shippingCents === 0 ? 'Free' : formatCents(totals.shippingCents),
      );
      expect(figure('total')).toBe(formatCents(totals.totalCents));
      expect(figure('total')).toBe(method === 'standard' ? '$1,209.04' : '$1,225.03');
      expect(screen.getByText(/1 Navy Way/)).toBeInTheDocument();
      expect(screen.getByText(/Arlington, VA 22201/)).toBeInTheDocument();
    },
  );

  it("shows each parcel's shipping of a mixed cart: PhoneHub's by the method, the seller's at its own cost", async () => {
    storeCart([
      cartItem({ id: 'p2', name: 'Sony WH-1000XM5', price: 19.5, quantity: 1 }),
      cartItem({
        id: 's1',
        name: 'Acme Pixel 8',
        price: 300,
        sellerId: 'seller-acme',
        sellerName: 'Acme Phones',
        shippingCost: 8.75,
      }),
    ]);
    const { user } = open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    // The methods price PhoneHub's parcel ($19.50: under $50); the seller's parcel is the same either way.
    expect(screen.getByRole('radio', { name: /Standard/ }).closest('label')).toHaveTextContent('$5.99');
    expect(screen.getByRole('radio', { name: /Express/ }).closest('label')).toHaveTextContent('$15.99');
    expect(screen.getByTestId('seller-shipping-hint')).toHaveTextContent(
      'Marketplace sellers ship their own items whatever the method (Acme Phones: $8.75).',
    );
    await fill(user);
    await user.click(screen.getByRole('radio', { name: /Express/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await screen.findByRole('heading', { name: 'Review your order' });

    // Items $319.50, tax $25.56; PhoneHub's parcel express $15.99; Acme's parcel $8.75 whatever the method.
    expect(screen.getByText('Shipping from PhoneHub (express)')).toBeInTheDocument();
    expect(figure('shipping')).toBe('$15.99');
    expect(screen.getByText('Shipping from Acme Phones')).toBeInTheDocument();
    expect(figure('shipping-seller-acme')).toBe('$8.75');
    expect(figure('total')).toBe('$369.80');
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    expect(await screen.findByRole('button', { name: 'Pay $369.80' })).toBeInTheDocument();
  });

  it('Back returns to the filled form', async () => {
    const { user } = open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Shipping information' })).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.city)).toHaveValue('Arlington');
  });
});

describe('step 3: payment', () => {
  beforeEach(() => storeCart(LINES));

  const expectedBody = (method: 'standard' | 'express') => ({
    cart_items: [
      { id: 'p1', quantity: 2 },
      { id: 'p2', quantity: 1 },
    ],
    origin_url: window.location.origin,
    email: 'grace@example.com',
    shipping_address: {
      name: 'Grace Hopper',
      address_line_1: '1 Navy Way',
      city: 'Arlington',
      state: 'VA',
      postal_code: '22201',
      country: 'United States',
    },
    shipping_method: method,
  });

  it('pays as a guest: the guest endpoint, no token, ids and quantities only, then the payment page', async () => {
    const api = createFetchMock().on(GUEST, {
      body: {
        url: 'https://pay.example/cs_1',
        session_id: 'cs_1',
        order_id: 'order-1',
        credit_applied_cents: 0,
        paid: false,
      },
    });
    localStorage.setItem('authToken', 'stale-token');
    localStorage.removeItem('currentUser');
    api.on('GET /api/auth/me', {
      status: 401,
      body: { statusCode: 401, code: 'UNAUTHORIZED', message: 'Unauthorized' },
    });
    const { user } = open('/checkout', api);
    await toPayment(user, 'Express');
    const total = formatCents(computeTotals(cartLines(LINES), 'express').totalCents);
    await user.click(screen.getByRole('button', { name: `Pay ${total}` }));

    expect(await screen.findByRole('button', { name: /Redirecting to payment/ })).toBeDisabled();
    expect(api.callsTo(SESSION)).toHaveLength(0);
    const [call] = api.callsTo(GUEST);
    expect(call.body).toEqual(expectedBody('express'));
    expect(call.headers.authorization).toBeUndefined();
    expect(redirectTo).toHaveBeenCalledWith('https://pay.example/cs_1');
    // Paying that order (and only that one) empties this cart on the way back.
    expect(JSON.parse(sessionStorage.getItem('phoneHubCheckout') ?? 'null')).toMatchObject({
      orderId: 'order-1',
      step: 3,
    });
  });

  it("pays signed in: the user's endpoint with the bearer token", async () => {
    const api = createFetchMock().on(SESSION, {
      body: { url: 'https://pay.example/cs_2', session_id: 'cs_2' },
    });
    storeSignedIn(api, fakeUser({ address: null }), 'user-token');
    const { user } = open('/checkout', api);
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    await screen.findByRole('button', { name: /Redirecting to payment/ });
    expect(api.callsTo(GUEST)).toHaveLength(0);
    const [call] = api.callsTo(SESSION);
    expect(call.headers.authorization).toBe('Bearer user-token');
    expect(call.body).toEqual({
      ...expectedBody('standard'),
      shipping_address: { ...expectedBody('standard').shipping_address, phone: '(555) 123-4567' },
    });
    expect(redirectTo).toHaveBeenCalledWith('https://pay.example/cs_2');
  });

  it('applies store credit when asked: the balance shown, the card pays the rest, apply_credit sent', async () => {
    const api = createFetchMock().on(SESSION, {
      body: { url: 'https://pay.example/cs_4', session_id: 'cs_4' },
    });
    api.on('GET /api/account/credit', { body: { balance_cents: 10000, entries: [] } });
    storeSignedIn(api, fakeUser({ address: null }), 'user-token');
    const { user } = open('/checkout', api);
    await toPayment(user);
    const total = computeTotals(cartLines(LINES), 'standard').totalCents;
    const toggle = await screen.findByRole('checkbox', { name: 'Apply store credit (balance $100.00)' });
    expect(screen.getByRole('button', { name: `Pay ${formatCents(total)}` })).toBeInTheDocument();
    await user.click(toggle);
    expect(figure('credit')).toBe('−$100.00');
    expect(figure('card-total')).toBe(formatCents(total - 10000));
    await user.click(screen.getByRole('button', { name: `Pay ${formatCents(total - 10000)}` }));
    await screen.findByRole('button', { name: /Redirecting to payment/ });
    expect(api.callsTo(SESSION)[0].body).toMatchObject({ apply_credit: true });
  });

  it('an order the credit pays wholly goes to its page and empties the cart', async () => {
    const api = createFetchMock().on(SESSION, {
      body: {
        url: 'http://localhost/orders/order-9',
        session_id: null,
        order_id: 'order-9',
        credit_applied_cents: 5000,
        paid: true,
      },
    });
    api.on('GET /api/account/credit', { body: { balance_cents: 500000, entries: [] } });
    storeSignedIn(api, fakeUser({ address: null }), 'user-token');
    const { user } = open('/checkout', api);
    await toPayment(user);
    await user.click(await screen.findByRole('checkbox', { name: /Apply store credit/ }));
    await user.click(screen.getByRole('button', { name: 'Pay with store credit' }));
    expect(redirectTo).toHaveBeenCalledWith('http://localhost/orders/order-9');
    expect(storedCart()).toHaveLength(0);
  });

  it.each<[string, MockReply, string]>([
    [
      'the server detail',
      apiErrorReply(400, 'VALIDATION_FAILED', 'Apple iPhone 14 Pro is out of stock'),
      'Apple iPhone 14 Pro is out of stock',
    ],
    ['the fallback without a detail', { status: 502, body: '<html>' }, 'Failed to create checkout session'],
    ['a network failure', { networkError: true }, 'Failed to initiate payment'],
    ['an answer without a url', { body: { session_id: 'cs_3' } }, 'No checkout URL received'],
  ])('shows %s and stays on the page', async (_case, reply, message) => {
    const api = createFetchMock().on(GUEST, reply);
    const { user } = open('/checkout', api);
    await toPayment(user);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(redirectTo).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /^Pay / })).toBeEnabled();
    expect(storedCart()).toHaveLength(2);
  });

  it('refuses to pay without the shipping information', async () => {
    sessionStorage.setItem('phoneHubCheckout', JSON.stringify({ step: 3, values: { ...ADDRESS, city: '' } }));
    const { api, user } = open();
    await screen.findByRole('heading', { name: 'Payment' });
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByText('Please fill in all required shipping information')).toBeInTheDocument();
    expect(api.callsTo(GUEST)).toHaveLength(0);
  });

  it('after a cancelled payment says so at step 3 and keeps the cart', async () => {
    sessionStorage.setItem(
      'phoneHubCheckout',
      JSON.stringify({
        step: 3,
        values: { ...ADDRESS, country: 'United States', phone: '', shippingMethod: 'express' },
      }),
    );
    open('/checkout?cancelled=1');
    expect(await screen.findByText(/Your payment was cancelled/)).toHaveTextContent(
      'Your cart has been kept',
    );
    expect(currentStep()).toMatch(/Payment$/);
    expect(storedCart()).toHaveLength(2);
    expect(
      screen.getByRole('button', {
        name: `Pay ${formatCents(computeTotals(cartLines(LINES), 'express').totalCents)}`,
      }),
    ).toBeInTheDocument();
  });

  it('shows no cancelled notice on an ordinary visit', async () => {
    open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    expect(screen.queryByText(/Your payment was cancelled/)).not.toBeInTheDocument();
  });
});

describe('refresh', () => {
  beforeEach(() => storeCart(LINES));

  it('keeps what was typed and the step reached', async () => {
    const first = open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    await fill(first.user, { email: 'grace@example.com', city: 'Arlington' });
    first.app.unmount();

    const second = open();
    await screen.findByRole('heading', { name: 'Shipping information' });
    expect(screen.getByLabelText(LABELS.email)).toHaveValue('grace@example.com');
    expect(screen.getByLabelText(LABELS.city)).toHaveValue('Arlington');
    await fill(second.user);
    await second.user.click(screen.getByRole('radio', { name: /Express/ }));
    await second.user.click(screen.getByRole('button', { name: 'Continue to Review' }));
    await screen.findByRole('heading', { name: 'Review your order' });
    second.app.unmount();

    open();
    expect(await screen.findByRole('heading', { name: 'Review your order' })).toBeInTheDocument();
    expect(screen.getByText('Express (1-2 business days)')).toBeInTheDocument();
    expect(screen.getByText(/Grace Hopper/)).toBeInTheDocument();
  });
});

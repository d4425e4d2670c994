import {
  apiErrorReply,
  fakeOrder,
  fakeOrderReturn,
  fakeParcelTracking,
  signedInFetchMock,
  type FetchMock,
} from '@phonehub/api-client';
import type { Order, OrderReturn, ReturnStatus } from '@phonehub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { validateReturn } from './return-request';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';
const DAY_MS = 24 * 60 * 60 * 1000;
const longDate = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

function deliveredDaysAgo(days: number, overrides: Partial<Order> = {}): Order {
  return fakeOrder({
    status: 'delivered',
    delivered_at: new Date(Date.now() - days * DAY_MS).toISOString(),
    ...overrides,
  });
}

/** Serves `order`; a return request answers `created` (or `reply`) and from then on the order carries it. */
function serve(order: Order, created: OrderReturn = fakeOrderReturn()): FetchMock {
  const api = signedInFetchMock();
  let current = order;
  api.on(`GET /api/orders/${ID}`, () => ({ body: current }));
  api.on(`POST /api/orders/${ID}/return`, () => {
    current = { ...current, return: created };
    return { status: 201, body: created };
  });
  return api;
}

async function openReturnForm() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Return items' }));
  const dialog = screen.getByRole('dialog', { name: 'Return items' });
  return { user, dialog, form: within(dialog) };
}

it('offers Return items on a recently delivered order, with the deadline and every unit chosen', async () => {
  const order = deliveredDaysAgo(3);
  renderApp(`/orders/${ID}`, { api: serve(order) });

  const deadline = longDate.format(new Date(Date.parse(order.delivered_at as string) + 30 * DAY_MS));
  expect(await screen.findByText(`Returns accepted until ${deadline}`)).toBeInTheDocument();
  const { form } = await openReturnForm();
  expect(form.getByRole('combobox', { name: 'Apple iPhone 14 Pro 128GB' })).toHaveValue('2');
  expect(form.getByRole('combobox', { name: 'AirPods Pro' })).toHaveValue('1');
  expect(form.getAllByRole('option').map((o) => o.textContent)).toEqual(['0', '1', '2', '0', '1']);
  expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue('');
  expect(form.getByText('0 / 1000 characters')).toBeInTheDocument();
  // Items and their tax, never shipping.
  expect(form.getByTestId('return-estimate')).toHaveTextContent('$1,315.98');
});

it('checks the reason and that something is chosen before sending anything', async () => {
  const api = serve(deliveredDaysAgo(3));
  renderApp(`/orders/${ID}`, { api });
  const { user, form } = await openReturnForm();

  await user.click(form.getByRole('button', { name: 'Request return' }));
  expect(await form.findByText('Please tell us why you are returning these items')).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('aria-invalid', 'true');

  await user.type(form.getByRole('textbox', { name: 'Reason' }), 'Too loud');
  expect(
    await form.findByText('Please describe the reason for the return in 10 to 1000 characters'),
  ).toBeInTheDocument();

  await user.type(form.getByRole('textbox', { name: 'Reason' }), ' a hiss');
  expect(form.queryByText(/Please describe the reason/)).not.toBeInTheDocument();
  expect(form.getByRole('textbox', { name: 'Reason' })).toHaveAttribute('maxlength', '1000');

  await user.selectOptions(form.getByRole('combobox', { name: 'Apple iPhone 14 Pro 128GB' }), '0');
  await user.selectOptions(form.getByRole('combobox', { name: 'AirPods Pro' }), '0');
  expect(form.getByTestId('return-estimate')).toHaveTextContent('$0.00');
  await user.click(form.getByRole('button', { name: 'Request return' }));
  expect(await form.findByText('Please choose at least one item to return')).toBeInTheDocument();
  expect(api.callsTo(`POST /api/orders/${ID}/return`)).toHaveLength(0);
});

it('sends the chosen units and the trimmed reason, then shows the requested return', async () => {
  const created = fakeOrderReturn({
    reason: 'The screen flickers when dimmed.',
    items: [{ order_item_id: 'item-1', product_name: 'Apple iPhone 14 Pro 128GB', quantity: 1, price: 549 }],
    refund_amount: 592.92,
  });
  const api = serve(deliveredDaysAgo(3), created);
  renderApp(`/orders/${ID}`, { api });
  const { user, form } = await openReturnForm();

  await user.selectOptions(form.getByRole('combobox', { name: 'Apple iPhone 14 Pro 128GB' }), '1');
  await user.selectOptions(form.getByRole('combobox', { name: 'AirPods Pro' }), '0');
  expect(form.getByTestId('return-estimate')).toHaveTextContent('$592.92');
  await user.type(form.getByRole('textbox', { name: 'Reason' }), '  The screen flickers when dimmed.  ');
  expect(form.getByText('32 / 1000 characters')).toBeInTheDocument();
  await user.click(form.getByRole('button', { name: 'Request return' }));

  expect(
    await screen.findByText('Return requested. We have emailed you what happens next.'),
  ).toBeInTheDocument();
  expect(api.callsTo(`POST /api/orders/${ID}/return`).map((c) => c.body)).toEqual([
    { reason: 'The screen flickers when dimmed.', items: [{ order_item_id: 'item-1', quantity: 1 }] },
  ]);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  const block = screen.getByRole('region', { name: 'Return' });
  expect(within(block).getByText('Requested')).toBeInTheDocument();
  expect(within(block).getByText('1 × Apple iPhone 14 Pro 128GB')).toBeInTheDocument();
  expect(within(block).getByTestId('return-refund')).toHaveTextContent('Refund: $592.92');
  expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Returns accepted until/)).not.toBeInTheDocument();
});

it('an API refusal shows its detail and keeps the draft for another try', async () => {
  const api = serve(deliveredDaysAgo(3));
  api.on(
    `POST /api/orders/${ID}/return`,
    apiErrorReply(409, 'CONFLICT', 'Returns are accepted within 30 days of delivery'),
  );
  renderApp(`/orders/${ID}`, { api });
  const { user, dialog, form } = await openReturnForm();

  await user.selectOptions(form.getByRole('combobox', { name: 'Apple iPhone 14 Pro 128GB' }), '1');
  await user.type(form.getByRole('textbox', { name: 'Reason' }), 'Battery drains overnight.');
  await user.click(form.getByRole('button', { name: 'Request return' }));

  expect(await form.findByText('Returns are accepted within 30 days of delivery')).toBeInTheDocument();
  expect(dialog).toBeInTheDocument();
  expect(form.getByRole('textbox', { name: 'Reason' })).toHaveValue('Battery drains overnight.');
  expect(form.getByRole('combobox', { name: 'Apple iPhone 14 Pro 128GB' })).toHaveValue('1');
  expect(form.getByRole('combobox', { name: 'AirPods Pro' })).toHaveValue('1');

  // Closing and opening again keeps it too; the old error is gone.
  await user.click(form.getByRole('button', { name: 'Not now' }));
  const again = await openReturnForm();
  expect(again.form.getByRole('textbox', { name: 'Reason' })).toHaveValue('Battery drains overnight.');
  expect(again.form.queryByText('Returns are accepted within 30 days of delivery')).not.toBeInTheDocument();

  api.on(`POST /api/orders/${ID}/return`, { status: 201, body: fakeOrderReturn() });
  await again.user.click(again.form.getByRole('button', { name: 'Request return' }));
  expect(
    await screen.findByText('Return requested. We have emailed you what happens next.'),
  ).toBeInTheDocument();
  expect(api.callsTo(`POST /api/orders/${ID}/return`).map((c) => c.body)).toEqual([
    {
      reason: 'Battery drains overnight.',
      items: [
        { order_item_id: 'item-1', quantity: 1 },
        { order_item_id: 'item-2', quantity: 1 },
      ],
    },
    {
      reason: 'Battery drains overnight.',
      items: [
        { order_item_id: 'item-1', quantity: 1 },
        { order_item_id: 'item-2', quantity: 1 },
      ],
    },
  ]);
});

it.each([
  ['delivered 31 days ago', deliveredDaysAgo(31)],
  ['shipped, not yet delivered', fakeOrder({ status: 'shipped', tracking_number: '1Z999AA10123456784' })],
  ['cancelled', fakeOrder({ status: 'cancelled', payment_status: 'refunded', amount_refunded: 1315.98 })],
])('offers no return on an order %s', async (_label, order) => {
  renderApp(`/orders/${ID}`, { api: serve(order) });
  expect(await screen.findByRole('heading', { level: 1, name: 'Order #a7b8c9d0' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  expect(screen.queryByText(/Returns accepted until/)).not.toBeInTheDocument();
});

const STATUS_VIEWS: [ReturnStatus, string, RegExp, string | null][] = [
  ['requested', 'Requested', /reviewing your request/, 'Refund: $130.14'],
  ['approved', 'Approved', /send the items back/, 'Refund: $130.14'],
  ['rejected', 'Rejected', /was not accepted/, null],
  ['received', 'Received', /We have your items/, 'Refund: $130.14'],
  ['refunded', 'Refunded', /refund has been issued/, 'Refunded: $130.14'],
];

it.each(STATUS_VIEWS)(
  'a %s return shows its label, what happens next, the note, items and refund',
  async (status, label, next, refund) => {
    const note = status === 'rejected' ? 'The earbuds show water damage.' : null;
    const order = deliveredDaysAgo(10, { return: fakeOrderReturn({ status, note }) });
    renderApp(`/orders/${ID}`, { api: serve(order) });

    const block = await screen.findByRole('region', { name: 'Return' });
    expect(within(block).getByText(label)).toHaveClass('ph-badge');
    expect(within(block).getByTestId('return-next-step')).toHaveTextContent(next);
    expect(within(block).getByText('January 12, 2026')).toBeInTheDocument();
    expect(within(block).getByText('1 × AirPods Pro')).toBeInTheDocument();
    if (note)
      expect(within(block).getByTestId('return-note')).toHaveTextContent(`Note from PhoneHub: ${note}`);
    else expect(within(block).queryByTestId('return-note')).not.toBeInTheDocument();
    if (refund) expect(within(block).getByTestId('return-refund')).toHaveTextContent(refund);
    else expect(within(block).queryByTestId('return-refund')).not.toBeInTheDocument();
    // One return per order: no second request while it is open.
    expect(screen.queryByRole('button', { name: 'Return items' })).not.toBeInTheDocument();
  },
);

it("the reason counts trimmed, from 10 to 1000 characters (a paste can pass the field's own limit)", () => {
  const quantities = ['1', '0'];
  const message = (reason: string) => validateReturn({ reason, quantities }).reason?.message ?? null;
  expect(message('   ')).toBe('Please tell us why you are returning these items');
  expect(message('  123456789  ')).toBe('Please describe the reason for the return in 10 to 1000 characters');
  expect(message(' 1234567890 ')).toBeNull();
  expect(message('x'.repeat(1000))).toBeNull();
  expect(message('x'.repeat(1001))).toBe(
    'Please describe the reason for the return in 10 to 1000 characters',
  );
});

it('an approved return offers its prepaid label to print and follows the parcel back; once received, only its tracking', async () => {
  const label = fakeParcelTracking({
    status: 'label_created',
    tracking_code: 'EZ3000000003',
    label_url: 'http://127.0.0.1:4243/labels/shp_return.pdf',
    events: [],
  });
  renderApp(`/orders/${ID}`, {
    api: serve(deliveredDaysAgo(10, { return: fakeOrderReturn({ status: 'approved', label }) })),
  });
  const block = within(await screen.findByRole('region', { name: 'Return' }));
  const card = within(block.getByRole('region', { name: 'Your return parcel' }));
  expect(card.getByText('Label created')).toBeInTheDocument();
  expect(card.getByText('EZ3000000003')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Print your return label (PDF)' })).toHaveAttribute(
    'href',
    'http://127.0.0.1:4243/labels/shp_return.pdf',
  );
});

it('a received return shows the carrier’s scans of the parcel back, without the label to print', async () => {
  const label = fakeParcelTracking({ status: 'delivered', tracking_code: 'EZ3000000003' });
  renderApp(`/orders/${ID}`, {
    api: serve(deliveredDaysAgo(10, { return: fakeOrderReturn({ status: 'received', label }) })),
  });
  const card = within(await screen.findByRole('region', { name: 'Your return parcel' }));
  expect(card.getByText('Delivered')).toBeInTheDocument();
  expect(card.getByRole('list', { name: 'Tracking of EZ3000000003' })).toBeInTheDocument();
  expect(card.queryByRole('link')).not.toBeInTheDocument();
});

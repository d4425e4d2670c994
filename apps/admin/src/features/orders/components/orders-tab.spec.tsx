import {
  apiErrorReply,
  fakeParcelTracking,
  fakeShippingQuote,
  pagedFixture,
  type FetchMock,
} from '@phonehub/api-client';
import type { AdminOrder, OrderStats } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeAdminOrder } from '../../../test/fake-orders';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, renderAdmin } from '../../../test/render-admin';
import { cellsOf, statValue, statValues, tableNamed } from '../../../test/table';
import { bodiesOf, queriesAfter, searchFor } from '../../../test/list-requests';

const STATS: OrderStats = {
  total_orders: 1234,
  total_revenue: 98765.4,
  pending_orders: 7,
  processing_orders: 3,
  shipped_orders: 2,
  delivered_orders: 20,
  cancelled_orders: 1,
  average_order_value: 80.1,
};

const ORDERS = [
  fakeAdminOrder({ status: 'processing' }),
  fakeAdminOrder({
    id: 'c0ffee00-1111-2222-3333-44445555guest',
    created_at: '2026-01-15T09:00:00.000Z',
    status: 'processing',
    payment_status: 'unpaid',
    user_id: null,
    user_name: null,
    user_email: 'guest@example.com',
    items: [fakeAdminOrder().items[0]!].map((i) => ({ ...i, quantity: 1 })),
    total: 599,
  }),
];

const asAdmin = (setup?: (api: FetchMock) => void, orders: AdminOrder[] = ORDERS) =>
  adminApi(
    {
      'GET /api/admin/orders': { body: pagedFixture(orders) },
      'GET /api/admin/orders/stats': { body: STATS },
    },
    setup,
  );

async function openOrders(api: FetchMock) {
  const user = userEvent.setup();
  renderAdmin(DASHBOARD, api);
  await user.click(await screen.findByRole('tab', { name: 'Orders' }));
  return user;
}

const ordersTable = () => tableNamed('Orders');

it('shows the order stats in dollars and every order with its reference, customer, items, total and payment status', async () => {
  const api = asAdmin();
  await openOrders(api);
  const rows = (await ordersTable()).getAllByRole('row').slice(1);
  expect(rows).toHaveLength(2);
  const cells = cellsOf;
  expect(cells(rows[0]!).slice(0, 6)).toEqual([
    '#aa11bb22',
    'Feb 3, 2026',
    'Ada Lovelaceada@example.com',
    '3 items',
    '$1,347.30',
    'Paid',
  ]);
  expect(cells(rows[1]!).slice(0, 6)).toEqual([
    '#555guest',
    'Jan 15, 2026',
    'Guestguest@example.com',
    '1 item',
    '$599.00',
    'Unpaid',
  ]);
  expect(within(rows[0]!).getByRole('combobox', { name: 'Status of order #aa11bb22' })).toHaveValue(
    'processing',
  );
  expect(within(rows[1]!).getByRole('combobox', { name: 'Status of order #555guest' })).toHaveValue(
    'processing',
  );
  expect(screen.getByText('2 orders, newest first.')).toBeInTheDocument();

  expect(statValues(['Total Orders', 'Total Revenue', 'Pending', 'Avg Order Value'])).toEqual([
    '1234',
    '$98,765.40',
    '7',
    '$80.10',
  ]);
  expect(api.callsTo('GET /api/admin/orders')[0]!.headers.authorization).toBe('Bearer admin-jwt');
});

it('offers the current status and only the changes an admin may make from it', async () => {
  const confirmed = fakeAdminOrder({ id: '7f3c2a10-5b6d-4e8f-9a01-00000000cf01', status: 'confirmed' });
  await openOrders(asAdmin(undefined, [...ORDERS, confirmed]));
  const table = await ordersTable();
  const choices = (reference: string) =>
    within(table.getByRole('combobox', { name: `Status of order #${reference}` }))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
  // Paid: cancelling comes with a refund, so it is not offered.
  expect(choices('aa11bb22')).toEqual(['processing', 'shipped']);
  expect(choices('0000cf01')).toEqual(['confirmed', 'processing']);
  // Unpaid: it can still be cancelled.
  expect(choices(ORDERS[1].id.slice(-8))).toEqual(['processing', 'shipped', 'cancelled']);
});

it('changing a status saves it, says so and reloads the orders and the stats', async () => {
  let saved = false;
  const api = asAdmin((mock) => {
    const shipped = { ...ORDERS[0], status: 'shipped' as const };
    mock.on('GET /api/admin/orders', () => ({
      body: pagedFixture([saved ? { ...shipped, status: 'delivered' } : shipped, ORDERS[1]]),
    }));
    mock.on('PUT /api/orders/7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22/status', () => {
      saved = true;
      return { body: { ...ORDERS[0], status: 'delivered' } };
    });
  });
  const user = await openOrders(api);
  const select = (await ordersTable()).getByRole('combobox', { name: 'Status of order #aa11bb22' });
  await user.selectOptions(select, 'delivered');

  expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
  const puts = api.callsTo('PUT /api/orders/7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22/status');
  expect(puts).toHaveLength(1);
  expect(puts[0]!.body).toEqual({ status: 'delivered' });
  expect(puts[0]!.headers.authorization).toBe('Bearer admin-jwt');
  await waitFor(() => expect(api.callsTo('GET /api/admin/orders')).toHaveLength(2));
  await waitFor(() => expect(api.callsTo('GET /api/admin/orders/stats')).toHaveLength(2));
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Status of order #aa11bb22' })).toHaveValue('delivered'),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("choosing 'shipped' asks for a tracking number first, then sends it with the notes", async () => {
  const api = asAdmin((mock) =>
    mock.on('PUT /api/orders/7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22/status', {
      body: { ...ORDERS[0], status: 'shipped' },
    }),
  );
  const user = await openOrders(api);
  await user.selectOptions(
    (await ordersTable()).getByRole('combobox', { name: 'Status of order #aa11bb22' }),
    'shipped',
  );

  const dialog = within(await screen.findByRole('dialog', { name: 'Mark order as shipped' }));
  expect(api.callsTo('PUT /api/orders/7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22/status')).toHaveLength(0);
  await user.click(dialog.getByRole('button', { name: 'Mark as Shipped' }));
  expect(dialog.getByText('Enter the tracking number')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/orders/7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22/status')).toHaveLength(0);

  await user.type(dialog.getByRole('textbox', { name: /Tracking number/ }), ' 1Z999AA10123456784 ');
  await user.type(dialog.getByRole('textbox', { name: 'Notes (optional)' }), 'Left at the door');
  await user.click(dialog.getByRole('button', { name: 'Mark as Shipped' }));

  expect(await screen.findByText('Order status updated successfully')).toBeInTheDocument();
  expect(bodiesOf(api, 'PUT /api/orders/7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22/status')).toEqual([
    { status: 'shipped', tracking_number: '1Z999AA10123456784', notes: 'Left at the door' },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(api.callsTo('GET /api/admin/orders')).toHaveLength(2));
});

it('cancelling the tracking dialog saves nothing', async () => {
  const api = asAdmin();
  const user = await openOrders(api);
  await user.selectOptions(
    (await ordersTable()).getByRole('combobox', { name: 'Status of order #aa11bb22' }),
    'shipped',
  );
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.getByRole('combobox', { name: 'Status of order #aa11bb22' })).toHaveValue('processing');
  expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
});

it("toasts 'Failed to update order status' when saving fails, and keeps the old status", async () => {
  const api = asAdmin((mock) =>
    mock.on(
      `PUT /api/orders/${ORDERS[1].id}/status`,
      apiErrorReply(409, 'INVALID_TRANSITION', 'Cannot change an order from processing to cancelled'),
    ),
  );
  const user = await openOrders(api);
  await user.selectOptions(
    (await ordersTable()).getByRole('combobox', { name: 'Status of order #555guest' }),
    'cancelled',
  );
  expect(await screen.findByText('Failed to update order status')).toBeInTheDocument();
  expect(screen.queryByText('Order status updated successfully')).not.toBeInTheDocument();
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Status of order #555guest' })).toHaveValue('processing'),
  );
  expect(api.callsTo('GET /api/admin/orders')).toHaveLength(1);
});

it('says so when there are no orders', async () => {
  await openOrders(asAdmin(undefined, []));
  expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it("toasts 'Failed to load orders' and 'Failed to load order statistics' when they cannot be loaded", async () => {
  const api = asAdmin((mock) => {
    mock.on(
      'GET /api/admin/orders',
      apiErrorReply(403, 'FORBIDDEN', 'You do not have permission to do this.'),
    );
    mock.on(
      'GET /api/admin/orders/stats',
      apiErrorReply(403, 'FORBIDDEN', 'You do not have permission to do this.'),
    );
  });
  await openOrders(api);
  expect(await screen.findByText('Failed to load orders')).toBeInTheDocument();
  expect((await screen.findAllByText('Failed to load order statistics')).length).toBeGreaterThan(0);
  expect(screen.getByText('Orders could not be loaded')).toBeInTheDocument();
  expect(statValue('Total Revenue')).toBe('—');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

describe('Refund', () => {
  const PAID = ORDERS[0];
  const REFUND = `POST /api/admin/orders/${PAID.id}/refund`;

  it('is offered on paid and partly refunded orders only, and the row shows how much went back', async () => {
    const partly = fakeAdminOrder({
      id: '7f3c2a10-5b6d-4e8f-9a01-00000000aa02',
      payment_status: 'partially_refunded',
      amount_refunded: 100,
    });
    const refunded = fakeAdminOrder({
      id: '7f3c2a10-5b6d-4e8f-9a01-00000000aa03',
      payment_status: 'refunded',
      amount_refunded: 1347.3,
    });
    await openOrders(asAdmin(undefined, [...ORDERS, partly, refunded]));
    const table = await ordersTable();
    expect(table.getByRole('button', { name: 'Refund order #aa11bb22' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Refund order #0000aa02' })).toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Refund order #555guest' })).not.toBeInTheDocument();
    expect(table.queryByRole('button', { name: 'Refund order #0000aa03' })).not.toBeInTheDocument();
    const payment = (reference: string) =>
      within(table.getByText(reference).closest('tr')!).getAllByRole('cell')[5]!.textContent;
    expect(payment('#0000aa02')).toBe('Partially refunded$100.00 refunded');
    expect(payment('#0000aa03')).toBe('Refunded');
  });

  it('says how much of a partial refund went to the card and how much to store credit', async () => {
    const partly = fakeAdminOrder({
      payment_status: 'partially_refunded',
      amount_refunded: 1100,
      credit_applied: 347.3,
      credit_refunded: 100,
    });
    await openOrders(asAdmin(undefined, [partly]));
    const table = await ordersTable();
    expect(within(table.getByText('#aa11bb22').closest('tr')!).getAllByRole('cell')[5]!.textContent).toBe(
      'Partially refunded$1,100.00 refunded ($1,000.00 to the card, $100.00 to store credit)',
    );
  });

  it('refunds what is left by default with the reason, says so and reloads the orders', async () => {
    let refunded = false;
    const partly = { ...PAID, payment_status: 'partially_refunded' as const, amount_refunded: 347.3 };
    const api = asAdmin((mock) => {
      mock.on('GET /api/admin/orders', () => ({
        body: pagedFixture([
          refunded ? { ...partly, payment_status: 'refunded', amount_refunded: 1347.3 } : partly,
        ]),
      }));
      mock.on(REFUND, () => {
        refunded = true;
        return { body: { ...partly, payment_status: 'refunded', amount_refunded: 1347.3 } };
      });
    });
    const user = await openOrders(api);
    await user.click((await ordersTable()).getByRole('button', { name: 'Refund order #aa11bb22' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order #aa11bb22' }));
    expect(
      dialog.getByText('Paid $1,347.30; $1,000.00 left to refund. The customer is emailed.'),
    ).toBeInTheDocument();
    const amount = dialog.getByRole('spinbutton', { name: /Amount/ });
    expect(amount).toHaveValue(1000);
    expect(amount).toHaveFocus();
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), ' Arrived damaged ');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));

    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    expect(bodiesOf(api, REFUND)).toEqual([{ amount_cents: 100000, reason: 'Arrived damaged' }]);
    expect(api.callsTo(REFUND)[0]!.headers.authorization).toBe('Bearer admin-jwt');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/admin/orders/stats')).toHaveLength(2));
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund order #aa11bb22' })).not.toBeInTheDocument();
  });

  it('refunds part of the payment in cents', async () => {
    const api = asAdmin((mock) =>
      mock.on(REFUND, { body: { ...PAID, payment_status: 'partially_refunded', amount_refunded: 10.05 } }),
    );
    const user = await openOrders(api);
    await user.click((await ordersTable()).getByRole('button', { name: 'Refund order #aa11bb22' }));
    const dialog = within(await screen.findByRole('dialog'));
    const amount = dialog.getByRole('spinbutton', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, '10.05');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Late delivery');
    // Enter in the amount confirms, like the button.
    await user.type(amount, '{Enter}');
    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    expect(bodiesOf(api, REFUND)).toEqual([{ amount_cents: 1005, reason: 'Late delivery' }]);
  });

  it('on an order store credit paid part of, says what each paid and where the amount goes: the card first, then store credit', async () => {
    const api = asAdmin(
      (mock) =>
        mock.on(REFUND, { body: { ...PAID, payment_status: 'partially_refunded', amount_refunded: 200 } }),
      [{ ...PAID, credit_applied: 347.3, credit_refunded: 0 }],
    );
    const user = await openOrders(api);
    await user.click((await ordersTable()).getByRole('button', { name: 'Refund order #aa11bb22' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Refund order #aa11bb22' }));
    expect(
      dialog.getByText(
        'Paid $1,347.30: $1,000.00 by card, $347.30 in store credit; $1,347.30 left to refund. Refunds go to the card first, then to store credit. The customer is emailed.',
      ),
    ).toBeInTheDocument();
    const amount = dialog.getByRole('spinbutton', { name: /Amount/ });
    expect(amount).toHaveAccessibleDescription('$1,000.00 to the card, $347.30 to store credit');
    await user.clear(amount);
    await user.type(amount, '200');
    expect(amount).toHaveAccessibleDescription('$200.00 to the card, $0.00 to store credit');
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Price match');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Refund issued')).toBeInTheDocument();
    expect(bodiesOf(api, REFUND)).toEqual([{ amount_cents: 20000, reason: 'Price match' }]);
  });

  it('once the card part is refunded, the rest goes to store credit', async () => {
    const partly = {
      ...PAID,
      payment_status: 'partially_refunded' as const,
      amount_refunded: 1100,
      credit_applied: 347.3,
      credit_refunded: 100,
    };
    const user = await openOrders(asAdmin(undefined, [partly]));
    await user.click((await ordersTable()).getByRole('button', { name: 'Refund order #aa11bb22' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/\$247\.30 left to refund/)).toBeInTheDocument();
    expect(dialog.getByRole('spinbutton', { name: /Amount/ })).toHaveAccessibleDescription(
      '$0.00 to the card, $247.30 to store credit',
    );
  });

  it.each([
    ['0', 'Arrived damaged', 'Enter an amount from $0.01 to $1,347.30'],
    ['1347.31', 'Arrived damaged', 'Enter an amount from $0.01 to $1,347.30'],
    ['1.234', 'Arrived damaged', 'Enter an amount from $0.01 to $1,347.30'],
    ['5', ' ab ', 'Enter a reason of 3 to 500 characters'],
  ])('refuses amount %j with reason %j without calling the API', async (value, reason, problem) => {
    const api = asAdmin();
    const user = await openOrders(api);
    await user.click((await ordersTable()).getByRole('button', { name: 'Refund order #aa11bb22' }));
    const dialog = within(await screen.findByRole('dialog'));
    const amount = dialog.getByRole('spinbutton', { name: /Amount/ });
    await user.clear(amount);
    await user.type(amount, value);
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), reason);
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(await dialog.findByText(problem)).toBeInTheDocument();
    expect(api.callsTo(REFUND)).toHaveLength(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("shows the API's reason when it refuses, keeps the dialog and toasts", async () => {
    const api = asAdmin((mock) =>
      mock.on(
        REFUND,
        apiErrorReply(
          422,
          'REFUND_EXCEEDS_PAYMENT',
          'The refund is more than is left of the payment ($12.00).',
        ),
      ),
    );
    const user = await openOrders(api);
    await user.click((await ordersTable()).getByRole('button', { name: 'Refund order #aa11bb22' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Arrived damaged');
    await user.click(dialog.getByRole('button', { name: 'Refund' }));
    expect(
      await dialog.findByText('The refund is more than is left of the payment ($12.00).'),
    ).toBeInTheDocument();
    expect(dialog.getByText('The order was not refunded')).toBeInTheDocument();
    expect(screen.getByText('Failed to refund the order')).toBeInTheDocument();
    expect(screen.queryByText('Refund issued')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Reason/ })).toHaveValue('Arrived damaged');
    expect(api.callsTo('GET /api/admin/orders')).toHaveLength(1);
  });
});

describe('the list in the address', () => {
  it('searches, filters by status and sorts by total on the server, starting again on page 1', async () => {
    const api = asAdmin((mock) =>
      mock.on('GET /api/admin/orders', (req) => ({
        body: pagedFixture(ORDERS, { total: 60, page: Number(req.query.get('page')) }),
      })),
    );
    const user = userEvent.setup();
    const view = renderAdmin(`${DASHBOARD}/orders?page=2`, api);
    await ordersTable();
    expect(screen.getByRole('columnheader', { name: 'Date' })).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Total' }));
    await waitFor(() =>
      expect(screen.getByRole('columnheader', { name: 'Total' })).toHaveAttribute('aria-sort', 'descending'),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'shipped');
    await searchFor(user, 'Search orders', 'ada@example.com');
    expect(await queriesAfter(api, 'GET /api/admin/orders', 4)).toEqual([
      'page=2',
      'page=1&sort=-total',
      'page=1&sort=-total&status=shipped',
      'page=1&search=ada%40example.com&sort=-total&status=shipped',
    ]);
    expect(view.location()).toBe(`${DASHBOARD}/orders?sort=-total&status=shipped&search=ada%40example.com`);
    expect(screen.getByText('60 orders matching the filters.')).toBeInTheDocument();
  });
});

describe('Parcels and labels', () => {
  const SHOP_PARCEL = {
    seller: null,
    sold_by: 'PhoneHub',
    subtotal: 1247.5,
    shipping_cost: 0,
    tracking: null,
  };
  const REFURB = { id: 'seller-1', company_name: 'Refurb Co' };
  const TO_SHIP = fakeAdminOrder({ status: 'processing', parcels: [SHOP_PARCEL] });
  const LABEL_RATES = `GET /api/admin/orders/${TO_SHIP.id}/label-rates`;
  const BUY_LABEL = `POST /api/admin/orders/${TO_SHIP.id}/label`;

  it("buys PhoneHub's parcel's label from the carrier's rates, then shows the parcel with its label to print", async () => {
    const label = fakeParcelTracking({ status: 'label_created', tracking_code: 'EZ2000000002', events: [] });
    const labelled = { ...TO_SHIP, parcels: [{ ...SHOP_PARCEL, tracking: label }] };
    let bought = false;
    const api = asAdmin((mock) => {
      mock.on('GET /api/admin/orders', () => ({ body: pagedFixture([bought ? labelled : TO_SHIP]) }));
      mock.on(LABEL_RATES, { body: fakeShippingQuote({ quote_id: 'shp_shop' }) });
      mock.on(BUY_LABEL, () => {
        bought = true;
        return { body: labelled };
      });
    });
    const user = await openOrders(api);
    await user.click(
      (await ordersTable()).getByRole('button', { name: 'Buy shipping label for order #aa11bb22' }),
    );

    const dialog = within(await screen.findByRole('dialog', { name: 'Buy a shipping label' }));
    expect(
      dialog.getByText("PhoneHub's parcel of order #aa11bb22 for Ada Lovelace, Standard shipping"),
    ).toBeInTheDocument();
    const rates = await dialog.findAllByRole('radio');
    expect(rates.map((radio) => radio.closest('label')!.textContent)).toEqual([
      'USPS GroundAdvantageStandard shipping3 days$6.12',
      'UPS Ground4 days$8.99',
      'USPS Express1 day$28.50',
    ]);
    expect(rates[0]).toBeChecked();
    await user.click(dialog.getByRole('button', { name: 'Buy label' }));

    expect(await screen.findByText('Shipping label bought')).toBeInTheDocument();
    expect(bodiesOf(api, BUY_LABEL)).toEqual([{ quote_id: 'shp_shop', rate_id: 'rate_ground' }]);
    const parcels = within(await screen.findByRole('dialog', { name: 'Parcels of order #aa11bb22' }));
    const card = within(parcels.getByRole('region', { name: 'Parcel from PhoneHub' }));
    expect(card.getByText('Label created')).toBeInTheDocument();
    expect(card.getByRole('link', { name: 'Print label (PDF)' })).toHaveAttribute('href', label.label_url);
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Buy shipping label for order #aa11bb22' }),
      ).not.toBeInTheDocument(),
    );
    expect(api.callsTo(LABEL_RATES)).toHaveLength(1);
  });

  it("keeps the dialog with the carrier's refusal, and with the API's reason when the label is not bought", async () => {
    let quoted = false;
    const api = asAdmin((mock) => {
      mock.on('GET /api/admin/orders', { body: pagedFixture([TO_SHIP]) });
      mock.on(LABEL_RATES, () =>
        quoted
          ? { body: fakeShippingQuote() }
          : apiErrorReply(502, 'CARRIER_UNAVAILABLE', 'The carrier did not answer; try again in a moment'),
      );
      mock.on(BUY_LABEL, apiErrorReply(409, 'LABEL_EXISTS', 'This parcel has a label already'));
    });
    const user = await openOrders(api);
    await user.click(
      (await ordersTable()).getByRole('button', { name: 'Buy shipping label for order #aa11bb22' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Buy a shipping label' }));
    expect(await dialog.findByText('The carrier did not answer; try again in a moment')).toBeInTheDocument();
    quoted = true;
    await user.click(dialog.getByRole('button', { name: 'Try Again' }));
    await user.click(await dialog.findByRole('radio', { name: /UPS Ground/ }));
    await user.click(dialog.getByRole('button', { name: 'Buy label' }));
    expect(await dialog.findByText('This parcel has a label already')).toBeInTheDocument();
    expect(dialog.getByText('The label was not bought')).toBeInTheDocument();
    expect(await screen.findByText('Failed to buy the shipping label')).toBeInTheDocument();
    expect(bodiesOf(api, BUY_LABEL)).toEqual([{ quote_id: 'shp_quote_1', rate_id: 'rate_ups' }]);
  });

  it("shows each parcel's state: tracking for a labelled one, 'Sent without a label' or 'Not shipped yet' otherwise", async () => {
    const order = fakeAdminOrder({
      status: 'processing',
      items: [
        { ...fakeAdminOrder().items[0]!, seller: null },
        { ...fakeAdminOrder().items[1]!, seller: REFURB },
        {
          ...fakeAdminOrder().items[1]!,
          id: 'line-3',
          seller: { id: 'seller-2', company_name: 'Phone Doctor' },
        },
      ],
      parcels: [
        { ...SHOP_PARCEL, tracking: fakeParcelTracking({ status: 'delivered' }) },
        { seller: REFURB, sold_by: 'Refurb Co', subtotal: 149.5, shipping_cost: 4.99, tracking: null },
        {
          seller: { id: 'seller-2', company_name: 'Phone Doctor' },
          sold_by: 'Phone Doctor',
          subtotal: 149.5,
          shipping_cost: 0,
          tracking: null,
        },
      ],
      shipments: [
        {
          sold_by: 'PhoneHub',
          tracking_number: 'EZ1000000001',
          shipped_at: '2026-02-04T10:00:00.000Z',
          item_ids: ['line-1'],
          tracking: fakeParcelTracking({ status: 'delivered' }),
        },
        {
          sold_by: 'Refurb Co',
          tracking_number: '1Z999AA10123456784',
          shipped_at: '2026-02-04T11:00:00.000Z',
          item_ids: ['line-2'],
          tracking: null,
        },
      ],
    });
    const user = await openOrders(asAdmin(undefined, [order]));
    const table = await ordersTable();
    // PhoneHub's lines left already: nothing of its own to label.
    expect(table.queryByRole('button', { name: /Buy shipping label/ })).not.toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Parcels of order #aa11bb22' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Parcels of order #aa11bb22' }));
    const shop = within(dialog.getByRole('region', { name: 'Parcel from PhoneHub' }));
    expect(shop.getByText('Delivered')).toBeInTheDocument();
    expect(shop.getByRole('list', { name: 'Tracking of EZ1000000001' })).toBeInTheDocument();
    expect(dialog.getByRole('region', { name: 'Parcel from Refurb Co' })).toHaveTextContent(
      'Sent without a label tracking 1Z999AA10123456784',
    );
    expect(dialog.getByRole('region', { name: 'Parcel from Phone Doctor' })).toHaveTextContent(
      'Not shipped yet',
    );
  });

  it('offers no label or parcels on an unpaid order', async () => {
    const unpaid = { ...ORDERS[1], parcels: [SHOP_PARCEL] };
    await openOrders(asAdmin(undefined, [unpaid]));
    const table = await ordersTable();
    expect(table.queryByRole('button', { name: /Buy shipping label|Parcels of/ })).not.toBeInTheDocument();
  });
});

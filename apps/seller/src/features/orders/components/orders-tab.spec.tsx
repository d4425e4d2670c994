import { apiErrorReply, fakeParcelTracking, fakeShippingQuote, pagedFixture } from '@phonehub/api-client';
import type { SellerOrder } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSellerOrder } from '../../../test/fixtures';
import { renderSeller, sellerApi } from '../../../test/render-seller';
import { searchList, untilLastQuery } from '../../../test/list-requests';

const TO_SHIP = fakeSellerOrder();
const SHIPPED = fakeSellerOrder({
  id: 'f0e1d2c3b4a5968778695a4b',
  status: 'shipped',
  customer_name: 'Alan Turing',
  lines: [
    {
      ...TO_SHIP.lines[0]!,
      id: 'line-2',
      quantity: 1,
      payout_cents: 38_400,
      tracking_number: '1Z999AA10123456784',
      shipped_at: '2026-01-03T10:00:00.000Z',
    },
  ],
  total_cents: 40_000,
  fee_cents: 1_600,
  payout_cents: 38_400,
  shipping_cents: 0,
});
const UNPAID = fakeSellerOrder({
  id: 'a0a1a2a3a4a5a6a7a8a9aaab',
  status: 'cancelled',
  customer_name: null,
  shipping_address: null,
});

const ordersApi = (orders: SellerOrder[] = [TO_SHIP, SHIPPED]) =>
  sellerApi().on('GET /api/seller/orders', { body: pagedFixture(orders) });
const table = async () => within(await screen.findByRole('table', { name: 'Recent orders' }));

it("lists the seller's orders: the order reference (last 8 characters of the id), customer, the seller's lines, payout, status", async () => {
  await renderSeller(ordersApi(), '/seller?tab=orders');
  const [first, second] = (await table()).getAllByRole('row').slice(1);
  expect(
    within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    '#c9d0e1f2',
    'Jan 2, 2026',
    'Ada Lovelace, Austin',
    '2 × Pixel 8 128GB at $400.00Not shipped yet',
    '$4.99',
    '− $32.20',
    '$772.79',
    'Processing',
    'No label yet',
    ' Buy label Ship',
  ]);
  expect(within(second!).getByText('Shipped, tracking 1Z999AA10123456784')).toBeInTheDocument();
  expect(within(second!).getByText('Free shipping')).toBeInTheDocument();
  expect(within(second!).queryByRole('button', { name: /Ship|label/ })).not.toBeInTheDocument();
  expect(within(second!).getByText('Sent without a label')).toBeInTheDocument();
});

it('filters To ship / Shipped and searches through the API and the address', async () => {
  const api = ordersApi();
  const { location } = await renderSeller(api, '/seller?tab=orders');
  await table();
  const user = userEvent.setup();
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'To ship');
  await untilLastQuery(api, 'GET /api/seller/orders', 'status', 'to_ship');
  expect(location()).toBe('/seller?tab=orders&status=to_ship');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Shipped');
  await untilLastQuery(api, 'GET /api/seller/orders', 'status', 'shipped');
  await searchList(user, api, 'GET /api/seller/orders', 'Search orders', 'a1b2c3d4');
  expect(location()).toBe('/seller?tab=orders&status=shipped&search=a1b2c3d4');
});

it('ships the seller’s lines with a tracking number, asking for one first', async () => {
  let shipped = false;
  const api = ordersApi()
    .on('GET /api/seller/orders', () => ({
      body: pagedFixture(
        shipped ? [{ ...TO_SHIP, status: 'shipped' as const }, SHIPPED] : [TO_SHIP, SHIPPED],
      ),
    }))
    .on(`POST /api/seller/orders/${TO_SHIP.id}/ship`, () => {
      shipped = true;
      return { body: TO_SHIP };
    });
  await renderSeller(api, '/seller?tab=orders');
  const user = userEvent.setup();
  await user.click((await table()).getByRole('button', { name: 'Ship order #c9d0e1f2' }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Ship your items' }));
  expect(dialog.getByText('Order #c9d0e1f2 for Ada Lovelace')).toBeInTheDocument();
  expect(dialog.getByRole('list', { name: 'Items in this parcel' })).toHaveTextContent('2 × Pixel 8 128GB');
  expect(dialog.getByText(/12 Engine Row/)).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Mark as Shipped' }));
  expect(dialog.getByText('Enter the tracking number')).toBeInTheDocument();
  expect(api.callsTo(`POST /api/seller/orders/${TO_SHIP.id}/ship`)).toHaveLength(0);

  await user.type(dialog.getByRole('textbox', { name: /Tracking number/ }), '  1Z999AA10123456784 {Enter}');
  expect(await screen.findByText('Order marked as shipped')).toBeInTheDocument();
  expect(api.callsTo(`POST /api/seller/orders/${TO_SHIP.id}/ship`).map((c) => c.body)).toEqual([
    { tracking_number: '1Z999AA10123456784' },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Ship order #c9d0e1f2' })).not.toBeInTheDocument(),
  );
});

it('keeps the ship dialog open with the API’s reason when shipping is refused', async () => {
  const api = ordersApi().on(
    `POST /api/seller/orders/${TO_SHIP.id}/ship`,
    apiErrorReply(409, 'CONFLICT', 'This order has been cancelled'),
  );
  await renderSeller(api, '/seller?tab=orders');
  const user = userEvent.setup();
  await user.click((await table()).getByRole('button', { name: 'Ship order #c9d0e1f2' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Ship your items' }));
  await user.type(dialog.getByRole('textbox', { name: /Tracking number/ }), 'TRACK-1');
  await user.click(dialog.getByRole('button', { name: 'Mark as Shipped' }));
  expect(await dialog.findByText('This order has been cancelled')).toBeInTheDocument();
  expect(await screen.findByText('Failed to mark the order as shipped')).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: /Tracking number/ })).toHaveValue('TRACK-1');
});

it('says there is nothing to ship when the To ship filter finds nothing', async () => {
  await renderSeller(ordersApi([]), '/seller?tab=orders&status=to_ship');
  expect(await screen.findByText('Nothing to ship')).toBeInTheDocument();
});

it('says when a search finds no order', async () => {
  await renderSeller(ordersApi([]), '/seller?tab=orders&search=zzz');
  expect(await screen.findByText('No orders match your search')).toBeInTheDocument();
});

it("shows no buyer details on an order that was never paid: 'Shown once paid'", async () => {
  await renderSeller(ordersApi([UNPAID]), '/seller?tab=orders');
  const [row] = (await table()).getAllByRole('row').slice(1);
  expect(within(row!).getAllByRole('cell')[2]).toHaveTextContent('Shown once paid');
  expect(within(row!).queryByText(/Ada Lovelace|Austin/)).not.toBeInTheDocument();
});

const LABEL_RATES = `GET /api/seller/orders/${TO_SHIP.id}/label-rates`;
const BUY_LABEL = `POST /api/seller/orders/${TO_SHIP.id}/label`;

it('buys a shipping label from the carrier’s rates, then shows its status and the label to print', async () => {
  const label = fakeParcelTracking({
    status: 'label_created',
    tracking_code: 'EZ4000000004',
    label_url: 'http://127.0.0.1:4243/labels/shp_4.pdf',
    events: [],
  });
  let bought = false;
  const api = ordersApi()
    .on('GET /api/seller/orders', () => ({
      body: pagedFixture([bought ? { ...TO_SHIP, parcel_tracking: label } : TO_SHIP, SHIPPED]),
    }))
    .on(LABEL_RATES, { body: fakeShippingQuote() })
    .on(BUY_LABEL, () => {
      bought = true;
      return { body: { ...TO_SHIP, parcel_tracking: label } };
    });
  await renderSeller(api, '/seller?tab=orders');
  const user = userEvent.setup();
  await user.click((await table()).getByRole('button', { name: 'Buy shipping label for order #c9d0e1f2' }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Buy a shipping label' }));
  expect(dialog.getByText('Order #c9d0e1f2 for Ada Lovelace, Standard shipping')).toBeInTheDocument();
  const rates = await dialog.findAllByRole('radio');
  expect(rates.map((radio) => radio.closest('label')!.textContent)).toEqual([
    'USPS GroundAdvantageStandard shipping3 days$6.12',
    'UPS Ground4 days$8.99',
    'USPS Express1 day$28.50',
  ]);
  // The rate the API puts first for the order's shipping method is the one chosen at first.
  expect(rates[0]).toBeChecked();
  await user.click(dialog.getByRole('radio', { name: /UPS Ground/ }));
  await user.click(dialog.getByRole('button', { name: 'Buy label' }));

  expect(await screen.findByText('Shipping label bought')).toBeInTheDocument();
  expect(api.callsTo(BUY_LABEL).map((c) => c.body)).toEqual([
    { quote_id: 'shp_quote_1', rate_id: 'rate_ups' },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  const row = (await table()).getAllByRole('row')[1]!;
  await waitFor(() => expect(within(row).getByText('Label created')).toBeInTheDocument());
  expect(within(row).getByRole('link', { name: 'Print label (PDF)' })).toHaveAttribute(
    'href',
    'http://127.0.0.1:4243/labels/shp_4.pdf',
  );
  // One label per parcel; shipping it by hand stays possible until the carrier scans it.
  expect(within(row).queryByRole('button', { name: /Buy shipping label/ })).not.toBeInTheDocument();
  expect(within(row).getByRole('button', { name: 'Ship order #c9d0e1f2' })).toBeInTheDocument();
  // Quoting once is enough: reloading the orders does not ask the carrier again.
  expect(api.callsTo(LABEL_RATES)).toHaveLength(1);
});

it('says why the carrier could not quote, and why a label was not bought', async () => {
  let quoted = false;
  const api = ordersApi()
    .on(LABEL_RATES, () =>
      quoted
        ? { body: fakeShippingQuote() }
        : apiErrorReply(409, 'SELLER_ADDRESS_MISSING', 'Add your address to your profile to buy labels'),
    )
    .on(BUY_LABEL, apiErrorReply(409, 'LABEL_EXISTS', 'This parcel has a label already'));
  await renderSeller(api, '/seller?tab=orders');
  const user = userEvent.setup();
  await user.click((await table()).getByRole('button', { name: 'Buy shipping label for order #c9d0e1f2' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Buy a shipping label' }));
  expect(await dialog.findByText('The rates could not be loaded')).toBeInTheDocument();
  expect(dialog.getByText('Add your address to your profile to buy labels')).toBeInTheDocument();

  quoted = true;
  await user.click(dialog.getByRole('button', { name: 'Try Again' }));
  await dialog.findAllByRole('radio');
  await user.click(dialog.getByRole('button', { name: 'Buy label' }));
  expect(await dialog.findByText('This parcel has a label already')).toBeInTheDocument();
  expect(dialog.getByText('The label was not bought')).toBeInTheDocument();
  expect(await screen.findByText('Failed to buy the shipping label')).toBeInTheDocument();
});

it('follows a labelled parcel once shipped: its status on the row and the carrier’s scans in its dialog', async () => {
  const inTransit = { ...SHIPPED, parcel_tracking: fakeParcelTracking() };
  await renderSeller(ordersApi([inTransit]), '/seller?tab=orders');
  const user = userEvent.setup();
  const row = (await table()).getAllByRole('row')[1]!;
  expect(within(row).getByText('In transit')).toBeInTheDocument();
  await user.click(within(row).getByRole('button', { name: 'Track the parcel of order #78695a4b' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Parcel of order #78695a4b' }));
  const card = within(dialog.getByRole('region', { name: 'Your parcel to Alan Turing' }));
  expect(card.getByText('EZ1000000001')).toBeInTheDocument();
  expect(card.getByRole('link', { name: 'Print label (PDF)' })).toBeInTheDocument();
  expect(
    within(card.getByRole('list', { name: 'Tracking of EZ1000000001' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringContaining('Arrived at USPS Regional FacilityLouisville, KY, US'),
    expect.stringContaining('Label created'),
  ]);
});

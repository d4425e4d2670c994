import type { Order, OrderItem } from '@phonehub/contracts';
import { fakeOrder, fakeParcelTracking, signedInFetchMock } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';
const REFURB = { id: 'seller-1', company_name: 'Refurb Hub Ltd' };
const GREEN = { id: 'seller-2', company_name: 'Green Phones Co' };

/** fakeOrder's iPhone from Refurb Hub, its AirPods from PhoneHub, and a Galaxy from Green Phones. */
function marketplaceOrder(overrides: Partial<Order> = {}): Order {
  const [iphone, airpods] = fakeOrder().items;
  const galaxy: OrderItem = {
    ...airpods,
    id: 'item-3',
    product_id: 'prod-3',
    product_name: 'Samsung Galaxy S23',
    name: 'Samsung Galaxy S23',
    brand: 'Samsung',
    model: 'Galaxy S23',
    price: 399,
    seller: GREEN,
  };
  return fakeOrder({ items: [{ ...iphone, seller: REFURB }, airpods, galaxy], ...overrides });
}

const PHONEHUB_PARCEL = {
  sold_by: 'PhoneHub',
  tracking_number: '1ZPHONEHUB0001',
  shipped_at: '2026-01-03T12:00:00.000Z',
  item_ids: ['item-2'],
  tracking: null,
};
const REFURB_PARCEL = {
  sold_by: 'Refurb Hub Ltd',
  tracking_number: 'RH-777-123',
  shipped_at: '2026-01-04T12:00:00.000Z',
  item_ids: ['item-1'],
  tracking: null,
};
const GREEN_PARCEL = {
  sold_by: 'Green Phones Co',
  tracking_number: 'GP-42',
  shipped_at: '2026-01-05T12:00:00.000Z',
  item_ids: ['item-3'],
  tracking: null,
};

function showOrder(order: Order) {
  const api = signedInFetchMock();
  api.on(`GET /api/orders/${ID}`, { body: order });
  renderApp(`/orders/${ID}`, { api });
}

async function parcels() {
  return within(await screen.findByRole('list', { name: 'Shipments' }))
    .getAllByRole('listitem')
    .filter((li) => li.classList.contains('order-parcel'));
}

it('each item line names its marketplace seller, and none for PhoneHub', async () => {
  showOrder(marketplaceOrder());
  const lines = within(await screen.findByRole('list', { name: 'Items' })).getAllByRole('listitem');
  expect(within(lines[0]).getByText('Sold by Refurb Hub Ltd')).toBeInTheDocument();
  expect(within(lines[1]).queryByText(/Sold by/)).not.toBeInTheDocument();
  expect(within(lines[2]).getByText('Sold by Green Phones Co')).toBeInTheDocument();
});

it('lists every parcel of a shipped multi-seller order with its seller, tracking number, date and items', async () => {
  showOrder(
    marketplaceOrder({
      status: 'shipped',
      tracking_number: '1ZPHONEHUB0001',
      shipments: [PHONEHUB_PARCEL, REFURB_PARCEL, GREEN_PARCEL],
    }),
  );
  const [phonehub, refurb, green] = await parcels();

  expect(within(phonehub).getByText('Sold by PhoneHub')).toBeInTheDocument();
  expect(within(phonehub).getByText(/Tracking number: 1ZPHONEHUB0001/)).toBeInTheDocument();
  expect(within(phonehub).getByText('January 3, 2026')).toHaveAttribute(
    'dateTime',
    '2026-01-03T12:00:00.000Z',
  );
  expect(within(phonehub).getByRole('listitem')).toHaveTextContent('1 × AirPods Pro');

  expect(within(refurb).getByText('Sold by Refurb Hub Ltd')).toBeInTheDocument();
  expect(within(refurb).getByText(/Tracking number: RH-777-123/)).toBeInTheDocument();
  expect(within(refurb).getByText('January 4, 2026')).toBeInTheDocument();
  expect(within(refurb).getByRole('listitem')).toHaveTextContent('2 × Apple iPhone 14 Pro 128GB');

  expect(within(green).getByText(/Tracking number: GP-42/)).toBeInTheDocument();
  expect(within(green).getByRole('listitem')).toHaveTextContent('1 × Samsung Galaxy S23');

  // The parcels replace the order's single tracking number: it shows once, in its parcel.
  expect(screen.getAllByText(/1ZPHONEHUB0001/)).toHaveLength(1);
  expect(screen.queryByText('Not shipped yet')).not.toBeInTheDocument();
});

it('groups the lines still to ship by seller while a paid order is being shipped', async () => {
  showOrder(
    marketplaceOrder({
      status: 'processing',
      payment_status: 'partially_refunded',
      tracking_number: 'RH-777-123',
      shipments: [REFURB_PARCEL],
    }),
  );
  const [shipped, phonehub, green] = await parcels();

  expect(within(shipped).getByText('Sold by Refurb Hub Ltd')).toBeInTheDocument();
  expect(within(shipped).getByText(/Tracking number: RH-777-123/)).toBeInTheDocument();
  expect(within(shipped).queryByText('Not shipped yet')).not.toBeInTheDocument();

  expect(within(phonehub).getByText('Not shipped yet')).toHaveClass('ph-badge--warning');
  expect(within(phonehub).getByText(/Sold by PhoneHub/)).toBeInTheDocument();
  expect(within(phonehub).getByRole('listitem')).toHaveTextContent('1 × AirPods Pro');
  expect(within(phonehub).queryByText(/Tracking number/)).not.toBeInTheDocument();

  expect(within(green).getByText('Not shipped yet')).toBeInTheDocument();
  expect(within(green).getByText(/Sold by Green Phones Co/)).toBeInTheDocument();
  expect(within(green).getByRole('listitem')).toHaveTextContent('1 × Samsung Galaxy S23');
  expect(screen.getAllByText(/RH-777-123/)).toHaveLength(1);
});

it('a single-seller order shows its one parcel, no sellers on its lines and its tracking number once', async () => {
  showOrder(
    fakeOrder({
      status: 'shipped',
      tracking_number: '1ZPHONEHUB0001',
      shipments: [{ ...PHONEHUB_PARCEL, item_ids: ['item-1', 'item-2'] }],
    }),
  );
  const list = await parcels();
  expect(list).toHaveLength(1);
  const [parcel] = list;
  expect(within(parcel).getByText('Sold by PhoneHub')).toBeInTheDocument();
  expect(
    within(parcel)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['2 × Apple iPhone 14 Pro 128GB', '1 × AirPods Pro']);
  expect(within(screen.getByRole('list', { name: 'Items' })).queryByText(/Sold by/)).not.toBeInTheDocument();
  expect(screen.getAllByText(/1ZPHONEHUB0001/)).toHaveLength(1);
});

it('a paid single-seller order not shipped yet says so for its seller', async () => {
  showOrder(fakeOrder({ status: 'confirmed' }));
  const list = await parcels();
  expect(list).toHaveLength(1);
  const [waiting] = list;
  expect(within(waiting).getByText('Not shipped yet')).toBeInTheDocument();
  expect(within(waiting).getByText(/Sold by PhoneHub/)).toBeInTheDocument();
  expect(within(waiting).getAllByRole('listitem')).toHaveLength(2);
});

it('shows no shipments for a cancelled order', async () => {
  showOrder(marketplaceOrder({ status: 'cancelled', payment_status: 'refunded' }));
  expect(await screen.findByText('Sold by Refurb Hub Ltd')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Shipments' })).not.toBeInTheDocument();
  expect(screen.queryByText('Not shipped yet')).not.toBeInTheDocument();
});

it('shows no shipments while the order is unpaid', async () => {
  showOrder(marketplaceOrder({ status: 'pending', payment_status: 'unpaid' }));
  expect(await screen.findByText('Sold by Refurb Hub Ltd')).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Shipments' })).not.toBeInTheDocument();
});

it('an order shipped before parcels were recorded keeps its single tracking number and no "Not shipped yet"', async () => {
  showOrder(fakeOrder({ status: 'shipped', tracking_number: '1Z999AA10123456784' }));
  expect(await screen.findByText(/Tracking number: 1Z999AA10123456784/)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Shipments' })).not.toBeInTheDocument();
});

it("shows the carrier's timeline of a parcel sent with a label, and the label's status of one about to leave", async () => {
  showOrder(
    marketplaceOrder({
      status: 'processing',
      shipments: [
        {
          ...REFURB_PARCEL,
          tracking_number: 'EZ1000000001',
          tracking: fakeParcelTracking({ label_url: null }),
        },
      ],
      parcels: [
        {
          seller: null,
          sold_by: 'PhoneHub',
          subtotal: 120.5,
          shipping_cost: 0,
          tracking: fakeParcelTracking({
            status: 'label_created',
            tracking_code: 'EZ2000000002',
            events: [],
            label_url: null,
          }),
        },
        { seller: REFURB, sold_by: 'Refurb Hub Ltd', subtotal: 1098, shipping_cost: 0, tracking: null },
        { seller: GREEN, sold_by: 'Green Phones Co', subtotal: 399, shipping_cost: 0, tracking: null },
      ],
    }),
  );
  const [refurb, phonehub, green] = await parcels();

  const sent = within(within(refurb).getByRole('region', { name: 'Your parcel from Refurb Hub Ltd' }));
  expect(sent.getByText('In transit')).toBeInTheDocument();
  expect(sent.getByText('EZ1000000001')).toBeInTheDocument();
  expect(
    within(sent.getByRole('list', { name: 'Tracking of EZ1000000001' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringContaining('Arrived at USPS Regional FacilityLouisville, KY, US'),
    expect.stringContaining('Label created'),
  ]);
  // The shopper follows an outbound parcel; its label is the sender's.
  expect(sent.queryByRole('link')).not.toBeInTheDocument();
  expect(within(refurb).getByText('2 × Apple iPhone 14 Pro 128GB')).toBeInTheDocument();
  expect(within(refurb).getByText('January 4, 2026')).toBeInTheDocument();

  expect(within(phonehub).getByText('Not shipped yet')).toBeInTheDocument();
  const labelled = within(within(phonehub).getByRole('region', { name: 'Your parcel from PhoneHub' }));
  expect(labelled.getByText('Label created')).toBeInTheDocument();
  expect(labelled.getByText('EZ2000000002')).toBeInTheDocument();

  expect(within(green).queryByRole('region')).not.toBeInTheDocument();
});

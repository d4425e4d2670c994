import { apiErrorReply, createFetchMock, fakeParcelTracking } from '@phonehub/api-client';
import type { OrderLookupResult } from '@phonehub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const FOUND: OrderLookupResult = {
  reference: 'aa11bb22',
  status: 'shipped',
  payment_status: 'paid',
  shipping_method: 'express',
  created_at: '2026-01-02T10:00:00.000Z',
  paid_at: '2026-01-02T10:01:00.000Z',
  delivered_at: null,
  items: [
    { name: 'Apple iPhone 14 Pro 128GB', brand: 'Apple', model: 'iPhone 14 Pro', quantity: 1 },
    { name: 'AirPods Pro', brand: 'Apple', model: 'AirPods Pro', quantity: 2 },
  ],
  shipments: [
    {
      sold_by: 'PhoneHub',
      tracking_number: '1Z999AA10123456784',
      shipped_at: '2026-01-03T12:00:00.000Z',
      items: ['Apple iPhone 14 Pro 128GB'],
      tracking: null,
    },
  ],
};

const LOOKUP = 'POST /api/orders/lookup';

it('finds an order by email and reference and shows its status, items and tracking', async () => {
  const api = createFetchMock().on(LOOKUP, { body: FOUND });
  renderApp('/orders/lookup?reference=AA11BB22', { api });
  const user = userEvent.setup();

  expect(await screen.findByRole('heading', { name: 'Find your order' })).toBeInTheDocument();
  expect(document.title).toBe('Find your order – PhoneHub');
  expect(screen.getByLabelText(/^Order reference/)).toHaveValue('AA11BB22');
  await user.type(screen.getByLabelText(/^Email/), ' grace@example.com ');
  await user.click(screen.getByRole('button', { name: 'Find Order' }));

  expect(await screen.findByRole('heading', { name: 'Order #aa11bb22' })).toBeInTheDocument();
  expect(api.callsTo(LOOKUP).map((call) => call.body)).toEqual([
    { email: 'grace@example.com', reference: 'aa11bb22' },
  ]);
  expect(screen.getByText('Shipped')).toBeInTheDocument();
  expect(screen.getByText('Paid')).toBeInTheDocument();
  expect(screen.getByText('Express (1-2 business days)')).toBeInTheDocument();
  const items = within(screen.getByRole('region', { name: 'Items' }));
  expect(items.getByText('2 × AirPods Pro')).toBeInTheDocument();
  const tracking = within(screen.getByRole('region', { name: 'Tracking' }));
  expect(tracking.getByText('1Z999AA10123456784')).toBeInTheDocument();
  expect(tracking.getByText('Still to ship: AirPods Pro')).toBeInTheDocument();
});

it('says when nothing matches, without telling which half was wrong', async () => {
  const api = createFetchMock().on(LOOKUP, apiErrorReply(404, 'NOT_FOUND', 'Order not found'));
  renderApp('/orders/lookup', { api });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), 'grace@example.com');
  await user.type(screen.getByLabelText(/^Order reference/), '#aa11 bb22');
  await user.click(screen.getByRole('button', { name: 'Find Order' }));
  expect(
    await screen.findByText(
      'We could not find an order with that email address and reference. Please check both and try again.',
    ),
  ).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Tracking' })).not.toBeInTheDocument();
});

it('checks both fields before asking the API', async () => {
  const api = createFetchMock().on(LOOKUP, { body: FOUND });
  renderApp('/orders/lookup', { api });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Find Order' }));
  expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();

  await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
  await user.type(screen.getByLabelText(/^Order reference/), 'abc');
  await user.click(screen.getByRole('button', { name: 'Find Order' }));
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  expect(
    screen.getByText('Please enter the 8-character order reference from your confirmation email'),
  ).toBeInTheDocument();
  expect(api.callsTo(LOOKUP)).toHaveLength(0);
});

it("shows the API's words when it refuses, e.g. too many tries", async () => {
  const api = createFetchMock().on(
    LOOKUP,
    apiErrorReply(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'),
  );
  renderApp('/orders/lookup?reference=aa11bb22', { api });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), 'grace@example.com');
  await user.click(screen.getByRole('button', { name: 'Find Order' }));
  expect(await screen.findByText('Too many attempts. Please try again later.')).toBeInTheDocument();
});

it("shows the carrier's timeline of a parcel that left with a label bought here", async () => {
  const tracked: OrderLookupResult = {
    ...FOUND,
    shipments: [
      {
        ...FOUND.shipments[0]!,
        sold_by: 'Acme Phones',
        tracking_number: 'EZ1000000001',
        tracking: fakeParcelTracking({ label_url: null }),
      },
    ],
  };
  const api = createFetchMock().on(LOOKUP, { body: tracked });
  renderApp('/orders/lookup?reference=aa11bb22', { api });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Email/), 'grace@example.com');
  await user.click(screen.getByRole('button', { name: 'Find Order' }));

  const card = within(await screen.findByRole('region', { name: 'Your parcel from Acme Phones' }));
  expect(card.getByText('In transit')).toBeInTheDocument();
  expect(
    within(card.getByRole('list', { name: 'Tracking of EZ1000000001' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    expect.stringContaining('Arrived at USPS Regional FacilityLouisville, KY, US'),
    expect.stringContaining('Label created'),
  ]);
  expect(card.queryByRole('link')).not.toBeInTheDocument();
});

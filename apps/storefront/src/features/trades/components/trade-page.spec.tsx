import { apiErrorReply, fakeTradeRequest, signedInFetchMock } from '@phonehub/api-client';
import type { TradeRequest } from '@phonehub/contracts';
import { TRADE_FINAL_PRICE_PENDING, TRADE_STATUS_MESSAGES } from '@phonehub/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { LABEL_LAPSED_NOTE, LABEL_LINK } from './trade-shipping';
import { fakeTradeLabel } from './trade-shipping.fixtures';

function openTrade(overrides: Partial<TradeRequest> = {}) {
  const api = signedInFetchMock();
  const trade = fakeTradeRequest(overrides);
  api.on(`GET /api/trade/requests/${trade.id}`, { body: trade });
  const app = renderApp(`/trade/${trade.id}`, { api });
  return { api, app, trade };
}

const banner = () => screen.getByRole('region', { name: 'Trade status' });
const timeline = () =>
  within(screen.getByRole('list', { name: 'Timeline' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const details = (name: string) => within(screen.getByLabelText(name));

it('shows a pending trade: banner, device, photos, pricing, partner, contact, tracking and timeline', async () => {
  openTrade();
  expect(await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' })).toBeInTheDocument();

  expect(within(banner()).getByText('PENDING REVIEW')).toHaveClass('ph-badge--warning');
  expect(banner()).toHaveTextContent(TRADE_STATUS_MESSAGES.pending_review);
  expect(banner()).toHaveClass('trade-status--pending_review');
  expect(banner()).not.toHaveTextContent(TRADE_FINAL_PRICE_PENDING);

  const device = details('Device information');
  for (const text of [
    'Apple',
    'iPhone 13',
    '128GB',
    'Midnight',
    'Very Good',
    'F2LXK9Q1AB',
    'Small scratch on the back',
  ]) {
    expect(device.getByText(text)).toBeInTheDocument();
  }
  const photos = within(screen.getByRole('list', { name: 'Device photos' })).getAllByRole('img');
  expect(photos.map((img) => img.getAttribute('src'))).toEqual([
    '/api/media/trades/a1.jpg',
    '/api/media/trades/a2.jpg',
  ]);
  expect(photos[0]).toHaveAccessibleName('Photo 1 of 2');

  expect(screen.getByTestId('trade-estimated-value')).toHaveTextContent('$450.00');
  expect(screen.queryByTestId('trade-final-value')).not.toBeInTheDocument();
  expect(screen.getByText('GreenCycle')).toBeInTheDocument();

  const contact = details('Contact information');
  for (const text of [
    'Ada Lovelace',
    'ada@example.com',
    '(555) 123-4567',
    '12 Engine Row · Austin, TX 78701 · USA',
  ]) {
    expect(contact.getByText(text)).toBeInTheDocument();
  }
  expect(screen.getByText('TR-7K2M9Q4XPD')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Track page' })).toHaveAttribute('href', '/track?id=TR-7K2M9Q4XPD');

  expect(screen.queryByText('Rejection Reason:')).not.toBeInTheDocument();
  expect(timeline()).toEqual(['SubmittedJanuary 5, 2026']);
});

it('an approved trade without a final value says pricing follows inspection, with payment pending', async () => {
  openTrade({ status: 'approved', reviewedAt: '2026-01-07T09:00:00.000Z' });
  expect(await screen.findByRole('region', { name: 'Trade status' })).toHaveTextContent(
    TRADE_STATUS_MESSAGES.approved,
  );
  expect(banner()).toHaveTextContent(TRADE_FINAL_PRICE_PENDING);
  expect(within(banner()).getByText('APPROVED')).toHaveClass('ph-badge--success');
  expect(timeline()).toEqual([
    'SubmittedJanuary 5, 2026',
    'ApprovedJanuary 7, 2026',
    'Payment ProcessingPending device inspection',
  ]);
});

it('an approved trade with a final value shows it and no inspection note', async () => {
  openTrade({ status: 'approved', reviewedAt: '2026-01-07T09:00:00.000Z', finalValue: 1412.5 });
  expect(await screen.findByTestId('trade-final-value')).toHaveTextContent('$1,412.50');
  expect(banner()).toHaveTextContent(TRADE_STATUS_MESSAGES.approved);
  expect(banner()).not.toHaveTextContent(TRADE_FINAL_PRICE_PENDING);
});

it('a rejected trade shows the reason in a red alert and a Rejected step', async () => {
  openTrade({
    status: 'rejected',
    reviewedAt: '2026-01-06T09:00:00.000Z',
    rejectionReason: 'The screen is cracked.',
  });
  expect(await screen.findByRole('region', { name: 'Trade status' })).toHaveTextContent(
    TRADE_STATUS_MESSAGES.rejected,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveClass('ph-alert--danger');
  expect(alert).toHaveTextContent('Rejection Reason:The screen is cracked.');
  expect(timeline()).toEqual(['SubmittedJanuary 5, 2026', 'RejectedJanuary 6, 2026']);
});

it('a completed trade says so and shows a Reviewed step', async () => {
  openTrade({ status: 'completed', reviewedAt: '2026-01-08T09:00:00.000Z', finalValue: 430 });
  expect(await screen.findByRole('region', { name: 'Trade status' })).toHaveTextContent(
    TRADE_STATUS_MESSAGES.completed,
  );
  expect(timeline()).toEqual(['SubmittedJanuary 5, 2026', 'ReviewedJanuary 8, 2026']);
});

it('Back to My trade-ins and Submit New Trade lead to their pages', async () => {
  const { api, app } = openTrade();
  api.on('GET /api/trade/requests', { body: [] });
  const user = userEvent.setup();
  expect(await screen.findByRole('link', { name: 'Submit New Trade' })).toHaveAttribute('href', '/trade');
  await user.click(screen.getByRole('link', { name: 'Back to My trade-ins' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'My trade-ins' })).toBeInTheDocument();
  expect(app.location()).toBe('/dashboard');
});

it("someone else's or an unknown trade shows 'Trade not found' with a way back", async () => {
  const api = signedInFetchMock();
  api.on('GET /api/trade/requests/nope', apiErrorReply(404, 'NOT_FOUND', 'Trade not found'));
  api.on('GET /api/trade/requests', { body: [] });
  const app = renderApp('/trade/nope', { api });
  expect(await screen.findByRole('alert')).toHaveTextContent('Trade not found');
  await userEvent.setup().click(screen.getByRole('link', { name: 'Back to My trade-ins' }));
  await waitFor(() => expect(app.location()).toBe('/dashboard'));
});

it('another failure offers Try Again', async () => {
  const api = signedInFetchMock();
  api.on('GET /api/trade/requests/trade-1', apiErrorReply(403, 'FORBIDDEN', 'nope'));
  renderApp('/trade/trade-1', { api });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load trade');
  api.on('GET /api/trade/requests/trade-1', { body: fakeTradeRequest() });
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Apple iPhone 13' })).toBeInTheDocument();
});

it('asks a signed-out visitor to log in', async () => {
  const app = renderApp('/trade/trade-1');
  await screen.findByRole('heading', { name: 'Welcome back' });
  expect(app.location()).toBe('/login');
});

describe('the prepaid label', () => {
  const card = () => within(screen.getByRole('region', { name: 'Your prepaid label' }));
  const scans = () =>
    within(screen.getByRole('list', { name: 'Tracking of EZ100000000000000042' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('offers the label and the ship-by date of an approved trade, with the parcel and its scans newest first', async () => {
    openTrade({
      status: 'approved',
      reviewedAt: '2026-01-07T09:00:00.000Z',
      shipping_label: fakeTradeLabel(),
      timeline: [
        { status: 'approved', note: null, at: '2026-01-07T09:00:00.000Z' },
        {
          status: 'approved',
          note: 'Prepaid label created (USPS GroundAdvantage, tracking EZ100000000000000042)',
          at: '2026-01-07T10:00:00.000Z',
        },
        {
          status: 'approved',
          note: 'On its way to us (tracking EZ100000000000000042)',
          at: '2026-01-09T15:05:00.000Z',
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Send us your device' })).toBeInTheDocument();
    expect(card().getByRole('link', { name: LABEL_LINK })).toHaveAttribute(
      'href',
      'http://127.0.0.1:4243/usps/labels/shp_42.pdf',
    );
    expect(card().getByText(/send it by/)).toHaveTextContent('send it by January 28, 2026');
    expect(card().getByText('In transit')).toBeInTheDocument();
    expect(card().getByText('EZ100000000000000042')).toBeInTheDocument();
    const [latest, first] = scans();
    expect(latest).toContain('Jan 9, 2026');
    expect(latest).toContain('Departed USPS facility');
    expect(latest).toContain('Austin, TX, US');
    expect(first).toContain('Shipping label created');
    // The trade's own timeline says the label was made and the device is on its way.
    expect(timeline()).toEqual([
      'SubmittedJanuary 5, 2026',
      'ApprovedJanuary 7, 2026',
      'ShippingJanuary 7, 2026Prepaid label created (USPS GroundAdvantage, tracking EZ100000000000000042)',
      'ShippingJanuary 9, 2026On its way to us (tracking EZ100000000000000042)',
      'Payment ProcessingPending device inspection',
    ]);
  });

  it('shows the tracking but no label once the device was received', async () => {
    openTrade({
      status: 'received',
      reviewedAt: '2026-01-07T09:00:00.000Z',
      shipping_label: fakeTradeLabel({ status: 'delivered', label_url: null }),
    });
    expect(await screen.findByRole('region', { name: 'Your prepaid label' })).toBeInTheDocument();
    expect(card().getByText('Delivered')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: LABEL_LINK })).not.toBeInTheDocument();
    expect(screen.queryByText(/send it by/)).not.toBeInTheDocument();
  });

  it('says the offer lapsed when the device was not sent in time, with the reason on the timeline', async () => {
    openTrade({
      status: 'cancelled',
      reviewedAt: '2026-01-07T09:00:00.000Z',
      label_lapsed_at: '2026-01-28T14:45:00.000Z',
      shipping_label: fakeTradeLabel({ status: 'label_created', label_url: null, events: [] }),
      timeline: [
        {
          status: 'cancelled',
          note: 'The prepaid label expired: the device was not sent within 21 days',
          at: '2026-01-28T14:45:00.000Z',
        },
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(`The offer lapsed${LABEL_LAPSED_NOTE}`);
    expect(screen.queryByRole('link', { name: LABEL_LINK })).not.toBeInTheDocument();
    expect(card().getByText('Label created')).toBeInTheDocument();
    expect(timeline()).toContain(
      'CancelledJanuary 28, 2026The prepaid label expired: the device was not sent within 21 days',
    );
  });

  it('shows no shipping card before a label exists', async () => {
    openTrade({ status: 'approved', reviewedAt: '2026-01-07T09:00:00.000Z' });
    expect(await screen.findByRole('region', { name: 'Trade status' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Send us your device' })).not.toBeInTheDocument();
  });
});

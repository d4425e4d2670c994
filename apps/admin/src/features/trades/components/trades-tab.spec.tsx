import { apiErrorReply, pagedFixture, fakeTradeRequest, type FetchMock } from '@phonehub/api-client';
import type { TradeRequest } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { fakeTradeStats, PAID_BANK_PAYOUT, PENDING_BANK_PAYOUT } from '../../../test/fake-trades';
import { adminApi, failsUntilRetried } from '../../../test/admin-api';
import { DASHBOARD, renderAdmin } from '../../../test/render-admin';
import { bodiesOf, optionTextsOf, queriesAfter } from '../../../test/list-requests';

// Ada's pending iPhone with two photos, with the values the cards and dialog are checked against.
const ADA = fakeTradeRequest({
  id: '3b9d2c4e-1f20-4a8b-9c7d-5e6f7a8b9c0d',
  tracking_code: 'TRD-7K4M-92QX',
  submittedAt: '2026-02-10T14:00:00.000Z',
  model: 'iPhone 14 Pro',
  serialNumber: 'F2LXK9ABCD12',
  description: 'Small scratch on the back glass.',
  images: ['/api/trade/images/front.jpg', '/api/trade/images/back.jpg'],
  tradePartner: 'EcoCycle Partners',
  estimatedValue: 480,
  street: '1 Analytical Way',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
});
const GUEST = fakeTradeRequest({
  id: '9f8e7d6c-0000-4000-8000-00000000beef',
  tracking_code: 'TRD-GST1-0001',
  userId: null,
  isGuest: true,
  status: 'approved',
  brand: 'Samsung',
  model: 'Galaxy S23',
  condition: 'good',
  serialNumber: 'SM23GUEST99',
  description: null,
  images: [],
  tradePartner: 'QuickCash Mobile',
  estimatedValue: 300,
  finalValue: 275.5,
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'grace@example.com',
});
const PUT_ADA = `PUT /api/admin/trades/${ADA.id}`;

const asAdmin = (setup?: (api: FetchMock) => void, trades: TradeRequest[] = [ADA, GUEST]) =>
  adminApi(
    {
      'GET /api/admin/trades/stats': { body: fakeTradeStats() },
      'GET /api/admin/trades': { body: pagedFixture(trades) },
    },
    setup,
  );

async function openTrades(api: FetchMock, user = userEvent.setup()) {
  renderAdmin(DASHBOARD, api);
  await screen.findByRole('article', { name: 'Apple iPhone 14 Pro' });
  return user;
}

afterEach(() => jest.useRealTimers());

const card = (name: string) => within(screen.getByRole('article', { name }));

/** Opens a trade card's details: the review dialog. */
async function viewDetails(user: UserEvent, name: string) {
  await user.click(card(name).getByRole('button', { name: 'View Details' }));
  return within(await screen.findByRole('dialog', { name: 'Trade Details' }));
}
const fact = (scope: ReturnType<typeof card>, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

it('opens on the Trades tab and shows each trade as a card', async () => {
  const api = asAdmin();
  await openTrades(api);
  expect(screen.getByRole('tab', { name: 'Trades' })).toHaveAttribute('aria-selected', 'true');

  const ada = card('Apple iPhone 14 Pro');
  expect(ada.getByRole('img', { name: 'Apple iPhone 14 Pro' })).toHaveAttribute(
    'src',
    '/api/trade/images/front.jpg',
  );
  expect(ada.getByText('TRD-7K4M-92QX')).toBeInTheDocument();
  expect(ada.getByText('ID #3b9d2c4e')).toBeInTheDocument();
  expect(ada.getByText('PENDING REVIEW')).toBeInTheDocument();
  expect(fact(ada, 'Serial number')).toBe('F2LXK9ABCD12');
  expect(fact(ada, 'Submitted')).toBe('Feb 10, 2026');
  expect(fact(ada, 'Customer')).toBe('Ada Lovelace');
  expect(fact(ada, 'Condition')).toBe('Very Good');
  expect(fact(ada, 'Estimated value')).toBe('$480.00');
  expect(ada.queryByText('Final value')).not.toBeInTheDocument();
  expect(fact(ada, 'Partner')).toBe('EcoCycle Partners');
  expect(ada.getByText('Small scratch on the back glass.')).toBeInTheDocument();
  expect(ada.getByRole('button', { name: /Approve/ })).toBeInTheDocument();
  expect(ada.getByRole('button', { name: /Reject/ })).toBeInTheDocument();
  expect(ada.getByRole('button', { name: 'View Details' })).toBeInTheDocument();

  const guest = card('Samsung Galaxy S23');
  expect(guest.getByRole('img', { name: 'No photo of Samsung Galaxy S23' })).toBeInTheDocument();
  expect(guest.getByText('APPROVED')).toBeInTheDocument();
  expect(fact(guest, 'Customer')).toBe('Grace HopperGuest');
  expect(fact(guest, 'Final value')).toBe('$275.50');
  expect(guest.queryByRole('button', { name: /Approve|Reject/ })).not.toBeInTheDocument();
  expect(guest.getByRole('button', { name: 'View Details' })).toBeInTheDocument();

  expect(screen.getByText('2 trades, newest first.')).toBeInTheDocument();
  expect(api.callsTo('GET /api/admin/trades')[0]!.headers.authorization).toBe('Bearer admin-jwt');
});

it('shows a status it does not know as pending review, with Approve and Reject', async () => {
  await openTrades(
    asAdmin(undefined, [
      ADA,
      fakeTradeRequest({ id: 'odd', model: 'iPhone 12', status: 'on_hold' as TradeRequest['status'] }),
    ]),
  );
  const odd = card('Apple iPhone 12');
  expect(odd.getByText('PENDING REVIEW')).toBeInTheDocument();
  expect(odd.getByRole('button', { name: /Approve/ })).toBeInTheDocument();
});

it('searches by brand, model or partner once typing pauses, and filters by status on the server', async () => {
  // The search waits for typing to pause: fake time, so the pause is the test's and not the machine's.
  jest.useFakeTimers();
  const api = asAdmin();
  const user = await openTrades(api, userEvent.setup({ advanceTimers: jest.advanceTimersByTime }));
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(optionTextsOf(status)).toEqual([
    'All Status',
    'PENDING REVIEW',
    'APPROVED',
    'RECEIVED',
    'INSPECTED',
    'COUNTEROFFER',
    'ACCEPTED',
    'RETURNED',
    'REJECTED',
    'CANCELLED',
    'COMPLETED',
  ]);

  await user.type(screen.getByRole('searchbox', { name: 'Search trades' }), 'QuickCash');
  expect(api.callsTo('GET /api/admin/trades')).toHaveLength(1);
  await waitFor(() => expect(api.callsTo('GET /api/admin/trades')).toHaveLength(2));
  await user.selectOptions(status, 'approved');
  expect(await queriesAfter(api, 'GET /api/admin/trades', 3)).toEqual([
    'page=1',
    'page=1&search=QuickCash',
    'page=1&search=QuickCash&status=approved',
  ]);
});

it('Approve opens the review with the estimate as final value and saves it', async () => {
  let approved = false;
  const api = asAdmin((mock) => {
    mock.on('GET /api/admin/trades', () => ({
      body: pagedFixture(approved ? [{ ...ADA, status: 'approved', finalValue: 450 }, GUEST] : [ADA, GUEST]),
    }));
    mock.on(PUT_ADA, () => {
      approved = true;
      return { body: { ...ADA, status: 'approved', finalValue: 450 } };
    });
  });
  const user = await openTrades(api);
  await user.click(card('Apple iPhone 14 Pro').getByRole('button', { name: /Approve/ }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Approve Trade' }));
  expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('approved');
  const finalValue = dialog.getByRole('spinbutton', { name: 'Final Value ($)' });
  expect(finalValue).toHaveValue(480);
  // The details include the contact information and the photos.
  expect(dialog.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
    'href',
    'mailto:ada@example.com',
  );
  expect(dialog.getByText('(555) 123-4567')).toBeInTheDocument();
  expect(dialog.getByText('1 Analytical Way, Springfield, IL 62701, USA')).toBeInTheDocument();
  expect(dialog.getAllByRole('img', { name: /Apple iPhone 14 Pro, photo/ })).toHaveLength(2);
  expect(dialog.queryByRole('textbox', { name: /Rejection Reason/ })).not.toBeInTheDocument();

  await user.clear(finalValue);
  await user.type(finalValue, '450');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Trade approved')).toBeInTheDocument();
  expect(bodiesOf(api, PUT_ADA)).toEqual([{ status: 'approved', finalValue: 450 }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(api.callsTo('GET /api/admin/trades')).toHaveLength(2));
  await waitFor(() => expect(api.callsTo('GET /api/admin/trades/stats')).toHaveLength(2));
  expect(await card('Apple iPhone 14 Pro').findByText('APPROVED')).toBeInTheDocument();
});

it('Approve with the prefilled estimate sends that estimate', async () => {
  const api = asAdmin((mock) => mock.on(PUT_ADA, { body: { ...ADA, status: 'approved', finalValue: 480 } }));
  const user = await openTrades(api);
  await user.click(card('Apple iPhone 14 Pro').getByRole('button', { name: /Approve/ }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Trade approved')).toBeInTheDocument();
  expect(bodiesOf(api, PUT_ADA)).toEqual([{ status: 'approved', finalValue: 480 }]);
});

it('Reject needs a reason: without one it says so and sends nothing', async () => {
  const api = asAdmin((mock) =>
    mock.on(PUT_ADA, { body: { ...ADA, status: 'rejected', rejectionReason: 'Cracked screen' } }),
  );
  const user = await openTrades(api);
  await user.click(card('Apple iPhone 14 Pro').getByRole('button', { name: /Reject/ }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Reject Trade' }));
  expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('rejected');
  const reason = dialog.getByRole('textbox', { name: /Rejection Reason/ });
  expect(reason).toHaveValue('');
  await user.type(reason, '   ');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(dialog.getByText('Please enter a rejection reason')).toBeInTheDocument();
  expect(api.callsTo(PUT_ADA)).toHaveLength(0);

  await user.type(reason, 'Cracked screen ');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Trade rejected')).toBeInTheDocument();
  expect(bodiesOf(api, PUT_ADA)).toEqual([{ status: 'rejected', rejectionReason: 'Cracked screen' }]);
});

it('a failed save toasts, shows the reason in the dialog and keeps what was typed; a retry can succeed', async () => {
  let attempt = 0;
  const api = asAdmin((mock) =>
    mock.on(`PUT /api/admin/trades/${GUEST.id}`, () => {
      attempt += 1;
      return attempt === 1
        ? apiErrorReply(400, 'VALIDATION_ERROR', 'finalValue must be at most 100000 dollars')
        : { body: { ...GUEST, status: 'received' } };
    }),
  );
  const user = await openTrades(api);
  const dialog = await viewDetails(user, 'Samsung Galaxy S23');
  expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('approved');
  const finalValue = dialog.getByRole('spinbutton', { name: 'Final Value ($)' });
  expect(finalValue).toHaveValue(275.5);
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'received');
  await user.clear(finalValue);
  await user.type(finalValue, '250000');
  await user.click(dialog.getByRole('button', { name: 'Save' }));

  expect(await screen.findByText('Failed to update trade')).toBeInTheDocument();
  expect(dialog.getByText('finalValue must be at most 100000 dollars')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Trade Details' })).toBeInTheDocument();
  expect(dialog.getByRole('combobox', { name: 'Status' })).toHaveValue('received');
  expect(finalValue).toHaveValue(250000);

  await user.clear(finalValue);
  await user.type(finalValue, '260');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Device marked received')).toBeInTheDocument();
  expect(bodiesOf(api, `PUT /api/admin/trades/${GUEST.id}`)).toEqual([
    { status: 'received', finalValue: 250000 },
    { status: 'received', finalValue: 260 },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('refuses a negative final value without calling the API', async () => {
  const api = asAdmin();
  const user = await openTrades(api);
  await user.click(card('Apple iPhone 14 Pro').getByRole('button', { name: /Approve/ }));
  const dialog = within(await screen.findByRole('dialog'));
  const finalValue = dialog.getByRole('spinbutton', { name: 'Final Value ($)' });
  await user.clear(finalValue);
  await user.type(finalValue, '-5');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(dialog.getByText('Final value cannot be negative')).toBeInTheDocument();
  expect(api.callsTo(PUT_ADA)).toHaveLength(0);
});

describe('Export CSV', () => {
  const createObjectURL = jest.fn(() => 'blob:trades');
  const revokeObjectURL = jest.fn();
  let downloads: string[];

  beforeEach(() => {
    downloads = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(`${this.download} ${this.getAttribute('href')}`);
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('downloads the trades matching the filters as trades-YYYY-MM-DD.csv', async () => {
    const api = asAdmin((mock) => mock.on('GET /api/admin/trades/export', { body: 'id,brand\n1,Apple\n' }));
    const user = await openTrades(api);
    await user.type(screen.getByRole('searchbox', { name: 'Search trades' }), 'Apple');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'pending_review');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads).toHaveLength(1));
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect(downloads[0]).toBe(`trades-${today}.csv blob:trades`);
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    const exports = api.callsTo('GET /api/admin/trades/export');
    expect(exports.map((c) => c.query.toString())).toEqual(['search=Apple&status=pending_review']);
    expect(exports[0]!.headers.authorization).toBe('Bearer admin-jwt');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:trades'));
  });

  it("toasts 'Failed to export trades' when the export fails", async () => {
    const api = asAdmin((mock) =>
      mock.on('GET /api/admin/trades/export', apiErrorReply(500, 'INTERNAL', 'Something went wrong')),
    );
    const user = await openTrades(api);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export trades')).toBeInTheDocument();
    expect(downloads).toHaveLength(0);
  });
});

it("says 'No trades found.' when nothing matches", async () => {
  renderAdmin(DASHBOARD, asAdmin(undefined, []));
  expect(await screen.findByText('No trades found.')).toBeInTheDocument();
});

it("toasts 'Failed to load trades' and offers to try again", async () => {
  const list = failsUntilRetried(apiErrorReply(403, 'FORBIDDEN', 'No'), { body: pagedFixture([ADA]) });
  const api = asAdmin((mock) => mock.on('GET /api/admin/trades', list.handler));
  const user = userEvent.setup();
  renderAdmin(DASHBOARD, api);
  expect(await screen.findByText('Failed to load trades')).toBeInTheDocument();
  expect(screen.getByText('Trades could not be loaded')).toBeInTheDocument();
  await list.retry(user);
  expect(await screen.findByRole('article', { name: 'Apple iPhone 14 Pro' })).toBeInTheDocument();
});

it('the review offers only where the trade may go next, and a final trade cannot be saved', async () => {
  const done = fakeTradeRequest({
    ...GUEST,
    id: '9f8e7d6c-0000-4000-8000-0000000000d0',
    model: 'Galaxy S22',
    status: 'completed',
  });
  const user = await openTrades(asAdmin(undefined, [ADA, GUEST, done]));
  const choices = (dialog: ReturnType<typeof within>) =>
    dialog.getAllByRole('option').map((o: HTMLElement) => (o as HTMLOptionElement).value);

  let dialog = await viewDetails(user, 'Samsung Galaxy S23');
  // Cancelling is the customer's; a trade completes when its payout is made, never by hand.
  expect(choices(dialog)).toEqual(['approved', 'received']);
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  dialog = await viewDetails(user, 'Samsung Galaxy S22');
  expect(choices(dialog)).toEqual(['completed']);
  expect(dialog.getByRole('combobox', { name: 'Status' })).toBeDisabled();
  expect(dialog.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

it('warns about a device on the IMEI blocklist and does not offer to approve it; rejecting stays possible', async () => {
  const stolen = fakeTradeRequest({
    ...ADA,
    id: '3b9d2c4e-1f20-4a8b-9c7d-00000000b10c',
    model: 'iPhone 13',
    serialNumber: '356998877665542',
    imei: '356998877665542',
    imei_blocked: { reason: 'Reported stolen, police report 2026-114' },
  });
  const put = `PUT /api/admin/trades/${stolen.id}`;
  const api = asAdmin((mock) => mock.on(put, { body: { ...stolen, status: 'rejected' } }), [ADA, stolen]);
  const user = await openTrades(api);

  const stolenCard = card('Apple iPhone 13');
  expect(stolenCard.getByText('Reported lost or stolen')).toBeInTheDocument();
  expect(stolenCard.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  expect(card('Apple iPhone 14 Pro').getByRole('button', { name: /Approve/ })).toBeInTheDocument();

  await user.click(stolenCard.getByRole('button', { name: 'View Details' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Trade Details' }));
  expect(dialog.getByRole('alert')).toHaveTextContent('This device has been reported lost or stolen');
  expect(dialog.getByRole('alert')).toHaveTextContent(
    'Its IMEI 356998877665542 is on the blocklist (Reported stolen, police report 2026-114). The trade-in cannot be approved or valued: reject it.',
  );
  const choices = dialog.getAllByRole('option').map((o: HTMLElement) => (o as HTMLOptionElement).value);
  expect(choices).toEqual(['pending_review', 'rejected']);

  await user.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'rejected');
  await user.type(dialog.getByRole('textbox', { name: /Rejection Reason/ }), 'Reported stolen');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(bodiesOf(api, put)).toEqual([{ status: 'rejected', rejectionReason: 'Reported stolen' }]),
  );
});

it('records an inspection with a counteroffer, and shows a bank payout read-only: it is sent by transfer, never marked paid', async () => {
  const inspected = fakeTradeRequest({
    ...GUEST,
    id: '9f8e7d6c-0000-4000-8000-0000000000e1',
    model: 'Galaxy S21',
    status: 'inspected',
  });
  const transfer = fakeTradeRequest({
    ...GUEST,
    id: '9f8e7d6c-0000-4000-8000-0000000000e2',
    model: 'Galaxy S20',
    status: 'inspected',
    payout: { ...PENDING_BANK_PAYOUT, failure: 'The recipient account cannot receive transfers yet' },
  });
  const sent = fakeTradeRequest({
    ...GUEST,
    id: '9f8e7d6c-0000-4000-8000-0000000000e3',
    model: 'Galaxy S10',
    status: 'completed',
    payout: PAID_BANK_PAYOUT,
  });
  const api = asAdmin(
    (mock) =>
      mock.on(`PUT /api/admin/trades/${inspected.id}`, { body: { ...inspected, status: 'counteroffer' } }),
    [ADA, inspected, transfer, sent],
  );
  const user = await openTrades(api);

  let dialog = await viewDetails(user, 'Samsung Galaxy S21');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Status' }), 'counteroffer');
  await user.type(dialog.getByRole('textbox', { name: 'Grade' }), 'C');
  await user.type(dialog.getByRole('spinbutton', { name: 'Battery health (%)' }), '71');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await dialog.findByText('Please give a reason for the counteroffer')).toBeInTheDocument();
  expect(api.callsTo(`PUT /api/admin/trades/${inspected.id}`)).toHaveLength(0);
  await user.type(dialog.getByRole('spinbutton', { name: /Counteroffer \(\$\)/ }), '220');
  await user.type(dialog.getByRole('textbox', { name: /Counteroffer reason/ }), 'Battery at 71 %');
  await user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Counteroffer sent')).toBeInTheDocument();
  expect(api.callsTo(`PUT /api/admin/trades/${inspected.id}`)[0].body).toEqual({
    status: 'counteroffer',
    inspection: { grade: 'C', battery_health: 71, notes: null },
    counteroffer_value: 220,
    counteroffer_reason: 'Battery at 71 %',
  });
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  dialog = await viewDetails(user, 'Samsung Galaxy S20');
  expect(
    dialog.getByText('Bank payout by transfer, $300.00 (waiting for the customer to set up payouts)'),
  ).toBeInTheDocument();
  expect(dialog.getByText('The recipient account cannot receive transfers yet')).toBeInTheDocument();
  const choices = dialog.getAllByRole('option').map((o: HTMLElement) => (o as HTMLOptionElement).value);
  expect(choices).not.toContain('completed');
  expect(dialog.queryByRole('textbox', { name: /Transfer reference/ })).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

  dialog = await viewDetails(user, 'Samsung Galaxy S10');
  expect(dialog.getByText('Bank payout by transfer, $300.00 (sent)')).toBeInTheDocument();
  expect(dialog.getByText('tr_1TradePayout')).toBeInTheDocument();
});

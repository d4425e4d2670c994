import { apiErrorReply, createFetchMock, fakeTrackedTrade, type MockReply } from '@phonehub/api-client';
import { TRADE_FINAL_PRICE_PENDING, TRADE_MESSAGES, TRADE_STATUS_MESSAGES } from '@phonehub/domain';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, settle } from '../../../test/render-app';
import { TRACK_EMAIL_HINT, TRACK_ID_REQUIRED, TRACK_REJECTED_NOTE } from './track-page';
import { LABEL_LAPSED_NOTE, LABEL_LINK } from './trade-shipping';
import { fakeTradeLabel } from './trade-shipping.fixtures';

const CODE = 'TR-7K2M9Q4XPD';
const SAVE_HINT = 'Save this tracking ID to check your trade later.';

const input = () => screen.getByLabelText('Tracking ID or Serial Number');
const emailInput = () => screen.getByLabelText('Email');
const trackButton = () => screen.getByRole('button', { name: /Track|Tracking\.\.\./ });
const result = () => within(screen.getByLabelText('Trade details'));

afterEach(() => jest.useRealTimers());

async function openTrack(route = '/track', answers: Record<string, MockReply> = {}) {
  const api = createFetchMock();
  for (const [path, reply] of Object.entries(answers)) api.on(`GET /api/trade/track/${path}`, reply);
  const app = renderApp(route, { api });
  await screen.findByRole('heading', { level: 1, name: 'Track Your Trade' });
  return { api, app, user: userEvent.setup() };
}

it('never greys Track out: pressed while blank it says what to enter and puts the cursor there', async () => {
  const { api, user } = await openTrack();
  expect(trackButton()).toHaveTextContent('Track');
  expect(trackButton()).toBeEnabled();
  expect(input()).toHaveAccessibleDescription(
    "Enter the tracking ID from your confirmation, or your device's serial number.",
  );
  await user.type(input(), '   ');
  await user.click(trackButton());
  expect(await screen.findByText(TRACK_ID_REQUIRED)).toBeInTheDocument();
  expect(input()).toHaveFocus();
  expect(input()).toHaveAttribute('aria-invalid', 'true');
  expect(api.calls.filter((call) => call.path.startsWith('/api/trade/track'))).toHaveLength(0);
  // The message goes as soon as there is something to search for.
  await user.type(input(), 'TR');
  expect(screen.queryByText(TRACK_ID_REQUIRED)).not.toBeInTheDocument();
});

it("checks the email when it is left: 'bad@' gets the spec's message, and Track goes to it", async () => {
  const { api, user } = await openTrack();
  await user.type(emailInput(), 'bad@');
  await user.tab();
  expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
  await user.type(input(), 'F2LXK9Q1AB');
  await user.click(trackButton());
  expect(emailInput()).toHaveFocus();
  expect(api.calls.filter((call) => call.path.startsWith('/api/trade/track'))).toHaveLength(0);
  await user.type(emailInput(), 'example.com');
  expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
});

it("shows 'Tracking...' for as long as the request runs", async () => {
  const api = createFetchMock();
  let answer!: () => void;
  api.on(
    `GET /api/trade/track/${CODE}`,
    () => new Promise((resolve) => (answer = () => resolve({ body: fakeTrackedTrade() }))),
  );
  renderApp('/track', { api });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Tracking ID or Serial Number'), CODE);
  await user.click(trackButton());

  expect(await screen.findByRole('button', { name: 'Tracking...' })).toBeDisabled();
  // Everything else that was due has run; the answer alone is outstanding.
  await settle();
  expect(screen.getByRole('button', { name: 'Tracking...' })).toBeDisabled();

  await act(async () => answer());
  expect(await screen.findByRole('heading', { name: 'Apple iPhone 13' })).toBeInTheDocument();
  expect(trackButton()).toHaveTextContent(/^Track$/);
  expect(trackButton()).toBeEnabled();
});

it('finds a trade by tracking ID, shows its card without personal data and puts the search in the address', async () => {
  // Even if the server sent more than the tracking contract, the page shows only the public fields.
  const leaky = {
    ...fakeTrackedTrade(),
    email: 'ada@example.com',
    phone: '(555) 123-4567',
    firstName: 'Ada',
    serialNumber: 'F2LXK9Q1AB',
    street: '12 Engine Row',
    description: 'Small scratch on the back',
    rejectionReason: 'Internal note',
  };
  const { api, app, user } = await openTrack('/track', { [CODE.toLowerCase()]: { body: leaky } });
  await user.type(input(), ` ${CODE.toLowerCase()} `);
  await user.click(trackButton());

  // The trimmed text is what gets searched; the server matches any case.
  expect(await screen.findByRole('heading', { level: 2, name: 'Apple iPhone 13' })).toBeInTheDocument();
  expect(api.calls.at(-1)?.path).toBe(`/api/trade/track/${CODE.toLowerCase()}`);
  expect(app.location()).toBe(`/track?id=${CODE.toLowerCase()}`);
  expect(input()).toHaveValue(` ${CODE.toLowerCase()} `);

  expect(screen.getByText(/Tracking ID:/)).toHaveTextContent(`Tracking ID: ${CODE}`);
  expect(screen.getByText('PENDING REVIEW')).toHaveClass('ph-badge--warning');
  expect(screen.getByText(TRADE_STATUS_MESSAGES.pending_review)).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Photo of the Apple iPhone 13' })).toHaveAttribute(
    'src',
    '/api/media/trades/a1.jpg',
  );
  expect(result().getByText('Very Good')).toBeInTheDocument();
  expect(result().getByText('$450.00')).toBeInTheDocument();
  expect(result().getByText('January 5, 2026')).toBeInTheDocument();
  expect(result().getByText('GreenCycle')).toBeInTheDocument();
  // No free text either, even if it came.
  expect(screen.queryByText('Small scratch on the back')).not.toBeInTheDocument();
  expect(screen.queryByText(/Internal note/)).not.toBeInTheDocument();
  expect(result().queryByText('Final Value')).not.toBeInTheDocument();
  expect(screen.queryByText('Rejection Reason:')).not.toBeInTheDocument();

  const page = within(screen.getByRole('main'));
  for (const personal of [
    /ada@example\.com/,
    /123-4567/,
    /\bAda\b/,
    /F2LXK9Q1AB/,
    /Engine Row/,
    /^Phone$/,
    /Serial Number$/,
  ]) {
    expect(page.queryByText(personal, { ignore: 'label, script, style' })).not.toBeInTheDocument();
  }
  // They typed the code themselves: no need to ask them to save it.
  expect(screen.queryByText(SAVE_HINT)).not.toBeInTheDocument();
});

it('a search by serial number sends the email along (not in the address) and shows the tracking ID with a hint to save it', async () => {
  const { api, app, user } = await openTrack('/track', { F2LXK9Q1AB: { body: fakeTrackedTrade() } });
  expect(emailInput()).toHaveAccessibleDescription(TRACK_EMAIL_HINT);
  await user.type(input(), 'F2LXK9Q1AB');
  await user.type(emailInput(), ' Ada@Example.com {Enter}');
  expect(await screen.findByText(CODE)).toBeInTheDocument();
  expect(screen.getByText(SAVE_HINT)).toBeInTheDocument();
  expect(api.calls.at(-1)?.query.get('email')).toBe('Ada@Example.com');
  expect(app.location()).toBe('/track?id=F2LXK9Q1AB');
});

it('a serial number without its email is not found, and adding the email finds it', async () => {
  const api = createFetchMock();
  api.on('GET /api/trade/track/F2LXK9Q1AB', (call) =>
    call.query.get('email') === 'ada@example.com'
      ? { body: fakeTrackedTrade() }
      : apiErrorReply(404, 'NOT_FOUND', TRADE_MESSAGES.trackNotFound),
  );
  renderApp('/track', { api });
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Tracking ID or Serial Number'), 'F2LXK9Q1AB{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Trade not found. Please check your tracking ID.',
  );
  await user.type(emailInput(), 'ada@example.com{Enter}');
  expect(await screen.findByRole('heading', { level: 2, name: 'Apple iPhone 13' })).toBeInTheDocument();
  expect(api.callsTo('GET /api/trade/track/F2LXK9Q1AB')).toHaveLength(2);
});

it('a rejected trade shows the final value, the status message and where to read the reason', async () => {
  const { user } = await openTrack('/track', {
    [CODE]: {
      body: fakeTrackedTrade({ status: 'rejected', finalValue: 1250, image: null }),
    },
  });
  await user.type(input(), `${CODE}{Enter}`);
  expect(await screen.findByText('REJECTED')).toHaveClass('ph-badge--danger');
  expect(screen.getByText(TRADE_STATUS_MESSAGES.rejected)).toBeInTheDocument();
  expect(result().getByText('Final Value').nextElementSibling).toHaveTextContent('$1,250.00');
  expect(result().queryByText('Description')).not.toBeInTheDocument();
  const alert = screen.getByRole('alert');
  expect(alert).toHaveClass('ph-alert--danger');
  expect(alert).toHaveTextContent(`Not approved${TRACK_REJECTED_NOTE}`);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
});

it('an approved trade without a final value says pricing follows inspection', async () => {
  await openTrack(`/track?id=${CODE}`, { [CODE]: { body: fakeTrackedTrade({ status: 'approved' }) } });
  expect(await screen.findByText(TRADE_STATUS_MESSAGES.approved)).toBeInTheDocument();
  expect(screen.getByText(TRADE_FINAL_PRICE_PENDING)).toBeInTheDocument();
});

it("says 'Trade not found' when nothing matches", async () => {
  const { user } = await openTrack('/track', {
    'TR-NOPE': apiErrorReply(404, 'NOT_FOUND', TRADE_MESSAGES.trackNotFound),
  });
  await user.type(input(), 'TR-NOPE{Enter}');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Trade not found. Please check your tracking ID.',
  );
  expect(screen.queryByLabelText('Trade details')).not.toBeInTheDocument();
});

it('a link with ?id= fills the field and searches at once, asking a guest to save the ID', async () => {
  const { api } = await openTrack(`/track?id=${CODE}`, { [CODE]: { body: fakeTrackedTrade() } });
  expect(input()).toHaveValue(CODE);
  expect(await screen.findByRole('heading', { level: 2, name: 'Apple iPhone 13' })).toBeInTheDocument();
  expect(screen.getByText(SAVE_HINT)).toBeInTheDocument();
  expect(api.callsTo(`GET /api/trade/track/${CODE}`)).toHaveLength(1);
});

it('a new search replaces the result and the address; the browser back button returns to the first', async () => {
  const { app, user } = await openTrack(`/track?id=${CODE}`, {
    [CODE]: { body: fakeTrackedTrade() },
    'TR-OTHER00001': {
      body: fakeTrackedTrade({ tracking_code: 'TR-OTHER00001', brand: 'Google', model: 'Pixel 7' }),
    },
  });
  await screen.findByRole('heading', { level: 2, name: 'Apple iPhone 13' });
  await user.clear(input());
  await user.type(input(), 'TR-OTHER00001{Enter}');
  expect(await screen.findByRole('heading', { level: 2, name: 'Google Pixel 7' })).toBeInTheDocument();
  expect(app.location()).toBe('/track?id=TR-OTHER00001');

  await app.go(-1);
  expect(await screen.findByRole('heading', { level: 2, name: 'Apple iPhone 13' })).toBeInTheDocument();
  expect(input()).toHaveValue(CODE);
});

it('tells the visitor when the server cannot be reached', async () => {
  // The query client retries a missing answer once, after a delay: fake time, not the machine's.
  jest.useFakeTimers();
  const { api } = await openTrack('/track', { [CODE]: { networkError: true } });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await user.type(input(), `${CODE}{Enter}`);
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not reach the server. Please try again.');
  expect(api.callsTo(`GET /api/trade/track/${CODE}`)).toHaveLength(2);
  expect(trackButton()).toBeEnabled();
});

it('offers a guest the prepaid label to print, the ship-by date and the parcel tracking', async () => {
  await openTrack(`/track?id=${CODE}`, {
    [CODE]: { body: fakeTrackedTrade({ status: 'approved', shipping_label: fakeTradeLabel() }) },
  });
  const label = within(await screen.findByRole('region', { name: 'Your prepaid label' }));
  expect(label.getByRole('link', { name: LABEL_LINK })).toHaveAttribute(
    'href',
    'http://127.0.0.1:4243/usps/labels/shp_42.pdf',
  );
  expect(label.getByText(/send it by/)).toHaveTextContent('send it by January 28, 2026');
  expect(label.getByText('In transit')).toBeInTheDocument();
  const scans = within(label.getByRole('list', { name: 'Tracking of EZ100000000000000042' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(scans).toHaveLength(2);
  expect(scans[0]).toContain('Departed USPS facility');
  expect(scans[0]).toContain('Austin, TX, US');
  expect(scans[1]).toContain('Shipping label created');
});

it('says a lapsed trade-in ended without its device and offers no label', async () => {
  await openTrack(`/track?id=${CODE}`, {
    [CODE]: {
      body: fakeTrackedTrade({
        status: 'cancelled',
        label_lapsed_at: '2026-01-28T14:45:00.000Z',
        shipping_label: fakeTradeLabel({ status: 'label_created', label_url: null, events: [] }),
      }),
    },
  });
  expect(await screen.findByText(LABEL_LAPSED_NOTE)).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: LABEL_LINK })).not.toBeInTheDocument();
});

it('shows nothing about shipping before a label exists', async () => {
  await openTrack(`/track?id=${CODE}`, { [CODE]: { body: fakeTrackedTrade({ status: 'approved' }) } });
  expect(await screen.findByText(TRADE_STATUS_MESSAGES.approved)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Shipping label' })).not.toBeInTheDocument();
});

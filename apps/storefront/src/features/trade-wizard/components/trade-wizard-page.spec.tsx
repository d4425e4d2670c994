import {
  apiErrorReply,
  createFetchMock,
  fakeUser,
  storeSignedIn,
  type FetchMock,
  type MockReply,
} from '@phonehub/api-client';
import type { CreateTradeResponse, TradeDeviceCatalogue, TradePartner } from '@phonehub/contracts';
import { TRADE_CONDITIONS, TRADE_MESSAGES, TRUST_SCORE_EXPLAINED } from '@phonehub/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';
import { PHOTOS_UPLOADING, TRADE_DRAFT_KEY } from './trade-form';

const phone = (model: string, storage: string[]) => ({
  model,
  device_type: 'phone' as const,
  storage_options: storage,
  conditions: [...TRADE_CONDITIONS],
});

const DEVICES: TradeDeviceCatalogue = {
  Apple: [
    phone('iPhone 15 Pro', ['128GB', '256GB']),
    phone('iPhone 14', ['128GB', '512GB']),
    { ...phone('Apple Watch Series 10', ['64GB']), device_type: 'watch' },
    { ...phone('MacBook Air 13-inch (M3)', ['256GB']), device_type: 'laptop' },
  ],
  Samsung: [
    phone('Galaxy S24', ['128GB', '256GB']),
    { ...phone('Galaxy Tab S9', ['128GB']), device_type: 'tablet' },
  ],
  Sony: [{ ...phone('PlayStation 5 Slim', ['1TB']), device_type: 'gaming' }],
};

const LOGO = (letters: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg'><text>${letters}</text></svg>`)}`;

const PARTNERS: TradePartner[] = [
  {
    id: 'phonehub-direct',
    name: 'PhoneHub Direct',
    logo: LOGO('PD'),
    rating: 4.8,
    description: 'Our own refurbishment centre.',
    processingTime: '1-2 business days',
    trustScore: 98,
    paymentMethods: ['Bank transfer', 'PayPal'],
  },
  {
    id: 'greencycle',
    name: 'GreenCycle Electronics',
    logo: LOGO('GC'),
    rating: 4.6,
    description: 'Certified e-waste recycler.',
    processingTime: '3-5 business days',
    trustScore: 94,
    paymentMethods: ['Check'],
  },
];

const CREATED: CreateTradeResponse = {
  id: 'trade-1',
  tracking_code: 'TRK7Q4M2X9',
  status: 'pending_review',
  estimatedValue: 612,
};

/** The guest's step 1 and step 2. */
const PERSON = {
  firstName: 'Grace',
  lastName: "O'Hara",
  email: 'grace@example.com',
  phone: '(415) 555-0142',
};
const HOME = {
  street: '200 Market Street',
  city: 'San Francisco',
  state: 'CA',
  zipCode: '94105',
};
const GUEST = { ...PERSON, ...HOME };

const LABELS: Record<keyof typeof GUEST, RegExp> = {
  firstName: /^First name/,
  lastName: /^Last name/,
  email: /^Email/,
  phone: /^Phone/,
  street: /^Street address/,
  city: /^City/,
  state: /^State/,
  zipCode: /^ZIP code/,
};

const imageId = (n: number) => `${String(n).padStart(32, '0')}.jpg`;
const uploadToken = (n: number) => `token-${n}`;
/** What an upload answers, and so what a trade request sends for the photo. */
const uploaded = (n: number) => ({
  id: imageId(n),
  url: `/api/trade/images/${imageId(n)}`,
  token: uploadToken(n),
});
const imageRef = (n: number) => ({ id: imageId(n), token: uploadToken(n) });

function tradeApi(): FetchMock {
  let uploads = 0;
  return createFetchMock({
    'GET /api/trade/devices': { body: DEVICES },
    'GET /api/trade/partners': { body: PARTNERS },
    'POST /api/trade/quote': { body: { estimated_value: 612 } },
    'POST /api/trade/images': () => {
      uploads += 1;
      return { status: 201, body: uploaded(uploads) };
    },
    'POST /api/trade/requests': { status: 201, body: CREATED },
  });
}

function open(api: FetchMock = tradeApi(), options: Parameters<typeof userEvent.setup>[0] = {}) {
  const app = renderApp('/trade', { api });
  // No pause between keystrokes: the flows type a lot.
  return { app, api, user: userEvent.setup({ delay: null, ...options }) };
}

const photo = (name = 'front.jpg', type = 'image/jpeg') => new File(['photo bytes'], name, { type });
const nextButton = () => screen.getByRole('button', { name: 'Next' });
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const select = (label: RegExp) => screen.getByLabelText(label) as HTMLSelectElement;
const confirmation = () => within(screen.getByRole('region', { name: 'Trade submitted' }));

async function fill(user: UserEvent, values: Partial<typeof GUEST>) {
  for (const [key, value] of Object.entries(values) as [keyof typeof GUEST, string][]) {
    const input = screen.getByLabelText(LABELS[key]);
    await user.clear(input);
    if (value) await user.type(input, value);
  }
}

async function chooseDevice(
  user: UserEvent,
  device = {
    type: 'Phone',
    brand: 'Apple',
    model: 'iPhone 15 Pro',
    storage: '256GB',
    condition: 'Excellent',
  },
) {
  await user.selectOptions(await screen.findByLabelText(/^Device type/), device.type);
  await user.selectOptions(select(/^Brand/), device.brand);
  await user.selectOptions(select(/^Model/), device.model);
  await user.selectOptions(select(/^Storage/), device.storage);
  await user.selectOptions(select(/^Condition/), device.condition);
}

async function addPhoto(user: UserEvent, file = photo()) {
  await user.upload(screen.getByLabelText('Photos'), file);
  await screen.findByRole('img', { name: new RegExp(file.name) });
}

/** A guest's way through step 1, to the address. */
async function guestToAddressStep(user: UserEvent) {
  await stepHeading('Personal Information');
  await fill(user, PERSON);
  await user.click(nextButton());
  await stepHeading('Address');
}

/** A guest's way through steps 1 and 2, to the device step. */
async function guestToDeviceStep(user: UserEvent) {
  await guestToAddressStep(user);
  await fill(user, HOME);
  await user.click(nextButton());
  await stepHeading('Device Information');
}

/** A guest's way to step 4 with everything filled in. */
async function guestToPartnerStep(user: UserEvent) {
  await guestToDeviceStep(user);
  await chooseDevice(user);
  await user.type(screen.getByLabelText(/^Serial number/), 'F2LXK9QWJ8PD');
  await user.type(screen.getByLabelText(/^Description/), 'Light scratches on the back');
  await addPhoto(user);
  await user.click(nextButton());
  await stepHeading('Choose Trade Partner');
}

/** From the device step: the device and one photo, then PhoneHub Direct, and submit. */
async function submitPlainDevice(user: UserEvent) {
  await chooseDevice(user);
  await addPhoto(user);
  await user.click(nextButton());
  await user.click(await screen.findByRole('radio', { name: 'PhoneHub Direct' }));
  await user.click(screen.getByRole('button', { name: 'Submit Trade Request' }));
}

/** What submitPlainDevice sends about the device. */
const PLAIN_DEVICE = {
  brand: 'Apple',
  model: 'iPhone 15 Pro',
  storage: '256GB',
  condition: 'excellent',
  images: [imageRef(1)],
  tradePartner: 'phonehub-direct',
};

// Whole four-step flows through the real routes (the dom preset's 60 s hang guard applies).
beforeEach(() => sessionStorage.clear());

describe('steps and gates', () => {
  it('shows Step 1 of 4; Next is never greyed out, and pressed too early it says what is missing and goes there', async () => {
    const { user } = open();
    await stepHeading('Personal Information');
    const progress = screen.getByRole('progressbar', { name: 'Step 1 of 4' });
    expect(progress).toHaveAttribute('value', '1');
    expect(progress).toHaveAttribute('max', '4');
    expect(nextButton()).toBeEnabled();

    await user.click(nextButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(screen.getByLabelText(LABELS.firstName)).toHaveFocus();
    expect(screen.getByLabelText(LABELS.firstName)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(LABELS.phone)).toHaveAccessibleDescription('Required');

    await fill(user, { firstName: GUEST.firstName, lastName: GUEST.lastName, email: GUEST.email });
    await user.click(nextButton());
    expect(screen.getByLabelText(LABELS.phone)).toHaveFocus();
    expect(screen.getByLabelText(LABELS.firstName)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeInTheDocument();

    await fill(user, { phone: GUEST.phone });
    expect(screen.queryByText('Please fill in all required fields')).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(await stepHeading('Address')).toBeInTheDocument();
  });

  it("checks a field as soon as it is left: 'bad@' gets the spec's email message, which goes once fixed", async () => {
    const { user } = open();
    await stepHeading('Personal Information');
    await user.type(screen.getByLabelText(LABELS.email), 'bad@');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.email)).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    // Once flagged, the message follows the typing.
    await user.type(screen.getByLabelText(LABELS.email), 'example.com');
    expect(screen.queryByText('Please enter a valid email address')).not.toBeInTheDocument();
  });

  it('checks the fields on Next with the spec messages, and refuses script text', async () => {
    const { user } = open();
    await stepHeading('Personal Information');
    await fill(user, {
      firstName: 'Gr4ce',
      lastName: 'javascript:alert(1)',
      email: 'grace@example',
      phone: '555-12',
    });
    await user.click(nextButton());

    expect(
      await screen.findByText('Name can only contain letters, spaces, hyphens, and apostrophes'),
    ).toBeInTheDocument();
    expect(screen.getByText(TRADE_MESSAGES.unsafeText)).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.phone)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 4' })).toBeInTheDocument();

    await fill(user, PERSON);
    expect(screen.queryByText('Please enter a valid phone number')).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(await stepHeading('Address')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 4' })).toHaveAttribute('value', '2');
  });

  it('gates the address, rejects a bad ZIP code, shows USA, and Back keeps everything', async () => {
    const { user } = open();
    await guestToAddressStep(user);
    expect(screen.getByLabelText(/^Country/)).toHaveValue('USA');

    await fill(user, { ...HOME, zipCode: '9410' });
    // Nothing is checked while a field is being typed in; Next checks it and goes there.
    expect(screen.queryByText('Please enter a valid ZIP code')).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(await screen.findByText('Please enter a valid ZIP code')).toBeInTheDocument();
    expect(screen.getByLabelText(LABELS.zipCode)).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Address' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Personal Information');
    expect(screen.getByLabelText(LABELS.firstName)).toHaveValue('Grace');
    expect(screen.getByLabelText(LABELS.phone)).toHaveValue(GUEST.phone);
    await user.click(nextButton());
    await stepHeading('Address');
    expect(screen.getByLabelText(LABELS.street)).toHaveValue(GUEST.street);
    expect(screen.getByLabelText(LABELS.zipCode)).toHaveValue('9410');
  });
});

describe('device information', () => {
  async function toDeviceStep(user: UserEvent) {
    await guestToDeviceStep(user);
    // The selects appear with the device list.
    await screen.findByLabelText(/^Device type/);
  }

  const optionTexts = (label: RegExp) =>
    within(select(label))
      .getAllByRole('option')
      .map((o) => o.textContent);

  it('asks for the device type first, then offers only the brands and models of that type', async () => {
    const { user } = open();
    await toDeviceStep(user);
    expect(optionTexts(/^Device type/)).toEqual([
      'Select a device type',
      'Phone',
      'Tablet',
      'Laptop',
      'Watch',
      'Gaming',
    ]);
    expect(select(/^Brand/)).toBeDisabled();
    expect(optionTexts(/^Brand/)).toEqual(['Choose a device type first']);

    await user.selectOptions(select(/^Device type/), 'Watch');
    expect(optionTexts(/^Brand/)).toEqual(['Select a brand', 'Apple']);
    await user.selectOptions(select(/^Brand/), 'Apple');
    // Apple's watches only: no iPhones, iPads or MacBooks among them.
    expect(optionTexts(/^Model/)).toEqual(['Select a model', 'Apple Watch Series 10']);
    await user.selectOptions(select(/^Model/), 'Apple Watch Series 10');

    // Another type clears the brand and everything after it.
    await user.selectOptions(select(/^Device type/), 'Phone');
    expect(select(/^Brand/)).toHaveValue('');
    expect(select(/^Model/)).toHaveValue('');
    expect(optionTexts(/^Brand/)).toEqual(['Select a brand', 'Apple', 'Samsung']);
    await user.selectOptions(select(/^Brand/), 'Apple');
    expect(optionTexts(/^Model/)).toEqual(['Select a model', 'iPhone 15 Pro', 'iPhone 14']);
  });

  it('Next with nothing chosen says what is missing, one choice at a time, and goes to the first', async () => {
    const { user } = open();
    await toDeviceStep(user);
    await user.click(nextButton());
    expect(select(/^Device type/)).toHaveFocus();
    expect(select(/^Device type/)).toHaveAccessibleDescription('Required');
    // A choice that cannot be made yet is not flagged.
    expect(select(/^Brand/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(TRADE_MESSAGES.images)).toBeInTheDocument();

    await chooseDevice(user);
    await user.click(nextButton());
    // Everything chosen: the photo is what is missing, and the cursor goes to the photo picker.
    expect(screen.getByLabelText('Photos')).toHaveFocus();
    expect(screen.getByLabelText('Photos')).toHaveAccessibleDescription(new RegExp(TRADE_MESSAGES.images));
    expect(screen.getByRole('heading', { level: 2, name: 'Device Information' })).toBeInTheDocument();
  });

  it('asks for the estimate once all four are chosen; a new brand clears model, storage, condition and the estimate', async () => {
    const { user, api } = open();
    await toDeviceStep(user);
    await user.selectOptions(select(/^Device type/), 'Phone');
    expect(select(/^Model/)).toBeDisabled();

    await user.selectOptions(select(/^Brand/), 'Apple');
    expect(optionTexts(/^Model/)).toEqual(['Select a model', 'iPhone 15 Pro', 'iPhone 14']);
    await user.selectOptions(select(/^Model/), 'iPhone 15 Pro');
    await user.selectOptions(select(/^Storage/), '256GB');
    expect(
      within(select(/^Condition/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select condition', 'Excellent', 'Very Good', 'Good', 'Fair']);
    expect(api.callsTo('POST /api/trade/quote')).toHaveLength(0);

    await user.selectOptions(select(/^Condition/), 'very_good');
    expect(await screen.findByTestId('trade-estimate')).toHaveTextContent('Estimated Value: $612.00');
    expect(screen.getByTestId('trade-estimate')).toHaveTextContent(/estimate/i);
    expect(api.callsTo('POST /api/trade/quote')).toHaveLength(1);
    expect(api.callsTo('POST /api/trade/quote')[0].body).toEqual({
      brand: 'Apple',
      model: 'iPhone 15 Pro',
      storage: '256GB',
      condition: 'very_good',
    });

    // A new model clears storage and condition, and with them the estimate.
    await user.selectOptions(select(/^Model/), 'iPhone 14');
    expect(select(/^Storage/)).toHaveValue('');
    expect(select(/^Condition/)).toHaveValue('');
    expect(screen.queryByTestId('trade-estimate')).not.toBeInTheDocument();

    await user.selectOptions(select(/^Storage/), '512GB');
    await user.selectOptions(select(/^Condition/), 'good');
    expect(await screen.findByTestId('trade-estimate')).toBeInTheDocument();

    await user.selectOptions(select(/^Brand/), 'Samsung');
    expect(select(/^Model/)).toHaveValue('');
    expect(select(/^Storage/)).toHaveValue('');
    expect(select(/^Storage/)).toBeDisabled();
    expect(select(/^Condition/)).toHaveValue('');
    expect(screen.queryByTestId('trade-estimate')).not.toBeInTheDocument();
    expect(
      screen.getByText('Choose brand, model, storage and condition to see your estimate.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/trade/quote')).toHaveLength(2);
  });

  it('falls back to the local estimate when the quote fails, and to the built-in devices when the catalogue fails', async () => {
    const api = tradeApi()
      .on('GET /api/trade/devices', apiErrorReply(503, 'SERVICE_UNAVAILABLE', 'Down for maintenance'))
      .on('POST /api/trade/quote', apiErrorReply(404, 'DEVICE_NOT_FOUND', TRADE_MESSAGES.deviceNotFound));
    const { user } = open(api);
    await toDeviceStep(user);

    await user.selectOptions(await screen.findByLabelText(/^Device type/), 'Phone');
    expect(optionTexts(/^Brand/)).toEqual(['Select a brand', 'Apple', 'Samsung', 'Google']);
    await chooseDevice(user, {
      type: 'Phone',
      brand: 'Google',
      model: 'Pixel 8',
      storage: '128GB',
      condition: 'Excellent',
    });
    const estimate = await screen.findByTestId('trade-estimate');
    expect(estimate).toHaveTextContent('Estimated Value: $450.00');
    expect(estimate).toHaveTextContent(/typical estimate/);
    expect(api.callsTo('POST /api/trade/quote')).toHaveLength(1);
  });

  it('offers what the API answers, even nothing, and the built-in devices only when it cannot answer', async () => {
    const { user } = open(tradeApi().on('GET /api/trade/devices', { body: {} }));
    await guestToDeviceStep(user);
    expect(await screen.findByText('No devices can be traded in right now.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Brand/)).not.toBeInTheDocument();
  });

  it('uploads each photo at once, shows it from the returned URL, and needs one before Next', async () => {
    const { user, api } = open();
    await toDeviceStep(user);
    await chooseDevice(user);
    await user.click(nextButton());
    expect(await screen.findByText(TRADE_MESSAGES.images)).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Photos'), [photo('front.jpg'), photo('back.png', 'image/png')]);
    const front = await screen.findByRole('img', { name: /front\.jpg/ });
    expect(await screen.findByRole('img', { name: /back\.png/ })).toBeInTheDocument();
    const uploads = api.callsTo('POST /api/trade/images');
    expect(uploads).toHaveLength(2);
    expect(uploads[0].body).toBeInstanceOf(FormData);
    const sent = (uploads[0].body as FormData).get('file') as File;
    expect(sent.name).toBe('front.jpg');
    expect(sent.type).toBe('image/jpeg');
    expect(front.getAttribute('src')).toMatch(/^\/api\/trade\/images\/0+[12]\.jpg$/);
    expect(screen.queryByText(TRADE_MESSAGES.images)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove front.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Remove back.png' }));
    expect(screen.queryByRole('img', { name: /front\.jpg|back\.png/ })).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(await screen.findByText(TRADE_MESSAGES.images)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Device Information' })).toBeInTheDocument();
  });

  it('shows "Uploading..." until the upload lands, and Next waits for it', async () => {
    const api = tradeApi();
    let land!: () => void;
    api.on(
      'POST /api/trade/images',
      () => new Promise<MockReply>((resolve) => (land = () => resolve({ status: 201, body: uploaded(7) }))),
    );
    const { user } = open(api);
    await toDeviceStep(user);
    await chooseDevice(user);
    await user.upload(screen.getByLabelText('Photos'), photo());
    expect(await screen.findByText('Uploading...')).toBeInTheDocument();
    await user.click(nextButton());
    expect(await screen.findByText(PHOTOS_UPLOADING)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Device Information' })).toBeInTheDocument();
    await act(async () => land());
    expect(await screen.findByRole('img', { name: /front\.jpg/ })).toHaveAttribute(
      'src',
      `/api/trade/images/${imageId(7)}`,
    );
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    expect(screen.queryByText(PHOTOS_UPLOADING)).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(await stepHeading('Choose Trade Partner')).toBeInTheDocument();
  });

  it('refuses a GIF or an oversized photo without uploading it, and shows a refusal from the server', async () => {
    // A real file picker can be switched to "All files", so the page checks types itself.
    const api = tradeApi();
    const { user } = open(api, { applyAccept: false });
    await toDeviceStep(user);

    await user.upload(screen.getByLabelText('Photos'), photo('cat.gif', 'image/gif'));
    expect(await screen.findByText(TRADE_MESSAGES.imageType)).toBeInTheDocument();
    expect(screen.getByText('cat.gif')).toBeInTheDocument();

    const huge = photo('huge.jpg');
    Object.defineProperty(huge, 'size', { value: 5 * 1024 * 1024 + 1 });
    await user.upload(screen.getByLabelText('Photos'), huge);
    expect(await screen.findByText(TRADE_MESSAGES.imageTooLarge)).toBeInTheDocument();
    expect(api.callsTo('POST /api/trade/images')).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /cat\.gif|huge\.jpg/ })).not.toBeInTheDocument();

    api.on(
      'POST /api/trade/images',
      apiErrorReply(400, 'INVALID_IMAGE', 'That file is not a JPEG, PNG or WebP image'),
    );
    await user.upload(screen.getByLabelText('Photos'), photo('fake.jpg'));
    expect(await screen.findByText('That file is not a JPEG, PNG or WebP image')).toBeInTheDocument();
    expect(api.callsTo('POST /api/trade/images')).toHaveLength(1);
    expect(screen.queryByRole('img', { name: /fake\.jpg/ })).not.toBeInTheDocument();
  });
});

describe('submitting', () => {
  it("a guest's trade is sent with everything, shows Submitting..., then the tracking ID with Copy and the way to track it", async () => {
    const api = tradeApi();
    let answer!: () => void;
    api.on(
      'POST /api/trade/requests',
      () => new Promise<MockReply>((resolve) => (answer = () => resolve({ status: 201, body: CREATED }))),
    );
    const { app, user } = open(api);
    await guestToPartnerStep(user);

    expect(screen.getByRole('progressbar', { name: 'Step 4 of 4' })).toBeInTheDocument();
    expect(screen.getByText('Apple iPhone 15 Pro')).toBeInTheDocument();
    // Submit without a partner says so, in the spec's words.
    await user.click(screen.getByRole('button', { name: 'Submit Trade Request' }));
    expect(await screen.findByText(TRADE_MESSAGES.partner)).toBeInTheDocument();
    expect(api.callsTo('POST /api/trade/requests')).toHaveLength(0);

    const direct = await screen.findByRole('radio', { name: 'PhoneHub Direct' });
    const card = direct.closest('label') as HTMLElement;
    expect(card).toHaveTextContent('Our own refurbishment centre.');
    expect(card).toHaveTextContent('Processing: 1-2 business days');
    expect(card).toHaveTextContent('Trust score: 98%');
    expect(screen.getByText(TRUST_SCORE_EXPLAINED)).toBeInTheDocument();
    expect(card).toHaveTextContent('4.8');
    expect(card).toHaveTextContent('Bank transfer');
    // The logo is an image (an SVG from the API), decoration beside the partner's name.
    const logo = card.querySelector('img.trade-in-partner__logo') as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe(PARTNERS[0].logo);
    expect(logo).toHaveAttribute('alt', '');
    await user.click(screen.getByRole('radio', { name: 'GreenCycle Electronics' }));
    expect(screen.getByRole('radio', { name: 'GreenCycle Electronics' })).toBeChecked();
    expect(direct).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Submit Trade Request' }));
    const busy = await screen.findByRole('button', { name: 'Submitting...' });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(api.callsTo('POST /api/trade/requests')).toHaveLength(1);

    await act(async () => answer());
    const done = await screen.findByRole('heading', { level: 2, name: 'Trade submitted' });
    expect(done).toHaveFocus();
    expect(app.location()).toBe('/trade');
    expect(screen.getByTestId('trade-tracking-code')).toHaveTextContent('TRK7Q4M2X9');
    expect(
      await screen.findByText(
        "Trade submitted! Save your tracking ID: TRK7Q4M2X9 — you'll need it to track your trade.",
      ),
    ).toBeInTheDocument();
    expect(confirmation().queryByRole('link', { name: 'My trade-ins' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe('TRK7Q4M2X9');

    await user.click(confirmation().getByRole('link', { name: 'Track a trade-in' }));
    await waitFor(() => expect(app.location()).toBe('/track?id=TRK7Q4M2X9'));

    const [request] = api.callsTo('POST /api/trade/requests');
    expect(request.headers.authorization).toBeUndefined();
    expect(request.body).toEqual({
      ...GUEST,
      brand: 'Apple',
      model: 'iPhone 15 Pro',
      storage: '256GB',
      condition: 'excellent',
      serialNumber: 'F2LXK9QWJ8PD',
      description: 'Light scratches on the back',
      images: [imageRef(1)],
      tradePartner: 'greencycle',
    });
    expect(sessionStorage.getItem(TRADE_DRAFT_KEY)).toBeNull();
  });

  it('leaves out an empty serial number and description (the server generates the serial)', async () => {
    const { api, user } = open();
    await guestToDeviceStep(user);
    await submitPlainDevice(user);
    await waitFor(() => expect(api.callsTo('POST /api/trade/requests')).toHaveLength(1));
    const body = api.callsTo('POST /api/trade/requests')[0].body as Record<string, unknown>;
    expect(body).not.toHaveProperty('serialNumber');
    expect(body).not.toHaveProperty('description');
  });

  it('checks the serial number when one is given', async () => {
    const { user } = open();
    await guestToDeviceStep(user);
    await chooseDevice(user);
    await addPhoto(user);
    await user.type(screen.getByLabelText(/^Serial number/), 'AB-12');
    await user.type(screen.getByLabelText(/^Description/), '<script>alert(1)</script>');
    await user.click(nextButton());
    expect(
      await screen.findByText('Serial number should be 6-50 alphanumeric characters'),
    ).toBeInTheDocument();
    expect(screen.getByText(TRADE_MESSAGES.unsafeText)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Device Information' })).toBeInTheDocument();
  });

  it('checks an IMEI the way the API does: written any way, 15 digits passing the check digit', async () => {
    const { user } = open();
    await guestToDeviceStep(user);
    await chooseDevice(user);
    await addPhoto(user);
    const serial = screen.getByLabelText(/^Serial number/);
    await user.type(serial, 'IMEI 35-699887-766554-3');
    await user.click(nextButton());
    expect(await screen.findByText(TRADE_MESSAGES.imeiInvalid)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Device Information' })).toBeInTheDocument();

    await user.clear(serial);
    await user.type(serial, 'IMEI 35-699887-766554-2');
    await user.click(nextButton());
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choose Trade Partner' }),
    ).toBeInTheDocument();
  });

  it('shows a server refusal and keeps everything', async () => {
    const api = tradeApi().on(
      'POST /api/trade/requests',
      apiErrorReply(400, 'VALIDATION_FAILED', 'One of the photos was not found. Please upload it again.'),
    );
    const { app, user } = open(api);
    await guestToPartnerStep(user);
    await user.click(await screen.findByRole('radio', { name: 'PhoneHub Direct' }));
    await user.click(screen.getByRole('button', { name: 'Submit Trade Request' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'One of the photos was not found. Please upload it again.',
    );
    expect(app.location()).toBe('/trade');
    expect(screen.getByRole('radio', { name: 'PhoneHub Direct' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit Trade Request' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Device Information');
    expect(select(/^Device type/)).toHaveValue('phone');
    expect(select(/^Brand/)).toHaveValue('Apple');
    expect(select(/^Model/)).toHaveValue('iPhone 15 Pro');
    expect(select(/^Condition/)).toHaveValue('excellent');
    expect(screen.getByLabelText(/^Serial number/)).toHaveValue('F2LXK9QWJ8PD');
    expect(screen.getByRole('img', { name: /front\.jpg/ })).toBeInTheDocument();
    expect(JSON.parse(sessionStorage.getItem(TRADE_DRAFT_KEY) ?? '{}').values.firstName).toBe('Grace');
  });

  it('a signed-in user sees saved details, sends no contact fields, and is shown the tracking ID and the way to their trade-ins', async () => {
    const api = tradeApi();
    storeSignedIn(
      api,
      fakeUser({
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'ada@example.com',
        phone: '(555) 123-4567',
        address: { street: '12 Engine Row', city: 'Austin', state: 'TX', zipCode: '78701', country: 'USA' },
      }),
    );
    const { app, user } = open(api);
    await stepHeading('Personal Information');
    expect(screen.queryByLabelText(LABELS.firstName)).not.toBeInTheDocument();
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('(555) 123-4567')).toBeInTheDocument();
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());

    await stepHeading('Address');
    expect(screen.queryByLabelText(LABELS.street)).not.toBeInTheDocument();
    expect(screen.getByText('12 Engine Row')).toBeInTheDocument();
    expect(screen.getByText('78701')).toBeInTheDocument();
    await user.click(nextButton());

    await stepHeading('Device Information');
    await submitPlainDevice(user);

    expect(await screen.findByRole('heading', { level: 2, name: 'Trade submitted' })).toBeInTheDocument();
    expect(screen.getByTestId('trade-tracking-code')).toHaveTextContent('TRK7Q4M2X9');
    expect(
      await screen.findByText('Trade submitted successfully! Your tracking ID is: TRK7Q4M2X9'),
    ).toBeInTheDocument();
    expect(confirmation().getByRole('link', { name: 'Track a trade-in' })).toHaveAttribute(
      'href',
      '/track?id=TRK7Q4M2X9',
    );
    await user.click(confirmation().getByRole('link', { name: 'My trade-ins' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    const [request] = api.callsTo('POST /api/trade/requests');
    expect(request.headers.authorization).toBe('Bearer test-token');
    expect(request.body).toEqual(PLAIN_DEVICE);
  });

  it('asks a signed-in user only for what the profile lacks, and sends just that', async () => {
    const api = tradeApi();
    storeSignedIn(
      api,
      fakeUser({
        phone: '',
        address: { street: '12 Engine Row', city: '', state: 'TX', zipCode: '', country: 'USA' },
      }),
    );
    const { user } = open(api);
    await stepHeading('Personal Information');
    expect(screen.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(screen.queryByLabelText(LABELS.email)).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(screen.getByLabelText(LABELS.phone)).toHaveFocus();
    await fill(user, { phone: '+1 512 555 0100' });
    await user.click(nextButton());

    await stepHeading('Address');
    expect(screen.getByText('12 Engine Row')).toBeInTheDocument();
    expect(screen.queryByLabelText(LABELS.street)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(LABELS.state)).not.toBeInTheDocument();
    await user.click(nextButton());
    expect(screen.getByLabelText(LABELS.city)).toHaveFocus();
    await fill(user, { city: 'Austin', zipCode: '78701' });
    await user.click(nextButton());

    await stepHeading('Device Information');
    await submitPlainDevice(user);
    await waitFor(() => expect(api.callsTo('POST /api/trade/requests')).toHaveLength(1));
    expect(api.callsTo('POST /api/trade/requests')[0].body).toEqual({
      phone: '+1 512 555 0100',
      city: 'Austin',
      zipCode: '78701',
      ...PLAIN_DEVICE,
    });
  });
});

describe('draft', () => {
  it('restores every field, the step, the photos and the partner after a refresh', async () => {
    const api = tradeApi();
    const first = open(api);
    await guestToPartnerStep(first.user);
    await first.user.click(await screen.findByRole('radio', { name: 'GreenCycle Electronics' }));
    first.app.unmount();

    const { user } = open(api);
    expect(await stepHeading('Choose Trade Partner')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 4 of 4' })).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'GreenCycle Electronics' })).toBeChecked();
    expect(await screen.findByTestId('trade-estimate')).toHaveTextContent('Estimated Value: $612.00');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Device Information');
    expect(await screen.findByLabelText(/^Brand/)).toHaveValue('Apple');
    expect(select(/^Model/)).toHaveValue('iPhone 15 Pro');
    expect(select(/^Storage/)).toHaveValue('256GB');
    expect(select(/^Condition/)).toHaveValue('excellent');
    expect(screen.getByLabelText(/^Description/)).toHaveValue('Light scratches on the back');
    expect(screen.getByRole('img', { name: /front\.jpg/ })).toHaveAttribute(
      'src',
      `/api/trade/images/${imageId(1)}`,
    );

    // The upload's token was kept with the photo, so it can still be sent.
    expect(JSON.parse(sessionStorage.getItem(TRADE_DRAFT_KEY) ?? '{}').photos).toEqual([
      { ...uploaded(1), name: 'front.jpg' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Address');
    expect(screen.getByLabelText(LABELS.zipCode)).toHaveValue(GUEST.zipCode);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await stepHeading('Personal Information');
    expect(screen.getByLabelText(LABELS.lastName)).toHaveValue(GUEST.lastName);
  });

  it('sends a restored photo with its token, and leaves out one saved without a token', async () => {
    sessionStorage.setItem(
      TRADE_DRAFT_KEY,
      JSON.stringify({
        step: 4,
        values: {
          ...GUEST,
          brand: 'Apple',
          model: 'iPhone 15 Pro',
          storage: '256GB',
          condition: 'excellent',
          tradePartner: 'greencycle',
        },
        photos: [
          { ...uploaded(1), name: 'front.jpg' },
          { id: imageId(2), url: `/api/trade/images/${imageId(2)}`, name: 'old.jpg' },
        ],
      }),
    );
    const { api, user } = open();
    await stepHeading('Choose Trade Partner');
    expect(await screen.findByRole('radio', { name: 'GreenCycle Electronics' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit Trade Request' }));
    await waitFor(() => expect(api.callsTo('POST /api/trade/requests')).toHaveLength(1));
    expect(api.callsTo('POST /api/trade/requests')[0].body).toMatchObject({ images: [imageRef(1)] });
  });

  it('drops a restored device choice the device list no longer offers', async () => {
    sessionStorage.setItem(
      TRADE_DRAFT_KEY,
      JSON.stringify({
        step: 3,
        values: { ...GUEST, brand: 'Apple', model: 'iPhone 12 mini', storage: '64GB', condition: 'good' },
        photos: [{ ...uploaded(1), name: 'front.jpg' }],
      }),
    );
    const { api, user } = open();
    await stepHeading('Device Information');
    // A draft from before the wizard asked for the type gets the one its model's name says.
    expect(await screen.findByLabelText(/^Device type/)).toHaveValue('phone');
    expect(select(/^Brand/)).toHaveValue('Apple');
    await waitFor(() => expect(select(/^Model/)).toHaveValue(''));
    expect(select(/^Storage/)).toHaveValue('');
    expect(select(/^Condition/)).toHaveValue('');
    expect(screen.getByRole('img', { name: /front\.jpg/ })).toBeInTheDocument();
    await user.click(nextButton());
    expect(select(/^Model/)).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Device Information' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/trade/quote')).toHaveLength(0);
    await waitFor(() =>
      expect(JSON.parse(sessionStorage.getItem(TRADE_DRAFT_KEY) ?? '{}').values).toMatchObject({
        brand: 'Apple',
        model: '',
      }),
    );
  });

  it('keeps what was typed on an unfinished step', async () => {
    const first = open();
    await stepHeading('Personal Information');
    await fill(first.user, { firstName: GUEST.firstName, email: GUEST.email });
    first.app.unmount();

    open();
    await stepHeading('Personal Information');
    expect(screen.getByLabelText(LABELS.firstName)).toHaveValue('Grace');
    expect(screen.getByLabelText(LABELS.email)).toHaveValue(GUEST.email);
    // The restored step is not yet complete: Next stays there and points at what is missing.
    await userEvent.setup().click(nextButton());
    expect(screen.getByLabelText(LABELS.lastName)).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Personal Information' })).toBeInTheDocument();
  });
});

import { apiErrorReply, type FetchMock } from '@phonehub/api-client';
import type { DevicePricing } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeDevicePricing } from '../../../test/fake-trades';
import { adminApi, failsUntilRetried } from '../../../test/admin-api';
import { DASHBOARD, renderAdmin } from '../../../test/render-admin';
import { cellsOf, tableNamed } from '../../../test/table';
import { bodiesOf } from '../../../test/list-requests';

const IPHONE = fakeDevicePricing();
const PIXEL = fakeDevicePricing({
  id: 'd0000000-0000-4000-8000-000000000002',
  brand: 'Google',
  model: 'Pixel 8',
  storage_options: ['128GB', '256GB'],
  condition_prices: { excellent: 400, very_good: 350, good: 300, fair: 200 },
  base_price: 450,
});

const asAdmin = (setup?: (api: FetchMock) => void, devices: DevicePricing[] = [PIXEL, IPHONE]) =>
  adminApi({ 'GET /api/admin/device-pricing': { body: devices } }, setup);

async function openPricing(api: FetchMock) {
  const user = userEvent.setup();
  renderAdmin(DASHBOARD, api);
  await user.click(await screen.findByRole('tab', { name: 'Device Pricing' }));
  return user;
}

const pricingTable = () => tableNamed('Device pricing');

/** The pricing tab with the Add New Device dialog open. */
async function openAddDevice(api: FetchMock) {
  const user = await openPricing(api);
  await pricingTable();
  await user.click(screen.getByRole('button', { name: 'Add New Device' }));
  return { user, dialog: within(await screen.findByRole('dialog', { name: 'Add New Device' })) };
}
const cells = cellsOf;

it('lists each device with its prices per condition and storage options', async () => {
  const api = asAdmin();
  await openPricing(api);
  const table = await pricingTable();
  expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
    'Brand',
    'Model',
    'Excellent',
    'Very Good',
    'Good',
    'Fair',
    'Storage options',
    'Actions',
  ]);
  const [pixel, iphone] = table.getAllByRole('row').slice(1);
  expect(cells(pixel!)).toEqual([
    'Google',
    'Pixel 8',
    '$400.00',
    '$350.00',
    '$300.00',
    '$200.00',
    '128GB, 256GB',
    'Edit Delete',
  ]);
  expect(cells(iphone!)).toEqual([
    'Apple',
    'iPhone 14 Pro',
    '$620.00',
    '$540.00',
    '$450.50',
    '$300.00',
    '128GB, 256GB, 512GB',
    'Edit Delete',
  ]);
  expect(api.callsTo('GET /api/admin/device-pricing')[0]!.headers.authorization).toBe('Bearer admin-jwt');
});

it("says 'No device pricing configured yet.' when there is none", async () => {
  await openPricing(asAdmin(undefined, []));
  expect(await screen.findByText('No device pricing configured yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it('shows an error with a way to try again when the list cannot be loaded', async () => {
  const list = failsUntilRetried(apiErrorReply(403, 'FORBIDDEN', 'No'), { body: [IPHONE] });
  const api = asAdmin((mock) => mock.on('GET /api/admin/device-pricing', list.handler));
  const user = await openPricing(api);
  expect(await screen.findByText('Device pricing could not be loaded')).toBeInTheDocument();
  await list.retry(user);
  expect((await pricingTable()).getAllByRole('row')).toHaveLength(2);
});

it('adds a device: storage options split on commas and trimmed, prices as numbers, blanks as 0', async () => {
  let created = false;
  const SAMSUNG = fakeDevicePricing({
    id: 'new',
    brand: 'Samsung',
    model: 'Galaxy S24',
    storage_options: ['128GB', '256GB'],
  });
  const api = asAdmin((mock) => {
    mock.on('GET /api/admin/device-pricing', () => ({
      body: created ? [PIXEL, IPHONE, SAMSUNG] : [PIXEL, IPHONE],
    }));
    mock.on('POST /api/admin/device-pricing', () => {
      created = true;
      return { status: 201, body: SAMSUNG };
    });
  });
  const { user, dialog } = await openAddDevice(api);
  const save = dialog.getByRole('button', { name: 'Create' });
  const storage = dialog.getByRole('textbox', { name: 'Storage Options' });
  expect(storage).toHaveValue('64GB, 128GB, 256GB, 512GB, 1TB');
  expect(save).toBeDisabled();

  await user.type(dialog.getByRole('textbox', { name: /Brand/ }), ' Samsung ');
  expect(save).toBeDisabled();
  await user.type(dialog.getByRole('textbox', { name: /Model/ }), 'Galaxy S24');
  expect(save).toBeEnabled();

  await user.clear(storage);
  await user.type(storage, ' 128GB ,256GB,, ,');
  await user.type(dialog.getByRole('spinbutton', { name: 'Base Price' }), '800');
  await user.type(dialog.getByRole('spinbutton', { name: 'Excellent' }), '650.5');
  await user.type(dialog.getByRole('spinbutton', { name: 'Very Good' }), '560');
  await user.type(dialog.getByRole('spinbutton', { name: 'Good' }), '470');
  await user.click(save);

  expect(await screen.findByText('Device pricing created successfully')).toBeInTheDocument();
  expect(bodiesOf(api, 'POST /api/admin/device-pricing')).toEqual([
    {
      brand: 'Samsung',
      model: 'Galaxy S24',
      storage_options: ['128GB', '256GB'],
      condition_prices: { excellent: 650.5, very_good: 560, good: 470, fair: 0 },
      base_price: 800,
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Galaxy S24')).toBeInTheDocument();
  expect(api.callsTo('GET /api/admin/device-pricing')).toHaveLength(2);
});

it('refuses a negative price without calling the API', async () => {
  const api = asAdmin();
  const { user, dialog } = await openAddDevice(api);
  await user.type(dialog.getByRole('textbox', { name: /Brand/ }), 'Apple');
  await user.type(dialog.getByRole('textbox', { name: /Model/ }), 'iPhone 15');
  await user.type(dialog.getByRole('spinbutton', { name: 'Fair' }), '-10');
  await user.click(dialog.getByRole('button', { name: 'Create' }));
  expect(dialog.getByText('Prices cannot be negative')).toBeInTheDocument();
  expect(api.callsTo('POST /api/admin/device-pricing')).toHaveLength(0);
});

it('edits a device with its current values filled in', async () => {
  const api = asAdmin((mock) =>
    mock.on(`PUT /api/admin/device-pricing/${IPHONE.id}`, {
      body: { ...IPHONE, condition_prices: { ...IPHONE.condition_prices, fair: 280 } },
    }),
  );
  const user = await openPricing(api);
  await user.click((await pricingTable()).getByRole('button', { name: 'Edit Apple iPhone 14 Pro' }));

  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Device' }));
  expect(dialog.getByRole('textbox', { name: /Brand/ })).toHaveValue('Apple');
  expect(dialog.getByRole('textbox', { name: /Model/ })).toHaveValue('iPhone 14 Pro');
  expect(dialog.getByRole('textbox', { name: 'Storage Options' })).toHaveValue('128GB, 256GB, 512GB');
  expect(dialog.getByRole('spinbutton', { name: 'Base Price' })).toHaveValue(700);
  expect(dialog.getByRole('spinbutton', { name: 'Good' })).toHaveValue(450.5);
  const fair = dialog.getByRole('spinbutton', { name: 'Fair' });
  await user.clear(fair);
  await user.type(fair, '280');
  await user.click(dialog.getByRole('button', { name: 'Update' }));

  expect(await screen.findByText('Device pricing updated successfully')).toBeInTheDocument();
  expect(bodiesOf(api, `PUT /api/admin/device-pricing/${IPHONE.id}`)).toEqual([
    {
      brand: 'Apple',
      model: 'iPhone 14 Pro',
      storage_options: ['128GB', '256GB', '512GB'],
      condition_prices: { excellent: 620, very_good: 540, good: 450.5, fair: 280 },
      base_price: 700,
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(api.callsTo('GET /api/admin/device-pricing')).toHaveLength(2));
});

it("toasts 'Failed to save device pricing. Please try again.' with the server's reason, and keeps the dialog", async () => {
  const api = asAdmin((mock) =>
    mock.on(
      'POST /api/admin/device-pricing',
      apiErrorReply(409, 'CONFLICT', 'Pricing for this brand and model already exists'),
    ),
  );
  const { user, dialog } = await openAddDevice(api);
  await user.type(dialog.getByRole('textbox', { name: /Brand/ }), 'Apple');
  await user.type(dialog.getByRole('textbox', { name: /Model/ }), 'iPhone 14 Pro');
  await user.click(dialog.getByRole('button', { name: 'Create' }));

  expect(
    (await screen.findAllByText('Failed to save device pricing. Please try again.')).length,
  ).toBeGreaterThan(0);
  expect(dialog.getByText('Pricing for this brand and model already exists')).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: /Model/ })).toHaveValue('iPhone 14 Pro');
  expect(screen.queryByText('Device pricing created successfully')).not.toBeInTheDocument();
});

it('deletes a device only after confirming', async () => {
  let deleted = false;
  const api = asAdmin((mock) => {
    mock.on('GET /api/admin/device-pricing', () => ({ body: deleted ? [PIXEL] : [PIXEL, IPHONE] }));
    mock.on(`DELETE /api/admin/device-pricing/${IPHONE.id}`, () => {
      deleted = true;
      return { status: 204 };
    });
  });
  const user = await openPricing(api);
  await user.click((await pricingTable()).getByRole('button', { name: 'Delete Apple iPhone 14 Pro' }));

  // Cancel keeps it.
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Delete Apple iPhone 14 Pro?' })).getByRole('button', {
      name: 'Cancel',
    }),
  );
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo(`DELETE /api/admin/device-pricing/${IPHONE.id}`)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Delete Apple iPhone 14 Pro' }));
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Delete Apple iPhone 14 Pro?' })).getByRole('button', {
      name: 'Delete',
    }),
  );
  expect(await screen.findByText('Device pricing deleted successfully')).toBeInTheDocument();
  expect(api.callsTo(`DELETE /api/admin/device-pricing/${IPHONE.id}`)).toHaveLength(1);
  await waitFor(() => expect(screen.queryByText('iPhone 14 Pro')).not.toBeInTheDocument());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it("toasts 'Failed to delete device pricing. Please try again.' when the delete fails", async () => {
  const api = asAdmin((mock) =>
    mock.on(
      `DELETE /api/admin/device-pricing/${IPHONE.id}`,
      apiErrorReply(404, 'NOT_FOUND', 'Device pricing not found'),
    ),
  );
  const user = await openPricing(api);
  await user.click((await pricingTable()).getByRole('button', { name: 'Delete Apple iPhone 14 Pro' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete device pricing. Please try again.')).toBeInTheDocument();
  expect(screen.queryByText('Device pricing deleted successfully')).not.toBeInTheDocument();
  // The confirmation stays open to try again or cancel; the device is still listed.
  const dialog = within(screen.getByRole('dialog', { name: 'Delete Apple iPhone 14 Pro?' }));
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect((await pricingTable()).getAllByRole('row')).toHaveLength(3);
});

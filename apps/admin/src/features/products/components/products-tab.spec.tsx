import { apiErrorReply, fakeProduct, pagedFixture, type FetchMock } from '@phonehub/api-client';
import type { AdminProduct, AdminProductRequest } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';
import { bodyCellsOf, tableNamed } from '../../../test/table';
import { chooseFilters } from '../../../test/list-requests';

const PHONE: AdminProduct = { ...fakeProduct({ id: 'p0000000-0000-4000-8000-000000000001' }), listed: true };
const SOLD_OUT: AdminProduct = {
  ...fakeProduct({
    id: 'p0000000-0000-4000-8000-000000000002',
    name: 'Galaxy S21',
    brand: 'Samsung',
    model: 'Galaxy S21',
    price: 299.5,
    stock_quantity: 0,
    images: [],
  }),
  listed: true,
};

const asAdmin = (products: AdminProduct[] = [PHONE, SOLD_OUT], setup?: (api: FetchMock) => void) =>
  adminApi({ 'GET /api/admin/products': { body: pagedFixture(products) } }, setup);

const openProducts = (api: FetchMock, query = '') => openAdmin(`${DASHBOARD}/products${query}`, api);

const table = () => tableNamed('Products');

it('lists products with brand, price, an In Stock / Out of Stock badge and the created date, filtered through the address', async () => {
  const api = asAdmin();
  const { user, location } = await openProducts(api);
  expect(await bodyCellsOf(table())).toEqual([
    [
      'Apple iPhone 14 Pro 128GB Space BlackiPhone 14 Pro · Excellent',
      'Apple',
      '$549.00',
      'In Stock7 left',
      'Jan 2, 2026',
      'EditDelete',
    ],
    ['Galaxy S21Galaxy S21 · Excellent', 'Samsung', '$299.50', 'Out of Stock', 'Jan 2, 2026', 'EditDelete'],
  ]);
  expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('2 products, newest first.')).toBeInTheDocument();

  await chooseFilters(user, { Stock: 'Out of Stock', Category: 'Smart Watches' });
  await waitFor(() => expect(api.callsTo('GET /api/admin/products')).toHaveLength(3));
  expect(api.callsTo('GET /api/admin/products').at(-1)!.query.toString()).toBe(
    'page=1&category=smart-watches&stock=out',
  );
  expect(location()).toBe(`${DASHBOARD}/products?stock=out&category=smart-watches`);

  await user.click(screen.getByRole('button', { name: /Refresh/ }));
  await waitFor(() => expect(api.callsTo('GET /api/admin/products')).toHaveLength(4));
});

it('adds a product with a photo, specifications and the admin defaults, enabled once name, brand and price are filled', async () => {
  const api = asAdmin([PHONE], (mock) => {
    mock.on('POST /api/admin/products/images', {
      status: 201,
      body: { url: '/api/products/images/aaaa.png' },
    });
    mock.on('POST /api/admin/products', (req) => ({
      status: 201,
      body: { ...PHONE, id: 'new', ...(req.body as object) },
    }));
  });
  const { user } = await openProducts(api);
  await table();
  await user.click(screen.getByRole('button', { name: 'Add Product' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add New Product' }));
  const create = dialog.getByRole('button', { name: 'Create Product' });
  expect(create).toBeDisabled();
  expect(dialog.getByRole('combobox', { name: 'Condition' })).toHaveValue('Used');
  expect(dialog.getByRole('textbox', { name: 'Stock quantity' })).toHaveValue('1');

  await user.upload(
    dialog.getByLabelText('Add images'),
    new File(['png'], 'front.png', { type: 'image/png' }),
  );
  expect(await dialog.findByRole('img', { name: 'Product image 1' })).toHaveAttribute(
    'src',
    '/api/products/images/aaaa.png',
  );
  expect((api.callsTo('POST /api/admin/products/images')[0]!.body as FormData).get('image')).toBeInstanceOf(
    File,
  );

  await user.type(dialog.getByRole('textbox', { name: /Product name/ }), 'Pixel 8');
  await user.type(dialog.getByRole('textbox', { name: /Brand/ }), 'Google');
  expect(create).toBeDisabled();
  await user.type(dialog.getByRole('textbox', { name: /^Price/ }), '429');
  expect(create).toBeEnabled();
  await user.click(dialog.getByRole('button', { name: 'Add specification' }));
  await user.type(dialog.getByRole('textbox', { name: 'Specification 1 name' }), 'Display');
  await user.type(dialog.getByRole('textbox', { name: 'Specification 1 value' }), '6.2-inch OLED');
  await user.type(dialog.getByRole('textbox', { name: /Battery health/ }), '93');
  await user.click(create);

  await waitFor(() => expect(api.callsTo('POST /api/admin/products')).toHaveLength(1));
  expect(api.callsTo('POST /api/admin/products')[0]!.body).toEqual<AdminProductRequest>({
    name: 'Pixel 8',
    brand: 'Google',
    model: '',
    price: 429,
    original_price: null,
    condition: 'Used',
    category: 'smartphones',
    storage: null,
    color: null,
    description: '',
    images: ['/api/products/images/aaaa.png'],
    specifications: { Display: '6.2-inch OLED' },
    stock_quantity: 1,
    battery_health: 93,
  });
  expect(await screen.findByText('Product created successfully')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo('GET /api/admin/products').length).toBeGreaterThanOrEqual(2);
});

it('edits a product in the Edit Product dialog and keeps the draft open with the reason when saving fails', async () => {
  let fail = true;
  const api = asAdmin([PHONE], (mock) => {
    mock.on(`PUT /api/admin/products/${PHONE.id}`, (req) =>
      fail
        ? apiErrorReply(400, 'VALIDATION_FAILED', 'price must be at most 10,000')
        : { body: { ...PHONE, ...(req.body as object) } },
    );
  });
  const { user } = await openProducts(api);
  await user.click((await table()).getByRole('button', { name: `Edit ${PHONE.name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
  expect(dialog.getByRole('textbox', { name: 'Specification 1 name' })).toHaveValue('Display');
  const price = dialog.getByRole('textbox', { name: /^Price/ });
  await user.clear(price);
  await user.type(price, '499');
  await user.click(dialog.getByRole('button', { name: 'Update Product' }));
  expect(await dialog.findByText('price must be at most 10,000')).toBeInTheDocument();
  expect(await screen.findByText('Failed to save product')).toBeInTheDocument();

  fail = false;
  await user.click(dialog.getByRole('button', { name: 'Update Product' }));
  expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
  const sent = api.callsTo(`PUT /api/admin/products/${PHONE.id}`).at(-1)!.body as AdminProductRequest;
  expect(sent).toMatchObject({
    price: 499,
    images: PHONE.images,
    specifications: PHONE.specifications,
    condition: 'Excellent',
  });
});

it('deletes a product only after confirming, and says when it was kept hidden for its orders', async () => {
  const api = asAdmin([PHONE], (mock) => {
    mock.on(`DELETE /api/admin/products/${PHONE.id}`, { body: { id: PHONE.id, outcome: 'hidden' } });
  });
  const { user } = await openProducts(api);
  await user.click((await table()).getByRole('button', { name: `Delete ${PHONE.name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: `Delete ${PHONE.name}?` }));
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  expect(api.callsTo(`DELETE /api/admin/products/${PHONE.id}`)).toHaveLength(0);

  await user.click((await table()).getByRole('button', { name: `Delete ${PHONE.name}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(
    await screen.findByText('Product deleted successfully (kept hidden for the orders that name it)'),
  ).toBeInTheDocument();
  expect(api.callsTo(`DELETE /api/admin/products/${PHONE.id}`)).toHaveLength(1);
});

it('says so when the products cannot be loaded', async () => {
  const api = asAdmin([], (mock) =>
    mock.on('GET /api/admin/products', apiErrorReply(500, 'INTERNAL', 'Boom')),
  );
  await openProducts(api);
  expect(await screen.findByText('Failed to load products')).toBeInTheDocument();
});

import { apiErrorReply, pagedFixture, type FetchMock } from '@phonehub/api-client';
import type { SellerProduct } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSellerProduct } from '../../../test/fixtures';
import { renderSeller, sellerApi } from '../../../test/render-seller';
import { searchList, untilLastQuery } from '../../../test/list-requests';

const PIXEL = fakeSellerProduct();
const OLD = fakeSellerProduct({
  id: 'sp-2',
  name: 'Galaxy S21',
  brand: 'Samsung',
  model: 'Galaxy S21',
  status: 'hidden',
  image_url: null,
  images: [],
});

/** The seller's API with these products listed; tests add or replace routes. */
const productsApi = (products: SellerProduct[] = [PIXEL, OLD]) =>
  sellerApi().on('GET /api/seller/products', { body: pagedFixture(products) });

async function openProducts(api: FetchMock) {
  const view = await renderSeller(api, '/seller?tab=products');
  const user = userEvent.setup();
  return { ...view, user };
}

const table = async () => within(await screen.findByRole('table', { name: 'My products' }));
const addDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Add Product' }));
  return within(await screen.findByRole('dialog', { name: 'Add Product' }));
};

it('lists the seller’s products with price, stock, units sold and an Active or Hidden badge', async () => {
  await openProducts(productsApi());
  const rows = (await table()).getAllByRole('row').slice(1);
  expect(
    within(rows[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent),
  ).toEqual([
    'Apple iPhone 14 Pro 128GB Space BlackApple iPhone 14 Pro · Excellent',
    '$549.00',
    '7',
    '3',
    'Active',
    'Edit Delete',
  ]);
  expect(within(rows[1]!).getByText('Hidden')).toBeInTheDocument();
  // A hidden product has already left the catalogue: it can be edited, not deleted again.
  expect(within(rows[1]!).queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
});

it('sorts by a column and searches through the API, keeping both in the address', async () => {
  const api = productsApi().on('GET /api/seller/products', { body: pagedFixture([PIXEL]) });
  const { user, location } = await openProducts(api);
  await user.click((await table()).getByRole('button', { name: 'Price' }));
  await untilLastQuery(api, 'GET /api/seller/products', 'sort', 'price');
  await searchList(user, api, 'GET /api/seller/products', 'Search products', 'pixel');
  expect(location()).toBe('/seller?tab=products&sort=price&search=pixel');
});

it('adds a product with the spec’s defaults filled in and sends every field', async () => {
  let created = false;
  const NEW = fakeSellerProduct({ id: 'sp-9', name: 'Pixel 8 128GB Obsidian' });
  const api = productsApi()
    .on('GET /api/seller/products', () => ({ body: pagedFixture(created ? [NEW, PIXEL] : [PIXEL]) }))
    .on('POST /api/seller/products', () => {
      created = true;
      return { status: 201, body: NEW };
    });
  const { user } = await openProducts(api);
  await table();
  const dialog = await addDialog(user);
  expect(dialog.getByRole('combobox', { name: 'Condition' })).toHaveValue('Good');
  expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveValue('smartphones');
  expect(dialog.getByRole('textbox', { name: 'Stock quantity' })).toHaveValue('1');
  expect(dialog.getByRole('textbox', { name: 'Warranty (months)' })).toHaveValue('0');
  expect(dialog.getByRole('textbox', { name: /Return policy/ })).toHaveValue('30');
  expect(dialog.getByRole('textbox', { name: /Estimated delivery/ })).toHaveValue('3');
  expect(dialog.getByRole('checkbox', { name: 'Free shipping' })).toBeChecked();
  expect(dialog.queryByRole('textbox', { name: /Shipping cost/ })).not.toBeInTheDocument();

  await user.type(dialog.getByRole('textbox', { name: /Product name/ }), ' Pixel 8 128GB Obsidian ');
  await user.type(dialog.getByRole('textbox', { name: /Brand/ }), 'Google');
  await user.type(dialog.getByRole('textbox', { name: /Model/ }), 'Pixel 8');
  await user.type(dialog.getByRole('textbox', { name: /^Price/ }), '429.5');
  await user.type(dialog.getByRole('textbox', { name: /Original price/ }), '699');
  await user.selectOptions(dialog.getByRole('combobox', { name: 'Condition' }), 'Excellent');
  await user.type(dialog.getByRole('textbox', { name: 'Storage' }), '128GB');
  await user.type(
    dialog.getByRole('textbox', { name: 'Specifications' }),
    'Display: 6.2-inch OLED{Enter}Battery health: 94%',
  );
  await user.click(dialog.getByRole('checkbox', { name: 'Free shipping' }));
  await user.type(dialog.getByRole('textbox', { name: /Shipping cost/ }), '5.99');
  await user.type(dialog.getByRole('textbox', { name: 'Tags' }), 'unlocked, , boxed ');
  await user.click(dialog.getByRole('button', { name: 'Add Product' }));

  expect(await screen.findByText('Product created successfully!')).toBeInTheDocument();
  expect(api.callsTo('POST /api/seller/products').map((c) => c.body)).toEqual([
    {
      name: 'Pixel 8 128GB Obsidian',
      brand: 'Google',
      model: 'Pixel 8',
      price: 429.5,
      original_price: 699,
      condition: 'Excellent',
      category: 'smartphones',
      storage: '128GB',
      color: null,
      description: '',
      images: [],
      specifications: { Display: '6.2-inch OLED', 'Battery health': '94%' },
      stock_quantity: 1,
      warranty_months: 0,
      return_policy_days: 30,
      shipping_cost: 5.99,
      free_shipping: false,
      estimated_delivery_days: 3,
      tags: ['unlocked', 'boxed'],
    },
  ]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(await screen.findByText('Pixel 8 128GB Obsidian')).toBeInTheDocument();
});

it('says under each field what is wrong and sends nothing', async () => {
  const api = productsApi();
  const { user } = await openProducts(api);
  await table();
  const dialog = await addDialog(user);
  const set = async (name: RegExp | string, text: string) => {
    const box = dialog.getByRole('textbox', { name });
    await user.clear(box);
    if (text) await user.type(box, text);
  };
  await set(/^Price/, '0.99');
  await set(/Original price/, '-5');
  await set('Stock quantity', '2.5');
  await set('Warranty (months)', '37');
  await set(/Return policy/, '14');
  await set(/Estimated delivery/, '0');
  await set('Specifications', 'just words');
  await set('Tags', 'a, b, c, d, e, f, g, h, i, j, k');
  await user.click(dialog.getByRole('button', { name: 'Add Product' }));

  expect(await dialog.findByText('Enter the product name')).toBeInTheDocument();
  expect(dialog.getByText('Enter the brand')).toBeInTheDocument();
  expect(dialog.getByText('Enter the model')).toBeInTheDocument();
  expect(dialog.getByText('The price must be at least $1')).toBeInTheDocument();
  expect(dialog.getByText('Enter an amount in dollars, e.g. 499.99')).toBeInTheDocument();
  expect(dialog.getByText('Enter a whole number from 0 to 10,000')).toBeInTheDocument();
  expect(dialog.getByText('Enter a whole number from 0 to 36')).toBeInTheDocument();
  expect(dialog.getByText('Enter a whole number from 30 to 365')).toBeInTheDocument();
  expect(dialog.getByText('Enter a whole number from 1 to 30')).toBeInTheDocument();
  expect(dialog.getByText('Write each specification on its own line as "Name: value"')).toBeInTheDocument();
  expect(dialog.getByText('Use at most 10 tags')).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: /Product name/ })).toHaveAttribute('aria-invalid', 'true');

  await set(/^Price/, '10000.01');
  await set(/Original price/, '900');
  await user.click(dialog.getByRole('button', { name: 'Add Product' }));
  expect(await dialog.findByText('The price can be at most $10,000')).toBeInTheDocument();
  await set(/^Price/, '950');
  expect(await dialog.findByText('The original price must be more than the price')).toBeInTheDocument();
  expect(api.callsTo('POST /api/seller/products')).toHaveLength(0);
});

it('keeps the whole draft and shows the API’s reason when saving fails', async () => {
  const api = productsApi().on(
    'POST /api/seller/products',
    apiErrorReply(400, 'VALIDATION_FAILED', 'images must be URLs from the image upload'),
  );
  const { user } = await openProducts(api);
  await table();
  const dialog = await addDialog(user);
  await user.type(dialog.getByRole('textbox', { name: /Product name/ }), 'Pixel 8');
  await user.type(dialog.getByRole('textbox', { name: /Brand/ }), 'Google');
  await user.type(dialog.getByRole('textbox', { name: /Model/ }), 'Pixel 8');
  await user.type(dialog.getByRole('textbox', { name: /^Price/ }), '429');
  await user.click(dialog.getByRole('button', { name: 'Add Product' }));

  expect(await screen.findByText('images must be URLs from the image upload')).toBeInTheDocument();
  expect((await screen.findAllByText('Failed to create product')).length).toBeGreaterThan(0);
  expect(screen.getByRole('dialog', { name: 'Add Product' })).toBeInTheDocument();
  expect(dialog.getByRole('textbox', { name: /Product name/ })).toHaveValue('Pixel 8');
  expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveValue('429');
});

it('uploads images with previews, refuses a wrong file type, and removes an image before saving', async () => {
  let n = 0;
  const api = productsApi()
    .on('POST /api/seller/products/images', () => ({
      status: 201,
      body: { url: `/api/media/products/up-${(n += 1)}.jpg` },
    }))
    .on('POST /api/seller/products', (req) => ({ status: 201, body: { ...PIXEL, ...(req.body as object) } }));
  const { user } = await openProducts(api);
  await table();
  const dialog = await addDialog(user);
  const picker = dialog.getByLabelText('Add images');
  await user.upload(picker, [
    new File(['a'], 'front.jpg', { type: 'image/jpeg' }),
    new File(['b'], 'back.png', { type: 'image/png' }),
  ]);
  expect(await dialog.findByRole('img', { name: 'Product image 2' })).toHaveAttribute(
    'src',
    expect.stringMatching(/up-\d\.jpg$/),
  );
  expect(api.callsTo('POST /api/seller/products/images')).toHaveLength(2);
  expect((api.callsTo('POST /api/seller/products/images')[0]!.body as FormData).get('image')).toBeInstanceOf(
    File,
  );

  // A file picker can be told to show every file: the form checks the type itself.
  await userEvent
    .setup({ applyAccept: false })
    .upload(picker, new File(['x'], 'notes.gif', { type: 'image/gif' }));
  expect(dialog.getByText('notes.gif: Only JPEG, PNG or WebP images are accepted')).toBeInTheDocument();
  expect(api.callsTo('POST /api/seller/products/images')).toHaveLength(2);

  const kept = dialog.getByRole('img', { name: 'Product image 2' }).getAttribute('src');
  await user.click(dialog.getByRole('button', { name: 'Remove image 1' }));
  expect(dialog.getAllByRole('img')).toHaveLength(1);

  await user.type(dialog.getByRole('textbox', { name: /Product name/ }), 'Pixel 8');
  await user.type(dialog.getByRole('textbox', { name: /Brand/ }), 'Google');
  await user.type(dialog.getByRole('textbox', { name: /Model/ }), 'Pixel 8');
  await user.type(dialog.getByRole('textbox', { name: /^Price/ }), '429');
  await user.click(dialog.getByRole('button', { name: 'Add Product' }));
  await waitFor(() => expect(api.callsTo('POST /api/seller/products')).toHaveLength(1));
  expect((api.callsTo('POST /api/seller/products')[0]!.body as { images: string[] }).images).toEqual([kept]);
});

it('edits a product with its current values and terms filled in, and saves with PUT', async () => {
  const api = productsApi().on(`PUT /api/seller/products/${PIXEL.id}`, (req) => ({
    body: { ...PIXEL, ...(req.body as object) },
  }));
  const { user } = await openProducts(api);
  await user.click((await table()).getByRole('button', { name: `Edit ${PIXEL.name}` }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Product' }));
  expect(dialog.getByRole('textbox', { name: /Product name/ })).toHaveValue(PIXEL.name);
  expect(dialog.getByRole('textbox', { name: /^Price/ })).toHaveValue('549');
  expect(dialog.getByRole('textbox', { name: /Original price/ })).toHaveValue('799');
  expect(dialog.getByRole('combobox', { name: 'Condition' })).toHaveValue('Excellent');
  expect(dialog.getByRole('textbox', { name: 'Warranty (months)' })).toHaveValue('6');
  expect(dialog.getByRole('textbox', { name: /Return policy/ })).toHaveValue('45');
  expect(dialog.getByRole('checkbox', { name: 'Free shipping' })).not.toBeChecked();
  expect(dialog.getByRole('textbox', { name: /Shipping cost/ })).toHaveValue('4.99');
  expect(dialog.getByRole('textbox', { name: 'Tags' })).toHaveValue('unlocked, boxed');
  expect(dialog.getByRole('textbox', { name: 'Specifications' })).toHaveValue(
    'Display: 6.1-inch Super Retina XDR\nChip: A16 Bionic',
  );
  expect(dialog.getAllByRole('img')).toHaveLength(2);

  const stock = dialog.getByRole('textbox', { name: 'Stock quantity' });
  await user.clear(stock);
  await user.type(stock, '12');
  await user.click(dialog.getByRole('button', { name: 'Save Changes' }));

  expect(await screen.findByText('Product updated successfully!')).toBeInTheDocument();
  const [sent] = api
    .callsTo(`PUT /api/seller/products/${PIXEL.id}`)
    .map((c) => c.body as Record<string, unknown>);
  expect(sent).toMatchObject({
    name: PIXEL.name,
    price: 549,
    original_price: 799,
    stock_quantity: 12,
    warranty_months: 6,
    return_policy_days: 45,
    shipping_cost: 4.99,
    free_shipping: false,
    images: PIXEL.images,
  });
  expect(api.callsTo('POST /api/seller/products')).toHaveLength(0);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('deletes only after a confirmation that says a product with orders is hidden instead', async () => {
  let deleted = false;
  const api = productsApi()
    .on('GET /api/seller/products', () => ({ body: pagedFixture(deleted ? [OLD] : [PIXEL, OLD]) }))
    .on(`DELETE /api/seller/products/${PIXEL.id}`, () => {
      deleted = true;
      return { status: 204 };
    });
  const { user } = await openProducts(api);
  await user.click((await table()).getByRole('button', { name: `Delete ${PIXEL.name}` }));
  const confirm = within(await screen.findByRole('dialog', { name: `Delete ${PIXEL.name}?` }));
  expect(confirm.getByText(/has orders is hidden instead of deleted/)).toBeInTheDocument();
  await user.click(confirm.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(api.callsTo(`DELETE /api/seller/products/${PIXEL.id}`)).toHaveLength(0);

  await user.click(screen.getByRole('button', { name: `Delete ${PIXEL.name}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Product removed from the catalogue')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText(PIXEL.name)).not.toBeInTheDocument());
  expect(api.callsTo(`DELETE /api/seller/products/${PIXEL.id}`)).toHaveLength(1);
});

it("toasts 'Failed to delete product' and keeps the question open when the delete fails", async () => {
  const api = productsApi().on(
    `DELETE /api/seller/products/${PIXEL.id}`,
    apiErrorReply(404, 'NOT_FOUND', 'Product not found'),
  );
  const { user } = await openProducts(api);
  await user.click((await table()).getByRole('button', { name: `Delete ${PIXEL.name}` }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Failed to delete product')).toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: `Delete ${PIXEL.name}?` })).toBeInTheDocument();
});

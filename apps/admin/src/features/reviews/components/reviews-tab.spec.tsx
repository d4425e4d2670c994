import { fakeProduct, pagedFixture, type FetchMock } from '@phonehub/api-client';
import type { AdminProduct, AdminReview, StaffReviewRequest } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, openAdmin } from '../../../test/render-admin';
import { cellsOf, tableNamed } from '../../../test/table';
import { chooseFilters } from '../../../test/list-requests';

const CUSTOMER: AdminReview = {
  id: 'r0000000-0000-4000-8000-000000000001',
  product_id: 'p0000000-0000-4000-8000-000000000001',
  product_name: 'iPhone 13 128GB',
  product_brand: 'Apple',
  product_model: 'iPhone 13',
  username: 'Jamie R.',
  user_id: 'u-1',
  user_email: 'jamie@example.com',
  rating: 4,
  title: 'Works well',
  content: 'Battery is fine.',
  type: 'customer',
  verified_purchase: true,
  report_count: 2,
  hidden: false,
  created_at: '2026-02-03T10:00:00.000Z',
};
const STAFF: AdminReview = {
  ...CUSTOMER,
  id: 'r0000000-0000-4000-8000-000000000002',
  username: 'PhoneHub Team',
  user_id: null,
  user_email: null,
  rating: 5,
  title: 'Checked by us',
  content: 'All 32 points passed.',
  type: 'staff',
  verified_purchase: false,
  report_count: 0,
  hidden: true,
  created_at: '2026-02-01T10:00:00.000Z',
};
const PRODUCT: AdminProduct = {
  ...fakeProduct({ id: 'p0000000-0000-4000-8000-000000000001', name: 'iPhone 13 128GB' }),
  listed: true,
};

const asAdmin = (reviews: AdminReview[] = [CUSTOMER, STAFF], setup?: (api: FetchMock) => void) =>
  adminApi(
    {
      'GET /api/admin/reviews': { body: pagedFixture(reviews) },
      'GET /api/admin/settings/reviews': { body: { count_staff_reviews: false } },
      'GET /api/admin/products': { body: pagedFixture([PRODUCT]) },
    },
    setup,
  );

const openReviews = (api: FetchMock) => openAdmin(`${DASHBOARD}/reviews`, api);

const table = () => tableNamed('Reviews');

it('lists reviews with product, user, rating, title, content, date, type and reports, and filters them', async () => {
  const api = asAdmin();
  const { user, location } = await openReviews(api);
  const rows = (await table()).getAllByRole('row').slice(1);
  expect(rows.map(cellsOf)).toEqual([
    [
      'iPhone 13 128GBApple iPhone 13',
      'Jamie R.jamie@example.com',
      expect.any(String),
      'Works well',
      'Battery is fine.',
      'Feb 3, 2026',
      'CustomerVerified purchase',
      '2 reports',
      'HideDelete',
    ],
    [
      'iPhone 13 128GBApple iPhone 13',
      'PhoneHub Team',
      expect.any(String),
      'Checked by us',
      'All 32 points passed.',
      'Feb 1, 2026',
      'StaffHidden',
      '0',
      'UnhideDelete',
    ],
  ]);
  expect(within(rows[0]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: /Count staff reviews in ratings/ })).not.toBeChecked();

  await chooseFilters(user, { Type: 'Staff', Reports: 'Reported' });
  await waitFor(() => expect(api.callsTo('GET /api/admin/reviews')).toHaveLength(3));
  expect(api.callsTo('GET /api/admin/reviews').at(-1)!.query.toString()).toBe(
    'page=1&type=staff&reported=true',
  );
  expect(location()).toBe(`${DASHBOARD}/reviews?type=staff&reported=true`);
});

it('hides and unhides a review, and deletes one after confirming', async () => {
  const api = asAdmin([CUSTOMER], (mock) => {
    mock.on(`PUT /api/admin/reviews/${CUSTOMER.id}/hidden`, (req) => ({
      body: { ...CUSTOMER, ...(req.body as object) },
    }));
    mock.on(`DELETE /api/admin/reviews/${CUSTOMER.id}`, { status: 204 });
  });
  const { user } = await openReviews(api);
  await user.click((await table()).getByRole('button', { name: 'Hide review Works well' }));
  expect(await screen.findByText('Review hidden successfully')).toBeInTheDocument();
  expect(api.callsTo(`PUT /api/admin/reviews/${CUSTOMER.id}/hidden`)[0]!.body).toEqual({ hidden: true });

  await user.click((await table()).getByRole('button', { name: 'Delete review Works well' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Delete the review "Works well"?' }));
  await user.click(dialog.getByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('Review deleted successfully')).toBeInTheDocument();
  expect(api.callsTo(`DELETE /api/admin/reviews/${CUSTOMER.id}`)).toHaveLength(1);
});

it('adds a staff review (rating 5 by default), enabled once product, title, content and author are set', async () => {
  const api = asAdmin([CUSTOMER], (mock) => {
    mock.on('POST /api/admin/reviews/staff', (req) => ({
      status: 201,
      body: { ...STAFF, ...(req.body as object) },
    }));
  });
  const { user } = await openReviews(api);
  await table();
  await user.click(screen.getByRole('button', { name: 'Add Staff Review' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Add Staff Review' }));
  const create = dialog.getByRole('button', { name: 'Create Staff Review' });
  expect(create).toBeDisabled();
  await dialog.findByRole('option', { name: 'iPhone 13 128GB (Apple)' });
  await user.selectOptions(dialog.getByRole('combobox', { name: /Product/ }), 'iPhone 13 128GB (Apple)');
  await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Checked by us');
  await user.type(dialog.getByRole('textbox', { name: /Content/ }), 'All 32 points passed.');
  expect(create).toBeDisabled();
  await user.type(dialog.getByRole('textbox', { name: /Author/ }), 'PhoneHub Team');
  await user.click(create);
  await waitFor(() => expect(api.callsTo('POST /api/admin/reviews/staff')).toHaveLength(1));
  expect(api.callsTo('POST /api/admin/reviews/staff')[0]!.body).toEqual<StaffReviewRequest>({
    product_id: PRODUCT.id,
    rating: 5,
    title: 'Checked by us',
    content: 'All 32 points passed.',
    author: 'PhoneHub Team',
  });
  expect(await screen.findByText('Staff review created successfully')).toBeInTheDocument();
});

it('switches whether staff reviews count in ratings', async () => {
  const api = asAdmin([CUSTOMER], (mock) => {
    mock.on('PUT /api/admin/settings/reviews', (req) => ({ body: req.body }));
  });
  const { user } = await openReviews(api);
  const toggle = await screen.findByRole('checkbox', { name: /Count staff reviews in ratings/ });
  await waitFor(() => expect(toggle).toBeEnabled());
  api.on('GET /api/admin/settings/reviews', { body: { count_staff_reviews: true } });
  await user.click(toggle);
  expect(await screen.findByText('Staff reviews now count in ratings')).toBeInTheDocument();
  expect(api.callsTo('PUT /api/admin/settings/reviews')[0]!.body).toEqual({ count_staff_reviews: true });
  await waitFor(() => expect(toggle).toBeChecked());
});

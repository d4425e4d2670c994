import { apiErrorReply, pagedFixture, type FetchMock } from '@phonehub/api-client';
import type { AdminPartnerApplication } from '@phonehub/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePartnerApplication } from '../../../test/fake-sellers';
import { adminApi } from '../../../test/admin-api';
import { DASHBOARD, openAdmin, renderAdmin } from '../../../test/render-admin';
import { bodyCellsOf, cellsOf, tableNamed } from '../../../test/table';
import { bodiesOf, optionTextsOf, searchFor } from '../../../test/list-requests';

const PENDING = fakePartnerApplication();
const APPROVED = fakePartnerApplication({
  id: 'a0000000-0000-4000-8000-000000000002',
  status: 'approved',
  company_name: 'Bulk Mobiles',
  contact_name: 'Grace Hopper',
  email: 'grace@bulk.example.com',
  business_type: 'wholesaler',
  monthly_volume: '100+',
  application_date: '2026-02-10T09:00:00.000Z',
  reviewed_at: '2026-02-12T09:00:00.000Z',
  reviewer_notes: 'Welcome aboard',
});
const REVIEW = `PUT /api/admin/partner-applications/${PENDING.id}`;
const LIST = 'GET /api/admin/partner-applications';

/** The list answers with `applications`; the badge's one-row page of pending ones with `pending` as total. */
const asAdmin = (
  setup?: (api: FetchMock) => void,
  applications: AdminPartnerApplication[] = [PENDING, APPROVED],
  pending = 1,
) =>
  adminApi(
    {
      [LIST]: (req) =>
        req.query.get('page_size') === '1'
          ? { body: pagedFixture([PENDING], { total: pending, page_size: 1 }) }
          : { body: pagedFixture(applications) },
    },
    setup,
  );

const listCalls = (api: FetchMock) => api.callsTo(LIST).filter((c) => c.query.get('page_size') !== '1');
const badgeCalls = (api: FetchMock) => api.callsTo(LIST).filter((c) => c.query.get('page_size') === '1');

const openApplications = (api: FetchMock, route = `${DASHBOARD}/partner-applications`) =>
  openAdmin(route, api);

const table = () => tableNamed('Partner applications');
const cells = cellsOf;

async function openReview(user: ReturnType<typeof userEvent.setup>) {
  await user.click((await table()).getByRole('button', { name: "Review Fix-It Phones's application" }));
  return within(await screen.findByRole('dialog', { name: 'Review Fix-It Phones' }));
}

it('lists applications with company, contact, email, account, business type, volume, date and status; only pending ones are reviewable', async () => {
  const api = asAdmin();
  await openApplications(api);
  expect(await bodyCellsOf(table())).toEqual([
    [
      'Fix-It Phones',
      'Ada Lovelace',
      'sales@fixit.example.com',
      'Ada Lovelaceada@example.com',
      'Repair shop',
      '11-50 devices a month',
      'Feb 20, 2026',
      'Pending',
      'Review',
    ],
    [
      'Bulk Mobiles',
      'Grace Hopper',
      'grace@bulk.example.com',
      'Ada Lovelaceada@example.com',
      'Wholesaler',
      'More than 100 devices a month',
      'Feb 10, 2026',
      'Approved',
      'Details',
    ],
  ]);
  expect(screen.getByRole('tab', { name: /Partner Applications/ })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('columnheader', { name: 'Applied' })).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByText('2 partner applications, newest first.')).toBeInTheDocument();
  expect(listCalls(api)[0]!.headers.authorization).toBe('Bearer admin-jwt');
});

it('filters by status and searches on the server, keeping both in the address', async () => {
  const api = asAdmin();
  const { user, location } = await openApplications(api);
  await table();
  const status = screen.getByRole('combobox', { name: 'Status' });
  expect(optionTextsOf(status)).toEqual(['All Status', 'Pending', 'Approved', 'Rejected']);
  await user.selectOptions(status, 'pending');
  await searchFor(user, 'Search partner applications', 'fixit');
  await waitFor(() => expect(listCalls(api)).toHaveLength(3));
  expect(listCalls(api).map((c) => c.query.toString())).toEqual([
    'page=1',
    'page=1&status=pending',
    'page=1&search=fixit&status=pending',
  ]);
  expect(location()).toBe(`${DASHBOARD}/partner-applications?status=pending&search=fixit`);
});

it('counts pending applications on the tab from a one-row page of them, from any section', async () => {
  const api = asAdmin(undefined, undefined, 3);
  renderAdmin(`${DASHBOARD}/trades`, api);
  expect(await screen.findByRole('tab', { name: 'Partner Applications 3 pending' })).toBeInTheDocument();
  expect(badgeCalls(api).map((c) => c.query.toString())).toEqual(['status=pending&page_size=1']);
  expect(listCalls(api)).toHaveLength(0);
});

it('shows no count when nothing waits', async () => {
  const api = asAdmin(undefined, [APPROVED], 0);
  await openApplications(api);
  await table();
  await waitFor(() => expect(badgeCalls(api)).toHaveLength(1));
  expect(screen.getByRole('tab', { name: 'Partner Applications' })).toBeInTheDocument();
});

it('a review needs a decision', async () => {
  const api = asAdmin();
  const { user } = await openApplications(api);
  const dialog = await openReview(user);
  expect(dialog.getByText('https://fixit.example.com')).toBeInTheDocument();
  expect(dialog.getByText('We refurbish iPhones in our own workshop.')).toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
  expect(await dialog.findByText('Please select a status (approve or reject)')).toBeInTheDocument();
  expect(api.callsTo(REVIEW)).toHaveLength(0);
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('approves with notes, says so, and reloads the list and the count', async () => {
  let decided = false;
  const api = asAdmin((mock) => {
    mock.on(LIST, (req) =>
      req.query.get('page_size') === '1'
        ? { body: pagedFixture(decided ? [] : [PENDING], { total: decided ? 0 : 1, page_size: 1 }) }
        : { body: pagedFixture([decided ? { ...PENDING, status: 'approved' } : PENDING]) },
    );
    mock.on(REVIEW, (req) => {
      decided = true;
      return { body: { ...PENDING, ...(req.body as object) } };
    });
  });
  const { user } = await openApplications(api);
  expect(await screen.findByRole('tab', { name: 'Partner Applications 1 pending' })).toBeInTheDocument();
  const dialog = await openReview(user);
  await user.selectOptions(dialog.getByRole('combobox', { name: /Decision/ }), 'approved');
  await user.type(dialog.getByRole('textbox', { name: /Reviewer notes/ }), '  Welcome aboard  ');
  await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText('Application approved successfully')).toBeInTheDocument();
  expect(bodiesOf(api, REVIEW)).toEqual([{ status: 'approved', reviewer_notes: 'Welcome aboard' }]);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(async () => expect(cells((await table()).getAllByRole('row')[1]!)[7]).toBe('Approved'));
  expect(screen.getByRole('tab', { name: 'Partner Applications' })).toBeInTheDocument();
  expect(badgeCalls(api)).toHaveLength(2);
});

it('rejects without notes', async () => {
  const api = asAdmin((mock) => mock.on(REVIEW, { body: { ...PENDING, status: 'rejected' } }));
  const { user } = await openApplications(api);
  const dialog = await openReview(user);
  await user.selectOptions(dialog.getByRole('combobox', { name: /Decision/ }), 'rejected');
  await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
  expect(await screen.findByText('Application rejected successfully')).toBeInTheDocument();
  expect(bodiesOf(api, REVIEW)).toEqual([{ status: 'rejected', reviewer_notes: null }]);
});

it("keeps the dialog with the API's reason when the application was already decided", async () => {
  const api = asAdmin((mock) =>
    mock.on(
      REVIEW,
      apiErrorReply(409, 'INVALID_TRANSITION', 'Cannot change an application from approved to rejected'),
    ),
  );
  const { user } = await openApplications(api);
  const dialog = await openReview(user);
  await user.selectOptions(dialog.getByRole('combobox', { name: /Decision/ }), 'rejected');
  await user.click(dialog.getByRole('button', { name: 'Submit Review' }));
  expect(
    await dialog.findByText('Cannot change an application from approved to rejected'),
  ).toBeInTheDocument();
  expect(screen.getByText('Failed to review application. Please try again.')).toBeInTheDocument();
  expect(screen.getByRole('dialog')).toBeInTheDocument();
});

it('shows a decided application with its decision and notes, without a way to change it', async () => {
  const { user } = await openApplications(asAdmin());
  await user.click((await table()).getByRole('button', { name: "Details of Bulk Mobiles's application" }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Bulk Mobiles' }));
  expect(dialog.getByText('Approved on February 12, 2026')).toBeInTheDocument();
  expect(dialog.getByText('Welcome aboard')).toBeInTheDocument();
  expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
  await user.click(dialog.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

it('says so when there are no applications', async () => {
  await openApplications(asAdmin(undefined, [], 0));
  expect(await screen.findByText('No partner applications yet')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it("toasts 'Failed to load partner applications' and offers to try again", async () => {
  let fail = true;
  const api = asAdmin((mock) =>
    mock.on(LIST, (req) =>
      fail && req.query.get('page_size') !== '1'
        ? apiErrorReply(500, 'INTERNAL', 'Something went wrong')
        : { body: pagedFixture([PENDING], { total: 1 }) },
    ),
  );
  const { user } = await openApplications(api);
  expect(await screen.findByText('Failed to load partner applications')).toBeInTheDocument();
  expect(screen.getByText('Partner applications could not be loaded')).toBeInTheDocument();
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect((await table()).getAllByRole('row')).toHaveLength(2);
});

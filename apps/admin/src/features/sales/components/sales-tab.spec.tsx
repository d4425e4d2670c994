import { apiErrorReply, pagedFixture, type FetchMock, type MockHandler } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import { fakeAdminOrder } from '../../../test/fake-orders';
import { adminApi } from '../../../test/admin-api';
import { openAdminTab } from '../../../test/render-admin';
import { cellsOf, statValue, statValues } from '../../../test/table';

const asAdmin = (sales: MockHandler) => adminApi({ 'GET /api/admin/sales': sales });
const openSales = (api: FetchMock) => openAdminTab(api, 'Sales');

it('shows the sales figures and each sale with its subtotal, tax and revenue', async () => {
  const api = asAdmin({
    body: {
      total_sales: 3,
      total_revenue: 1000,
      sales: pagedFixture([
        fakeAdminOrder(),
        fakeAdminOrder({
          id: 'c0ffee00-1111-2222-3333-44445555guest',
          user_name: null,
          user_email: 'guest@example.com',
          subtotal: 40,
          tax: 3.2,
          total: 49.19,
          created_at: '2026-01-15T09:00:00.000Z',
        }),
      ]),
    },
  });
  await openSales(api);
  const rows = within(await screen.findByRole('table', { name: 'Sales' }))
    .getAllByRole('row')
    .slice(1);
  const cells = cellsOf;
  expect(cells(rows[0]!)).toEqual([
    'Feb 3, 2026',
    '#aa11bb22',
    'Ada Lovelaceada@example.com',
    '$1,247.50',
    '$99.80',
    '$1,347.30',
  ]);
  expect(cells(rows[1]!)).toEqual([
    'Jan 15, 2026',
    '#555guest',
    'Guestguest@example.com',
    '$40.00',
    '$3.20',
    '$49.19',
  ]);

  expect(statValues(['Total Sales', 'Sales Revenue', 'Avg Sale Value'])).toEqual([
    '3',
    '$1,000.00',
    '$333.33',
  ]);
  expect(api.callsTo('GET /api/admin/sales')[0]!.headers.authorization).toBe('Bearer admin-jwt');
});

it('says so when nothing has sold, with a zero average', async () => {
  await openSales(asAdmin({ body: { total_sales: 0, total_revenue: 0, sales: pagedFixture([]) } }));
  expect(await screen.findByText('No sales yet')).toBeInTheDocument();
  expect(statValues(['Avg Sale Value', 'Total Sales'])).toEqual(['$0.00', '0']);
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

it("toasts 'Failed to load sales data' when the sales cannot be loaded", async () => {
  await openSales(asAdmin(apiErrorReply(403, 'FORBIDDEN', 'You do not have permission to do this.')));
  expect(await screen.findByText('Failed to load sales data')).toBeInTheDocument();
  expect(screen.getByText('Sales could not be loaded')).toBeInTheDocument();
  expect(statValue('Sales Revenue')).toBe('—');
});

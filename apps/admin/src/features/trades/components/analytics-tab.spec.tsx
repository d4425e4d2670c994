import { apiErrorReply, type MockHandler } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import { fakeTradeStats } from '../../../test/fake-trades';
import { adminApi, failsUntilRetried } from '../../../test/admin-api';
import { openAdminTab } from '../../../test/render-admin';
import { statValue as statValueIn, statValues } from '../../../test/table';

const openAnalytics = (stats: MockHandler) =>
  openAdminTab(adminApi({ 'GET /api/admin/trades/stats': stats }), 'Analytics');

const analytics = () => within(screen.getByRole('region', { name: 'Trade analytics' }));
const statValue = (label: string) => statValueIn(label, analytics());

it('shows the brand distribution with a bar per brand, and the trade figures', async () => {
  await openAnalytics({ body: fakeTradeStats() });
  expect(await screen.findByRole('img', { name: 'Apple 40%' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Samsung 30%' })).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Google 10%' }).firstElementChild).toHaveStyle({ width: '10%' });
  const items = within(screen.getByRole('list', { name: 'Brand distribution' })).getAllByRole('listitem');
  expect(items.map((li) => li.textContent)).toEqual([
    'Apple4 trades · 40%',
    'Samsung3 trades · 30%',
    'Google1 trade · 10%',
  ]);

  expect(
    statValues(['Average Trade Value', 'Approval Rate', 'Total Users', 'Guest Users'], analytics()),
  ).toEqual(['$312.46', '40%', '25', '6']);
});

it("says 'No trades yet.' when no brand has been traded in", async () => {
  await openAnalytics({
    body: fakeTradeStats({ topBrands: [], totalTrades: 0, approvalRate: 0, averageTradeValue: 0 }),
  });
  expect(await screen.findByText('No trades yet.')).toBeInTheDocument();
  expect(statValues(['Approval Rate', 'Average Trade Value'], analytics())).toEqual(['0%', '$0.00']);
});

it('says so when the statistics cannot be loaded, and can try again', async () => {
  const stats = failsUntilRetried(apiErrorReply(403, 'FORBIDDEN', 'No'), { body: fakeTradeStats() });
  const { user } = await openAnalytics(stats.handler);
  expect(await screen.findByText('Trade statistics could not be loaded')).toBeInTheDocument();
  expect(statValue('Approval Rate')).toBe('—');
  await stats.retry(user);
  expect(await screen.findByRole('img', { name: 'Apple 40%' })).toBeInTheDocument();
  expect(statValue('Approval Rate')).toBe('40%');
});

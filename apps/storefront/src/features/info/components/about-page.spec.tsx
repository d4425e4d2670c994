import { createFetchMock } from '@phonehub/api-client';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';
import { fakeSiteSettings } from '../../../test/site-settings';

it('shows the mission, the impact figures from the site settings, three values and the team', async () => {
  const api = createFetchMock().on('GET /api/site-settings', {
    body: fakeSiteSettings({
      impact: { customers: 1250, devices_sold: 3400, co2_saved_kg: 850, satisfaction_percent: 96 },
    }),
  });
  renderApp('/about', { api });
  expect(await screen.findByRole('heading', { level: 1, name: 'About Us' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Our mission' })).toBeInTheDocument();
  const impact = within(screen.getByRole('region', { name: 'Our impact in numbers' }));
  expect(await impact.findByText('1,250')).toBeInTheDocument();
  expect(impact.getByText('3,400')).toBeInTheDocument();
  expect(impact.getByText('850 kg')).toBeInTheDocument();
  expect(impact.getByText('96%')).toBeInTheDocument();
  const values = within(screen.getByRole('region', { name: 'Our values' }));
  expect(values.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'Quality First',
    'Customer Centric',
    'Sustainability',
  ]);
  expect(values.getByText(/32-point inspection and comes with a 12-month warranty/)).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: 'Our team' })).getAllByRole('heading', { level: 3 }),
  ).toHaveLength(3);
  expect(document.title).toBe('About us – PhoneHub');
});

it('leaves the satisfaction figure out while the shop has nothing behind it, instead of claiming 0 %', async () => {
  const api = createFetchMock().on('GET /api/site-settings', {
    body: fakeSiteSettings({
      impact: { customers: 2, devices_sold: 0, co2_saved_kg: 0, satisfaction_percent: null },
    }),
  });
  renderApp('/about', { api });
  const impact = within(await screen.findByRole('region', { name: 'Our impact in numbers' }));
  expect(await impact.findByText('customers')).toBeInTheDocument();
  expect(impact.getByText('2')).toBeInTheDocument();
  expect(impact.queryByText('customer satisfaction')).not.toBeInTheDocument();
  expect(impact.queryByText('0%')).not.toBeInTheDocument();
});

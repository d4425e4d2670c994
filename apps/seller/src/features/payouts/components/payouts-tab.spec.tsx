import { pagedFixture } from '@phonehub/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePayout } from '../../../test/fixtures';
import { renderSeller, seller, sellerApi } from '../../../test/render-seller';

it('shows the available and pending balances and the payouts made, newest first', async () => {
  const api = sellerApi().on('GET /api/seller/payouts', {
    body: pagedFixture([
      fakePayout(),
      fakePayout({
        id: 'payout-0',
        amount_cents: 42_050,
        reference: 'TRF-2025-099',
        created_at: '2025-12-01T09:00:00.000Z',
      }),
    ]),
  });
  await renderSeller(api, '/seller?tab=payouts');
  const balance = within(await screen.findByLabelText('Your balance'));
  expect(balance.getByText('Available balance').nextElementSibling).toHaveTextContent('$2,080.98');
  expect(balance.getByText('Pending balance').nextElementSibling).toHaveTextContent('$1,200.50');
  expect(balance.getByText('Paid out so far').nextElementSibling).toHaveTextContent('$3,000.00');
  const rows = within(await screen.findByRole('table', { name: 'Payouts' }))
    .getAllByRole('row')
    .slice(1);
  expect(
    rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ),
  ).toEqual([
    ['February 1, 2026', 'TRF-2026-001', '$1,500.00'],
    ['December 1, 2025', 'TRF-2025-099', '$420.50'],
  ]);
});

it('says when nothing has been paid out yet', async () => {
  await renderSeller(sellerApi(), '/seller?tab=payouts');
  expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
});

it('pages through the payouts, keeping the page in the address', async () => {
  const api = sellerApi().on('GET /api/seller/payouts', (req) => {
    const page = Number(req.query.get('page') ?? 1);
    return {
      body: pagedFixture([fakePayout({ id: `p-${page}`, reference: `TRF-PAGE-${page}` })], {
        total: 40,
        page,
      }),
    };
  });
  const { location } = await renderSeller(api, '/seller?tab=payouts');
  expect(await screen.findByText('TRF-PAGE-1')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));
  expect(await screen.findByText('TRF-PAGE-2')).toBeInTheDocument();
  expect(location()).toBe('/seller?tab=payouts&page=2');
  await waitFor(() => expect(api.callsTo('GET /api/seller/payouts').at(-1)!.query.get('page')).toBe('2'));
});

it('asks an unverified seller to verify their address before payouts (issue 34)', async () => {
  await renderSeller(sellerApi({ ...seller, email_verified: false }), '/seller?tab=payouts');
  expect(await screen.findByText('Verify your email address to receive payouts')).toBeInTheDocument();
  expect(
    screen.getByText(/PhoneHub pays out only to sellers whose email address is verified/),
  ).toBeInTheDocument();
});

it('says nothing about verification to a verified seller', async () => {
  await renderSeller(sellerApi(), '/seller?tab=payouts');
  expect(await screen.findByText('No payouts yet')).toBeInTheDocument();
  expect(screen.queryByText('Verify your email address to receive payouts')).not.toBeInTheDocument();
});

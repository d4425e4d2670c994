import { createFetchMock, fakeUser, pagedFixture, storeSignedIn, type FetchMock } from '@phonehub/api-client';
import type { User } from '@phonehub/contracts';
import { notify, SessionProvider } from '@phonehub/session';
import { Toaster } from '@phonehub/ui';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SellerModule } from '../app/seller-module';
import { fakeEarnings, fakeSellerStats } from './fixtures';

export const seller = fakeUser({
  id: 'seller-1',
  is_seller: true,
  first_name: 'Grace',
  last_name: 'Hopper',
  email: 'grace@example.com',
});

/** A fetch mock answering a seller with empty lists and figures; tests add or replace routes. */
export function sellerApi(user: User = seller): FetchMock {
  const api = createFetchMock();
  storeSignedIn(api, user, 'seller-jwt');
  api.on('GET /api/seller/stats', { body: fakeSellerStats() });
  api.on('GET /api/seller/products', { body: pagedFixture([]) });
  api.on('GET /api/seller/orders', { body: pagedFixture([]) });
  api.on('GET /api/seller/payouts', { body: pagedFixture([]) });
  api.on('GET /api/seller/ledger', { body: pagedFixture([]) });
  api.on('GET /api/seller/earnings', { body: fakeEarnings() });
  return api;
}

function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname}
      {location.search}
    </output>
  );
}

/** The seller module as the host mounts it on /seller, under the shared session, with the toaster. */
export async function renderSeller(api: FetchMock | null, route = '/seller') {
  const mock = api ?? createFetchMock();
  globalThis.fetch = mock.fetch;
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={[route]}>
        <SellerModule />
        <LocationProbe />
      </MemoryRouter>
      <Toaster subscribe={notify.subscribe} />
    </SessionProvider>,
  );
  // Let the session's background check of the stored token land.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { api: mock, location: () => screen.getByTestId('location').textContent };
}

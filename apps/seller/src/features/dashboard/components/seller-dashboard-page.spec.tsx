import { createFetchMock, fakeUser, storeSignedIn } from '@phonehub/api-client';
import type { User } from '@phonehub/contracts';
import { SessionProvider } from '@phonehub/session';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SellerModule } from '../../../app/seller-module';

async function renderAs(user: User | null) {
  const api = createFetchMock();
  globalThis.fetch = api.fetch;
  if (user) storeSignedIn(api, user);
  render(
    <SessionProvider>
      <MemoryRouter initialEntries={['/seller']}>
        <SellerModule />
      </MemoryRouter>
    </SessionProvider>,
  );
  // Let the session's background check of the stored token land.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

it('tells a non-seller that seller access is required and links to the Partner Program', async () => {
  await renderAs(fakeUser({ is_seller: false }));
  expect(screen.getByRole('heading', { name: 'Seller Access Required' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Partner Program/ })).toHaveAttribute('href', '/partner-program');
  expect(screen.queryByText(/You keep/)).not.toBeInTheDocument();
});

it("shows a seller their account and the platform's fee split", async () => {
  await renderAs(fakeUser({ is_seller: true, first_name: 'Grace', last_name: 'Hopper', email: 'grace@example.com' }));
  expect(screen.getByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
  expect(screen.getByText('grace@example.com')).toBeInTheDocument();
  expect(screen.getByText('Member since March 14, 2025')).toBeInTheDocument();
  expect(screen.getByText(/You keep/)).toHaveTextContent('You keep 96 % of each sale; the platform fee is 4 %.');
  expect(screen.getByText('You receive').nextSibling).toHaveTextContent('$192.00');
  expect(screen.getByText('Active')).toBeInTheDocument();
  expect(screen.queryByText('Seller Access Required')).not.toBeInTheDocument();
});

it('warns a suspended seller', async () => {
  await renderAs(fakeUser({ is_seller: true, is_suspended: true }));
  expect(screen.getByRole('alert')).toHaveTextContent('Your seller account is suspended');
});

it('asks a signed-out visitor (standalone mode) to sign in', async () => {
  await renderAs(null);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

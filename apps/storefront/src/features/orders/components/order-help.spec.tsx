import { fakeOrder, signedInFetchMock } from '@phonehub/api-client';
import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/render-app';

it('offers help with the order, opening a support ticket about it', async () => {
  const api = signedInFetchMock();
  const id = '6650a1b2c3d4e5f6a7b8c9d0';
  api.on(`GET /api/orders/${id}`, { body: fakeOrder({ id }) });
  renderApp(`/orders/${id}`, { api });

  const help = await screen.findByRole('link', { name: 'Get help with this order' });
  expect(help).toHaveAttribute('href', `/support?order=${id}`);
});

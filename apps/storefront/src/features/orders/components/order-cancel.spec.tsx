import { apiErrorReply, fakeOrder, signedInFetchMock, type FetchMock } from '@phonehub/api-client';
import type { Order } from '@phonehub/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

const ID = '6650a1b2c3d4e5f6a7b8c9d0';

/** Serves `order` and answers its cancel with `cancelled`, after which GET serves that too. */
function serve(order: Order, cancelled: Order): FetchMock {
  const api = signedInFetchMock();
  let current = order;
  api.on(`GET /api/orders/${ID}`, () => ({ body: current }));
  api.on(`POST /api/orders/${ID}/cancel`, () => {
    current = cancelled;
    return { body: cancelled };
  });
  return api;
}

it('cancels a pending (unpaid) order after asking, and the page shows it cancelled', async () => {
  const pending = fakeOrder({ status: 'pending', payment_status: 'unpaid' });
  const api = serve(pending, { ...pending, status: 'cancelled' });
  renderApp(`/orders/${ID}`, { api });
  const user = userEvent.setup();

  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
  expect(dialog).toHaveTextContent('The order is cancelled and can no longer be paid.');
  expect(api.callsTo(`POST /api/orders/${ID}/cancel`)).toHaveLength(0);

  await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  expect(await screen.findByText('Order cancelled.')).toBeInTheDocument();
  expect(api.callsTo(`POST /api/orders/${ID}/cancel`)).toHaveLength(1);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByText('Cancelled')).toHaveClass('ph-badge--danger');
  expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
});

it('a confirmed (paid) order says it is refunded in full, and the toast names the refund', async () => {
  const confirmed = fakeOrder({ status: 'confirmed' });
  const api = serve(confirmed, {
    ...confirmed,
    status: 'cancelled',
    payment_status: 'refunded',
    amount_refunded: 1315.98,
  });
  renderApp(`/orders/${ID}`, { api });
  const user = userEvent.setup();

  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
  expect(dialog).toHaveTextContent(
    'You paid for this order, so it is refunded in full: $1,315.98 goes back to your original payment method.',
  );

  await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  expect(
    await screen.findByText('Order cancelled. Your refund of $1,315.98 is on its way.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Refunded')).toBeInTheDocument();
  expect(screen.getByTestId('order-refunded')).toHaveTextContent('($1,315.98 refunded)');
});

it('an order paid partly or wholly with store credit says how much goes back to the card and how much to store credit', async () => {
  const mixed = fakeOrder({ status: 'confirmed', credit_applied: 100, credit_refunded: 0 });
  renderApp(`/orders/${ID}`, { api: serve(mixed, { ...mixed, status: 'cancelled' }) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toHaveTextContent(
    'You paid for this order, so it is refunded in full: $1,215.98 goes back to your original payment method and $100.00 to your store credit.',
  );
});

it('an order paid wholly with store credit says it all goes back to store credit', async () => {
  const creditOnly = fakeOrder({ status: 'confirmed', credit_applied: 1315.98, credit_refunded: 0 });
  renderApp(`/orders/${ID}`, { api: serve(creditOnly, { ...creditOnly, status: 'cancelled' }) });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  expect(screen.getByRole('dialog', { name: 'Cancel this order?' })).toHaveTextContent(
    'You paid for this order, so it is refunded in full: $1,315.98 goes back to your store credit.',
  );
});

it('Keep order closes the dialog and changes nothing', async () => {
  const confirmed = fakeOrder({ status: 'confirmed' });
  const api = serve(confirmed, { ...confirmed, status: 'cancelled' });
  renderApp(`/orders/${ID}`, { api });
  const user = userEvent.setup();

  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  await user.click(screen.getByRole('button', { name: 'Keep order' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(api.callsTo(`POST /api/orders/${ID}/cancel`)).toHaveLength(0);
  expect(screen.getByText('Confirmed')).toBeInTheDocument();
});

it("shows the API's refusal in the dialog and leaves the order as it was", async () => {
  const confirmed = fakeOrder({ status: 'confirmed' });
  const api = serve(confirmed, confirmed);
  api.on(
    `POST /api/orders/${ID}/cancel`,
    apiErrorReply(409, 'INVALID_TRANSITION', 'Cannot change an order from processing to cancelled'),
  );
  renderApp(`/orders/${ID}`, { api });
  const user = userEvent.setup();

  await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
  const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
  await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
  expect(
    await within(dialog).findByText('Cannot change an order from processing to cancelled'),
  ).toBeInTheDocument();
  expect(screen.queryByText(/Order cancelled/)).not.toBeInTheDocument();
  expect(screen.getByText('Confirmed')).toBeInTheDocument();
});

it.each(['processing', 'shipped', 'delivered', 'cancelled'] as const)(
  'offers no cancel on a %s order',
  async (status) => {
    const order = fakeOrder({ status });
    const api = serve(order, order);
    renderApp(`/orders/${ID}`, { api });
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #a7b8c9d0' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  },
);

it('the payment line says Partially refunded with the amount given back', async () => {
  const order = fakeOrder({
    status: 'delivered',
    payment_status: 'partially_refunded',
    amount_refunded: 130.14,
  });
  const api = serve(order, order);
  renderApp(`/orders/${ID}`, { api });
  expect(await screen.findByText('Partially refunded')).toHaveClass('ph-badge--info');
  expect(screen.getByTestId('order-refunded')).toHaveTextContent('($130.14 refunded)');
});

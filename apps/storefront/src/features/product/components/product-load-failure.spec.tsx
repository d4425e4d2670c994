import { apiErrorReply, createFetchMock, fakeProduct } from '@phonehub/api-client';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/render-app';

// Issue 16 item 10: only a real 404 says 'Product not found' and leaves; other failures say what
// happened (offline, too many requests and when to retry, our side) and offer to try again in place.

afterEach(() => {
  jest.useRealTimers();
});

it('keeps the shopper on the page after a server error, says it is on our side, and retries', async () => {
  jest.useFakeTimers();
  const api = createFetchMock().on('GET /api/products/p1', apiErrorReply(500, 'INTERNAL_ERROR', 'boom'));
  const app = renderApp('/product/p1', { api });
  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load product');
  expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  expect(screen.getByText('Something went wrong on our side. Please try again.')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(5000));
  expect(app.location()).toBe('/product/p1');

  jest.useRealTimers();
  api
    .on('GET /api/products/p1', { body: fakeProduct({ id: 'p1', name: 'Pixel 8 128GB' }) })
    .on('GET /api/products/p1/reviews', { body: [] });
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Pixel 8 128GB' })).toBeInTheDocument();
});

it('says too many requests and when to try again from Retry-After', async () => {
  const api = createFetchMock().on('GET /api/products/p1', {
    ...apiErrorReply(429, 'RATE_LIMITED', 'Too many attempts. Please try again later.'),
    headers: { 'Retry-After': '30' },
  });
  renderApp('/product/p1', { api });
  expect(await screen.findByText('Too many requests. Please try again in 30 seconds.')).toBeInTheDocument();
  expect(screen.queryByText('Product not found')).not.toBeInTheDocument();
  expect(screen.queryByText(/went wrong on our side/)).not.toBeInTheDocument();
});

it('says the shopper is offline when the request never got an answer', async () => {
  jest.useFakeTimers();
  const api = createFetchMock().on('GET /api/products/p1', { networkError: true });
  renderApp('/product/p1', { api });
  expect(await screen.findByText(/You're offline or the server can't be reached/)).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load product');
});

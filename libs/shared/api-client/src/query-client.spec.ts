import { ApiError } from './api-error';
import { createQueryClient, shouldRetry } from './query-client';

it('retries once, only for network failures and server faults', () => {
  expect(shouldRetry(0, new ApiError(0, 'NETWORK_ERROR', undefined))).toBe(true);
  expect(shouldRetry(0, new ApiError(503, 'INTERNAL_ERROR', 'down'))).toBe(true);
  expect(shouldRetry(0, new ApiError(403, 'FORBIDDEN', 'no'))).toBe(false);
  expect(shouldRetry(1, new ApiError(0, 'NETWORK_ERROR', undefined))).toBe(false);
});

it("reports a failed query's errorToast once", async () => {
  const onQueryError = jest.fn();
  const client = createQueryClient({ onQueryError });
  await client
    .fetchQuery({
      queryKey: ['x'],
      queryFn: () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'no')),
      meta: { errorToast: 'Failed to load users' },
    })
    .catch(() => undefined);
  expect(onQueryError).toHaveBeenCalledTimes(1);
  expect(onQueryError).toHaveBeenCalledWith('Failed to load users');
});

import { ApiError } from '@phonehub/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { notify, type Notification } from './notify';
import { failureDetail, useNotifiedMutation } from './use-notified-mutation';

function setup(mutationFn: (n: number) => Promise<number>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const seen: Notification[] = [];
  const stop = notify.subscribe((n) => seen.push(n));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useNotifiedMutation({
        mutationFn,
        success: (data: number, sent: number) => `Saved ${sent} as ${data}`,
        failure: 'Failed to save',
        invalidates: [['things']],
      }),
    { wrapper },
  );
  return { ...hook, invalidate, seen, stop };
}

it('toasts the success made from the answer and reloads what changed', async () => {
  const { result, invalidate, seen, stop } = setup(async (n) => n * 2);
  await act(() => result.current.mutateAsync(21));
  expect(seen.map((n) => [n.kind, n.message])).toEqual([['success', 'Saved 21 as 42']]);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
  expect(failureDetail(result.current)).toBeNull();
  stop();
});

it("toasts the failure and gives the form the API's reason", async () => {
  const { result, invalidate, seen, stop } = setup(async () => {
    throw ApiError.fromBody(409, {
      statusCode: 409,
      code: 'CONFLICT',
      message: 'CONFLICT',
      detail: 'Already shipped',
    });
  });
  await act(() => result.current.mutateAsync(1).catch(() => undefined));
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(seen.map((n) => [n.kind, n.message])).toEqual([['error', 'Failed to save']]);
  expect(failureDetail(result.current)).toBe('Already shipped');
  expect(failureDetail({ isError: true, error: new Error('network') })).toBe('Please try again.');
  expect(invalidate).not.toHaveBeenCalled();
  stop();
});

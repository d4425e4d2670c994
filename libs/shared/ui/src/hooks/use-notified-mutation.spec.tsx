import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { failureDetail, useNotifiedMutation } from './use-notified-mutation';

interface Notification {
  kind: 'success' | 'error';
  message: string;
}

function setup(mutationFn: (n: number) => Promise<number>) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const invalidate = jest.spyOn(client, 'invalidateQueries');
  const seen: Notification[] = [];
  const notify = {
    success: (message: string) => seen.push({ kind: 'success', message }),
    error: (message: string) => seen.push({ kind: 'error', message }),
  };
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
        notify,
      }),
    { wrapper },
  );
  return { ...hook, invalidate, seen };
}

it('toasts the success made from the answer and reloads what changed', async () => {
  const { result, invalidate, seen } = setup(async (n) => n * 2);
  await act(() => result.current.mutateAsync(21));
  expect(seen.map((n) => [n.kind, n.message])).toEqual([['success', 'Saved 21 as 42']]);
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['things'] });
  expect(failureDetail(result.current)).toBeNull();
});

it("toasts the failure and gives the form the API's reason", async () => {
  const { result, invalidate, seen } = setup(async () => {
    // The api-client's ApiError carries the API's `detail`; the hook reads just that.
    throw Object.assign(new Error('Conflict'), { status: 409, code: 'CONFLICT', detail: 'Already shipped' });
  });
  await act(() => result.current.mutateAsync(1).catch(() => undefined));
  await waitFor(() => expect(result.current.isError).toBe(true));
  expect(seen.map((n) => [n.kind, n.message])).toEqual([['error', 'Failed to save']]);
  expect(failureDetail(result.current)).toBe('Already shipped');
  expect(failureDetail({ isError: true, error: new Error('network') })).toBe('Please try again.');
  expect(invalidate).not.toHaveBeenCalled();
});

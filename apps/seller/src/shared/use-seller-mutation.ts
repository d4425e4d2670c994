import { isApiError } from '@phonehub/api-client';
import { notify } from '@phonehub/session';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A seller's change: it toasts how it went and reloads the lists and figures it changed. */
export function useSellerMutation<V, D>(options: {
  mutationFn: (variables: V) => Promise<D>;
  success: string;
  failure: string;
  invalidates: readonly QueryKey[];
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: options.mutationFn,
    onSuccess: async () => {
      notify.success(options.success);
      await Promise.all(options.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => notify.error(options.failure),
  });
}

/** Why the API refused a change (its `detail`), for the dialog that asked. */
export function reasonOf(error: unknown): string {
  return (isApiError(error) && error.detail) || 'Please try again.';
}

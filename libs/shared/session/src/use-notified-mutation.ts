import { isApiError } from '@phonehub/api-client';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { notify } from './notify';

export interface NotifiedMutationOptions<V, D> {
  mutationFn: (variables: V) => Promise<D>;
  /** Toasted on success (or made from the answer and what was sent). */
  success: string | ((data: D, variables: V) => string);
  /** Toasted on failure; the form shows the API's reason (see failureDetail). */
  failure: string;
  /** The queries the change makes stale; they reload before the mutation settles. */
  invalidates: readonly QueryKey[];
}

/** A change made from a portal or dashboard: it says how it went and reloads what it changed. */
export function useNotifiedMutation<V, D>({
  mutationFn,
  success,
  failure,
  invalidates,
}: NotifiedMutationOptions<V, D>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data: D, variables: V) => {
      notify.success(typeof success === 'function' ? success(data, variables) : success);
      await Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    onError: () => notify.error(failure),
  });
}

/** The API's reason a change failed (its `detail`), for the form that asked; null while nothing failed. */
export function failureDetail(mutation: { isError: boolean; error: unknown }): string | null {
  if (!mutation.isError) return null;
  return (isApiError(mutation.error) && mutation.error.detail) || 'Please try again.';
}

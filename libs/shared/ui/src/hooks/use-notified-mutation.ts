import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** Where a change's toasts go: the session lib's `notify` in the apps (it reaches the host's Toaster). */
export interface Notifier {
  success(message: string): void;
  error(message: string): void;
}

export interface NotifiedMutationOptions<V, D> {
  mutationFn: (variables: V) => Promise<D>;
  /** Toasted on success (or made from the answer and what was sent). */
  success: string | ((data: D, variables: V) => string);
  /** Toasted on failure; the form shows the API's reason (see failureDetail). */
  failure: string;
  /** The queries the change makes stale; they reload before the mutation settles. */
  invalidates: readonly QueryKey[];
  notify: Notifier;
}

/**
 * A change made from a portal or dashboard: it says how it went and reloads what it changed. It lives
 * in this lib, which every app bundles itself, so it reaches the QueryClient of the app that calls it
 * (TanStack Query is not shared between host and remotes).
 */
export function useNotifiedMutation<V, D>({
  mutationFn,
  success,
  failure,
  invalidates,
  notify,
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
  return errorDetail(mutation.error) || 'Please try again.';
}

/** The sentence the API meant for people (the api-client's ApiError carries it as `detail`), if any. */
export function errorDetail(error: unknown): string | undefined {
  const detail = (error as { detail?: unknown } | null)?.detail;
  return typeof detail === 'string' ? detail : undefined;
}

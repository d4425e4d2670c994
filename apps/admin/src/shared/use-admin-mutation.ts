import { notify } from '@phonehub/session';
import { useNotifiedMutation, type NotifiedMutationOptions } from '@phonehub/ui';
import { withIdAndBody, type IdAndBody } from './with-id-and-body';

export { failureDetail } from '@phonehub/ui';

export type AdminMutationOptions<V, D> = Omit<NotifiedMutationOptions<V, D>, 'notify'>;

/** A portal change toasts how it went (through the host's Toaster) and reloads what it changed. */
export function useAdminMutation<V, D>(options: AdminMutationOptions<V, D>) {
  return useNotifiedMutation({ ...options, notify });
}

/**
 * The hook of a change to one record: an api-client call `(id, body)`, its toasts and what it reloads.
 * The hook's variables are `{ id, body }`.
 */
export function recordChange<B, R>(
  call: (id: string, body: B) => Promise<R>,
  options: Omit<AdminMutationOptions<IdAndBody<B>, R>, 'mutationFn'>,
) {
  const mutationFn = withIdAndBody(call);
  return function useRecordChange() {
    return useAdminMutation({ ...options, mutationFn });
  };
}

import { notify } from '@phonehub/session';
import { useNotifiedMutation, type NotifiedMutationOptions } from '@phonehub/ui';

export { failureDetail } from '@phonehub/ui';

export type AdminMutationOptions<V, D> = Omit<NotifiedMutationOptions<V, D>, 'notify'>;

/** A portal change toasts how it went (through the host's Toaster) and reloads what it changed. */
export function useAdminMutation<V, D>(options: AdminMutationOptions<V, D>) {
  return useNotifiedMutation({ ...options, notify });
}

import { getMe, isApiError } from '@phonehub/api-client';
import { useSession } from '@phonehub/session';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * Suspension is immediate on the API: when a seller call answers 403, the account is read again,
 * so the dashboard turns into the suspended (or no-access) screen instead of failing list by list.
 */
export function useAccessRecheck() {
  const queryClient = useQueryClient();
  const { updateUser } = useSession();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (!isApiError(error) || error.status !== 403) return;
        getMe().then(updateUser, () => undefined);
      }),
    [queryClient, updateUser],
  );
}

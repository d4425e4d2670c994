import { useSession } from '@phonehub/session';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';

/** A query of the signed-in user's own data: keyed by their id, and off while nobody is signed in. */
export function useSignedInQuery<T>(
  queryKey: (userId: string | undefined) => QueryKey,
  fetch: (options: { signal?: AbortSignal }) => Promise<T>,
  extra: Pick<UseQueryOptions<T>, 'placeholderData' | 'meta'> = {},
) {
  const { user } = useSession();
  return useQuery({
    queryKey: queryKey(user?.id),
    queryFn: ({ signal }) => fetch({ signal }),
    enabled: Boolean(user),
    ...extra,
  });
}

import { useQuery, type QueryKey } from '@tanstack/react-query';

/** The hook of one record the portal loads under `queryKey`, toasting `errorToast` when it cannot. */
export function recordQuery<T>(
  queryKey: QueryKey,
  load: (options: { signal: AbortSignal }) => Promise<T>,
  errorToast: string,
) {
  return function useRecord() {
    return useQuery({ queryKey, queryFn: ({ signal }) => load({ signal }), meta: { errorToast } });
  };
}

import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorToast`: shown once when a query finally fails. */
    queryMeta: { errorToast?: string };
  }
}

/** Retry once, and only what may pass on a second try: no answer at all, or a server fault. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/**
 * The query client every app uses (each app has its own: TanStack Query is not shared between
 * host and remotes). `onQueryError` receives a query's `meta.errorToast` when it fails.
 */
export function createQueryClient({
  onQueryError,
}: { onQueryError?: (message: string) => void } = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (_error, query) => {
        if (query.meta?.errorToast) onQueryError?.(query.meta.errorToast);
      },
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

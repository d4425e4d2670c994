import { Alert, Button, EmptyState, Skeleton } from '@phonehub/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** Heading of the error shown when nothing could be loaded, e.g. 'Users could not be loaded'. */
  errorTitle: string;
  /** Whether the loaded data has nothing to show; `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: { title: ReactNode; description?: ReactNode; icon?: ReactNode };
  /** Placeholder while the first load runs; a few skeleton lines by default. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

export function LoadingLines({ lines = 4 }: { lines?: number }) {
  return (
    <div className="query-view__lines">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className="query-view__line" />
      ))}
    </div>
  );
}

/**
 * The loading / failed / empty / loaded states every portal list goes through. A failed refetch
 * keeps the data already on screen (the query's toast says what went wrong).
 */
export function QueryView<T>({ query, errorTitle, isEmpty, empty, loading, children }: QueryViewProps<T>) {
  if (query.isPending) {
    return (
      <div className="query-view__loading" role="status" aria-live="polite">
        <span className="ph-visually-hidden">Loading...</span>
        {loading ?? <LoadingLines />}
      </div>
    );
  }
  if (query.data === undefined) {
    return (
      <Alert tone="danger" title={errorTitle} className="query-view__error">
        <p>Check your connection and try again.</p>
        <Button variant="outline" size="sm" onClick={() => query.refetch()} loading={query.isFetching} loadingText="Retrying...">
          Try Again
        </Button>
      </Alert>
    );
  }
  if (empty && isEmpty?.(query.data)) {
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }
  return <>{children(query.data)}</>;
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadError } from './load-error';
import { Skeleton } from './skeleton';

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
    <div className="ph-query-view__lines">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} className="ph-query-view__line" />
      ))}
    </div>
  );
}

/** Announces a first load to assistive tech while `children` shows the placeholder. */
export function LoadingStatus({ children }: { children: ReactNode }) {
  return (
    <div className="ph-query-view__loading" role="status" aria-live="polite">
      <span className="ph-visually-hidden">Loading...</span>
      {children}
    </div>
  );
}

/**
 * The loading / failed / empty / loaded states a query's view goes through. A failed refetch
 * keeps the data already on screen (the query's toast says what went wrong).
 */
export function QueryView<T>({ query, errorTitle, isEmpty, empty, loading, children }: QueryViewProps<T>) {
  if (query.isPending) return <LoadingStatus>{loading ?? <LoadingLines />}</LoadingStatus>;
  if (query.data === undefined) {
    return <LoadError title={errorTitle} onRetry={() => query.refetch()} retrying={query.isFetching} className="ph-query-view__error" />;
  }
  if (empty && isEmpty?.(query.data)) {
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }
  return <>{children(query.data)}</>;
}

import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';
import { LoadError, type LoadErrorProps } from './load-error';
import { Skeleton } from './skeleton';
import { Spinner, type SpinnerProps } from './spinner';

/** The failure view's props besides the retry, which the query gives. */
export type QueryErrorView = Omit<LoadErrorProps, 'onRetry' | 'retrying'>;

/** The failure's heading alone (the default alert), or the whole failure view, which may depend on the error. */
type FailureProps =
  | { /** e.g. 'Users could not be loaded'. */ errorTitle: string; error?: undefined }
  | { errorTitle?: undefined; error: QueryErrorView | ((error: unknown) => QueryErrorView) };

export type QueryFallbackProps<T> = FailureProps & {
  query: UseQueryResult<T>;
  /** Placeholder while the first load runs; a few skeleton lines by default. */
  loading?: ReactNode;
  /** What is announced meanwhile (the placeholder is hidden from assistive tech); 'Loading...' by default. */
  loadingLabel?: string;
  /** A spinner instead, which announces its own label (e.g. 'Loading reviews...'). */
  spinner?: SpinnerProps;
};

export type QueryViewProps<T> = QueryFallbackProps<T> & {
  /** Whether the loaded data has nothing to show; `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  empty?: { title: ReactNode; description?: ReactNode; icon?: ReactNode };
  children: (data: T) => ReactNode;
};

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
export function LoadingStatus({ children, label = 'Loading...' }: { children: ReactNode; label?: string }) {
  return (
    <div className="ph-query-view__loading" role="status" aria-live="polite">
      <span className="ph-visually-hidden">{label}</span>
      {children}
    </div>
  );
}

/**
 * What a query's view shows until it has data: the first load's placeholder, or what failed with a
 * way to try again. For screens that go on with the data themselves: `if (!q.data) return <QueryFallback query={q} … />`.
 */
export function QueryFallback<T>({
  query,
  errorTitle,
  error,
  loading,
  loadingLabel,
  spinner,
}: QueryFallbackProps<T>) {
  if (query.isPending) {
    return spinner ? (
      <Spinner {...spinner} />
    ) : (
      <LoadingStatus label={loadingLabel}>{loading ?? <LoadingLines />}</LoadingStatus>
    );
  }
  const view =
    error === undefined
      ? { title: errorTitle, className: 'ph-query-view__error' }
      : typeof error === 'function'
        ? error(query.error)
        : error;
  return <LoadError {...view} onRetry={() => query.refetch()} retrying={query.isFetching} />;
}

/**
 * The loading / failed / empty / loaded states a query's view goes through. A failed refetch
 * keeps the data already on screen (the query's toast says what went wrong).
 */
export function QueryView<T>({ isEmpty, empty, children, ...fallback }: QueryViewProps<T>) {
  const { data } = fallback.query;
  if (data === undefined) return <QueryFallback {...fallback} />;
  if (empty && isEmpty?.(data)) {
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;
  }
  return <>{children(data)}</>;
}

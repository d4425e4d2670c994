import { QueryFallback, type QueryErrorView } from '@phonehub/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/use-page-title';

export interface RecordPageProps<T> {
  query: UseQueryResult<T>;
  /** The page's title once the record is loaded. */
  title: (record: T) => string;
  /** The page's title when it could not be loaded. */
  failedTitle: string;
  /** What the page's spinner announces meanwhile, e.g. 'Loading order...'. */
  loadingLabel: string;
  /** What a failed load shows (a 404 is usually told apart from other failures). */
  failure: (error: unknown) => QueryErrorView;
  children: (record: T) => ReactNode;
}

/** A page of one record (an order, a trade): its title, a page spinner, then the record or what failed. */
export function RecordPage<T>({
  query,
  title,
  failedTitle,
  loadingLabel,
  failure,
  children,
}: RecordPageProps<T>) {
  usePageTitle(query.data ? title(query.data) : query.isError ? failedTitle : undefined);

  if (!query.data) {
    return (
      <div className="ph-container page">
        <QueryFallback query={query} spinner={{ page: true, label: loadingLabel }} error={failure} />
      </div>
    );
  }
  return children(query.data);
}

import { PAGE_SIZE_MAX, type PageQuery, type Paged } from '@phonehub/contracts';
import type { TableProps } from '../components/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface PagedListOptions<Q extends PageQuery, R> {
  /** The list's query key; the page's query is appended, so invalidating this reloads every page. */
  queryKey: readonly unknown[];
  fetcher: (query: Q, options: { signal?: AbortSignal }) => Promise<R>;
  /** The filters this list takes from the address, each with the values it accepts (others are ignored). */
  filters?: { readonly [name: string]: readonly string[] };
  /** Rows a page; the API's default when left out. */
  pageSize?: number;
  /** The sort the API applies when none is asked for, to mark its column. */
  defaultSort?: string;
  /** What a row is, one and many ('order', 'orders'): for the count, the empty state and the errors. */
  noun: readonly [string, string];
  /** Toasted when loading fails; 'Failed to load {many}' by default. */
  errorToast?: string;
}

export type PagedList<R> = ReturnType<typeof usePagedList<PageQuery, R>>;

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
};

/**
 * One page of a paged list (admin, seller), with its page, page size, search, sort and filters held in the
 * address (so a refresh, a link and back/forward keep them). A new search, filter or sort starts
 * again on page 1; the previous page stays on screen while the next loads.
 */
export function usePagedList<Q extends PageQuery, R>(options: PagedListOptions<Q, R>) {
  const { queryKey, fetcher, filters = {}, pageSize, defaultSort, noun } = options;
  const many = noun[1];
  const [params, setParams] = useSearchParams();
  // Two changes in one event (a filter change takes a typed search along) build on each other.
  const latest = useRef(params);
  useEffect(() => {
    latest.current = params;
  }, [params]);

  const page = positive(params.get('page')) ?? 1;
  const size = Math.min(positive(params.get('page_size')) ?? pageSize ?? 0, PAGE_SIZE_MAX) || undefined;
  const search = params.get('search')?.trim() ?? '';
  const sort = params.get('sort') ?? '';
  const filterValues: Record<string, string> = {};
  for (const [name, allowed] of Object.entries(filters)) {
    const value = params.get(name) ?? '';
    filterValues[name] = allowed.includes(value) ? value : '';
  }

  // Only what is in use reaches the API, so '' and 'all' never do.
  const apiQuery = {
    page,
    ...(size ? { page_size: size } : {}),
    ...(search ? { search } : {}),
    ...(sort ? { sort } : {}),
    ...Object.fromEntries(Object.entries(filterValues).filter(([, value]) => value)),
  } as Q;

  const query = useQuery({
    queryKey: [...queryKey, apiQuery],
    queryFn: ({ signal }) => fetcher(apiQuery, { signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: options.errorToast ?? `Failed to load ${many}` },
  });

  const update = useCallback(
    (changes: Record<string, string | number | null>, { replace = false } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '' || (name === 'page' && value === 1)) next.delete(name);
        else next.set(name, String(value));
      }
      latest.current = next;
      // Paging, searching or filtering keeps the list where it is on screen (the storefront's data
      // router scrolls any other navigation to the top).
      setParams(next, { replace, preventScrollReset: true });
    },
    [setParams],
  );

  const setPage = useCallback((next: number) => update({ page: next }), [update]);
  // Typing settles into one entry of the history rather than one per pause.
  const setSearch = useCallback(
    (term: string) => update({ search: term, page: null }, { replace: true }),
    [update],
  );
  const setSort = useCallback((next: string) => update({ sort: next, page: null }), [update]);
  const setFilter = useCallback(
    (name: string, value: string) => update({ [name]: value, page: null }),
    [update],
  );

  /** The Table's state props for the rows `select` finds in the answer. */
  const table = <T>(select: (data: R) => Paged<T>) => {
    const data = query.data === undefined ? undefined : select(query.data);
    return {
      rows: data?.items,
      loading: query.isPending,
      error: {
        title: `${many.charAt(0).toUpperCase()}${many.slice(1)} could not be loaded`,
        onRetry: () => query.refetch(),
        retrying: query.isFetching,
      },
      busy: query.isPlaceholderData,
      sort: sort || defaultSort,
      onSortChange: setSort,
      page,
      totalPages: data?.total_pages ?? 1,
      onPageChange: setPage,
    } satisfies Partial<TableProps<T>>;
  };

  return {
    query,
    noun,
    /** A search or filter narrows the list. */
    filtered: Boolean(search || Object.values(filterValues).some(Boolean)),
    page,
    search,
    sort,
    filters: filterValues,
    apiQuery,
    setPage,
    setSearch,
    setSort,
    setFilter,
    table,
    refresh: () => query.refetch(),
    refreshing: query.isFetching,
  };
}

import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../cx';
import { EmptyState } from './empty-state';
import { ChevronDownIcon } from './icons';
import { LoadError } from './load-error';
import { Pagination } from './pagination';
import { LoadingStatus } from './query-view';
import { Skeleton } from './skeleton';

export type SortDirection = 'asc' | 'desc';

/** 'created_at' → ascending by created_at; '-created_at' → descending (the API's sort values). */
export function parseSort(value: string | undefined): { key: string; direction: SortDirection } | null {
  if (!value) return null;
  return value.startsWith('-')
    ? { key: value.slice(1), direction: 'desc' }
    : { key: value, direction: 'asc' };
}

/** The sort after choosing the column `key`: the other direction if it is the sort, else `first`. */
export function toggleSort(current: string | undefined, key: string, first: SortDirection = 'asc'): string {
  const sort = parseSort(current);
  const direction = sort?.key === key ? (sort.direction === 'asc' ? 'desc' : 'asc') : first;
  return direction === 'desc' ? `-${key}` : key;
}

export interface TableColumn<T> {
  /** Unique among the columns. */
  id: string;
  header: ReactNode;
  /** The cell's label when a stacked table shows rows as cards; the header when that is text. */
  label?: string;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable by this sort value. */
  sortKey?: string;
  /** The direction of the first click; ascending by default (dates usually want descending). */
  sortFirst?: SortDirection;
  align?: 'start' | 'center' | 'end';
  /** A CSS width, e.g. '8rem' or '20%'. */
  width?: string;
  className?: string;
}

/**
 * The start of a column of row buttons (`{ ...ACTIONS_COLUMN, cell }`): its header is for screen
 * readers only, and a stacked row's card shows the buttons without a label.
 */
export const ACTIONS_COLUMN = {
  id: 'actions',
  header: <span className="ph-visually-hidden">Actions</span>,
  label: '',
} as const;

export interface TableEmpty {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
}

export interface TableProps<T> {
  /** Names the table (a caption, visually hidden unless `showCaption`). */
  caption: string;
  showCaption?: boolean;
  columns: readonly TableColumn<T>[];
  /** Undefined until something is loaded. */
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** The first load runs: skeleton rows. */
  loading?: boolean;
  /** Nothing could be loaded: shown instead of the table with a Retry. */
  error?: { title: string; onRetry: () => unknown; retrying?: boolean } | null;
  /** Shown instead of an empty table. */
  empty: TableEmpty;
  /** Another page or sort is loading while these rows stay on screen. */
  busy?: boolean;
  /** The sort in effect ('field' or '-field') and how to change it. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  page?: number;
  totalPages?: number;
  onPageChange?: (page: number) => void;
  /** Cards instead of rows on phones (cells labelled by their column); else the table scrolls sideways. */
  stacked?: boolean;
  className?: string;
}

const SKELETON_ROWS = 5;
const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

const cellClass = <T,>(column: TableColumn<T>) =>
  cx(column.align && column.align !== 'start' && `ph-table__cell--${column.align}`, column.className);
const labelOf = <T,>(column: TableColumn<T>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : undefined);

function HeaderCell<T>({
  column,
  sort,
  onSortChange,
}: {
  column: TableColumn<T>;
  sort?: string;
  onSortChange?: (sort: string) => void;
}) {
  const style: CSSProperties | undefined = column.width ? { width: column.width } : undefined;
  if (!column.sortKey || !onSortChange) {
    return (
      <th scope="col" className={cellClass(column)} style={style}>
        {column.header}
      </th>
    );
  }
  const current = parseSort(sort);
  const direction = current?.key === column.sortKey ? current.direction : null;
  return (
    <th
      scope="col"
      className={cellClass(column)}
      style={style}
      aria-sort={direction ? ARIA_SORT[direction] : 'none'}
    >
      <button
        type="button"
        className="ph-table__sort"
        onClick={() => onSortChange(toggleSort(sort, column.sortKey as string, column.sortFirst))}
      >
        {column.header}
        <ChevronDownIcon size={14} className={cx('ph-table__sort-icon', direction && `is-${direction}`)} />
      </button>
    </th>
  );
}

/**
 * A list as an accessible table (caption, column headers, sortable headers with aria-sort), with
 * its loading, failed and empty states and the pages below it. On narrow screens it scrolls
 * sideways inside its wrapper, or, `stacked`, shows each row as a card.
 */
export function Table<T>(props: TableProps<T>) {
  const {
    caption,
    showCaption,
    columns,
    rows,
    rowKey,
    loading,
    error,
    empty,
    busy,
    sort,
    onSortChange,
    stacked,
    className,
  } = props;
  const head = (
    <thead>
      <tr>
        {columns.map((column) => (
          <HeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
        ))}
      </tr>
    </thead>
  );
  const tableClass = cx('ph-table', stacked && 'ph-table--stack', className);
  const captionEl = (
    <caption className={showCaption ? 'ph-table__caption' : 'ph-visually-hidden'}>{caption}</caption>
  );

  if (rows === undefined && loading) {
    return (
      <LoadingStatus>
        {/* The placeholder keeps the table's shape for sighted users; assistive tech hears "Loading". */}
        <div className="ph-table-wrap" aria-hidden="true">
          <table className={tableClass}>
            {head}
            <tbody>
              {Array.from({ length: SKELETON_ROWS }, (_, i) => (
                <tr key={i}>
                  {columns.map((column) => (
                    <td key={column.id}>
                      <Skeleton className="ph-table__skeleton" />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </LoadingStatus>
    );
  }
  if (rows === undefined) {
    return error ? <LoadError title={error.title} onRetry={error.onRetry} retrying={error.retrying} /> : null;
  }
  if (rows.length === 0)
    return <EmptyState icon={empty.icon} title={empty.title} description={empty.description} />;

  return (
    <>
      <div className="ph-table-wrap">
        <table className={tableClass} aria-busy={busy || undefined}>
          {captionEl}
          {head}
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} data-label={labelOf(column)} className={cellClass(column)}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {props.onPageChange && props.page !== undefined && props.totalPages !== undefined && (
        <Pagination
          page={props.page}
          totalPages={props.totalPages}
          onPageChange={props.onPageChange}
          label={`${caption} pages`}
        />
      )}
    </>
  );
}

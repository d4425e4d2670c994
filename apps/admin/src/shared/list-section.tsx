import type { Paged } from '@phonehub/contracts';
import {
  ACTIONS_COLUMN,
  Card,
  CardBody,
  CardHeader,
  ListToolbar,
  Table,
  type SelectOption,
  type TableColumn,
} from '@phonehub/ui';
import type { ReactNode } from 'react';
import type { PagedList } from './use-paged-list';

export interface ListSectionProps<R> {
  list: PagedList<R>;
  /** The title, and what is said before the first answer (or always, for an answer with no `total`). */
  heading: readonly [title: string, intro: string];
  /** Replaces the count ('2 orders, newest first.'). */
  description?: ReactNode;
  /** Buttons beside the title, e.g. an export. */
  actions?: ReactNode;
  /** Offers a search ('Search {rows}'), with this placeholder. */
  searchHint?: string;
  /** The status filter's choices, for a list filtered by status. */
  statuses?: readonly SelectOption[];
  /** The list filter the Status choice sets ('status' unless the API names it otherwise). */
  statusFilter?: string;
  /** More choices after Status, each setting the list filter of its name. */
  filters?: readonly ListFilterChoice[];
  onRefresh?: () => unknown;
  refreshing?: boolean;
  /** Shown above the toolbar, e.g. a setting that changes what the list counts. */
  lead?: ReactNode;
  children: ReactNode;
}

/** A filter of the list offered as a choice, e.g. { name: 'role', label: 'Role', options }. */
export interface ListFilterChoice {
  name: string;
  label: string;
  options: readonly SelectOption[];
}

type Pairs = readonly (readonly [value: string, label: string])[];

/** Select options from [value, label] pairs; the first is usually the unfiltered '' one. */
export const optionsOf = (pairs: Pairs): SelectOption[] => pairs.map(([value, label]) => ({ value, label }));

/** A ListFilterChoice from [value, label] pairs. */
export const filterChoice = (name: string, label: string, pairs: Pairs): ListFilterChoice => ({
  name,
  label,
  options: optionsOf(pairs),
});

/** The column of each row's buttons, at the row's end: `cell` draws them. */
export const endActionsColumn = <R,>(cell: TableColumn<R>['cell']): TableColumn<R> => ({
  ...ACTIONS_COLUMN,
  align: 'end',
  cell,
});

const totalOf = (data: unknown) => (data as { total?: unknown } | undefined)?.total;

/** A list section's card: title and count, the toolbar bound to the list's address, then the rows. */
export function ListSection<R>({
  list,
  heading: [title, intro],
  description,
  actions,
  searchHint,
  statuses,
  statusFilter = 'status',
  filters = [],
  onRefresh,
  refreshing,
  lead,
  children,
}: ListSectionProps<R>) {
  const [one, many] = list.noun;
  const total = totalOf(list.query.data);
  let said: ReactNode = description ?? intro;
  if (description === undefined && typeof total === 'number') {
    said = `${total} ${total === 1 ? one : many}${list.filtered ? ' matching the filters' : ''}${list.sort ? '' : ', newest first'}.`;
  }
  const filter = statuses && {
    name: statusFilter,
    label: 'Status',
    options: statuses,
    value: list.filters[statusFilter] ?? '',
    onChange: (value: string) => list.setFilter(statusFilter, value),
  };
  return (
    <Card>
      <CardHeader title={title} description={said} actions={actions} />
      <CardBody>
        {lead}
        <ListToolbar
          search={
            searchHint === undefined
              ? undefined
              : {
                  label: `Search ${many}`,
                  placeholder: searchHint,
                  value: list.search,
                  onSearch: list.setSearch,
                }
          }
          filters={[
            ...(filter ? [filter] : []),
            ...filters.map((choice) => ({
              ...choice,
              value: list.filters[choice.name] ?? '',
              onChange: (value: string) => list.setFilter(choice.name, value),
            })),
          ]}
          onRefresh={onRefresh ?? list.refresh}
          refreshing={refreshing ?? list.refreshing}
        />
        {children}
      </CardBody>
    </Card>
  );
}

export interface ListTableProps<R, T> {
  list: PagedList<R>;
  /** The page of rows in the answer; the answer itself by default. */
  select?: (data: R) => Paged<T>;
  columns: readonly TableColumn<T>[];
  icon: ReactNode;
  /** Said when the list is empty before any search or filter, e.g. where its rows come from. */
  emptyHint: string;
}

const samePage = <R, T>(data: R) => data as unknown as Paged<T>;

/** The list's rows as a table captioned by what they are (cards on phones), paged and sorted through the address. */
export function ListTable<R, T extends { id: string }>({
  list,
  select = samePage,
  columns,
  icon,
  emptyHint,
}: ListTableProps<R, T>) {
  const many = list.noun[1];
  const caption = `${many.charAt(0).toUpperCase()}${many.slice(1)}`;
  const onlySearched = list.search && !Object.values(list.filters).some(Boolean);
  const empty = !list.filtered
    ? { icon, title: `No ${many} yet`, description: emptyHint }
    : {
        icon,
        title: `No ${many} match ${onlySearched ? 'your search' : 'the filters'}`,
        description: `Try a different search${onlySearched ? '' : ' or filter'}.`,
      };
  return (
    <Table
      caption={caption}
      stacked
      columns={columns}
      rowKey={(row) => row.id}
      empty={empty}
      {...list.table(select)}
    />
  );
}

export type ListCardProps<R, T> = Omit<ListSectionProps<R>, 'children'> & Omit<ListTableProps<R, T>, 'list'>;

/** The usual list section: the card, its toolbar and the one table of the same list. */
export function ListCard<R, T extends { id: string }>({
  select,
  columns,
  icon,
  emptyHint,
  ...section
}: ListCardProps<R, T>) {
  return (
    <ListSection {...section}>
      <ListTable list={section.list} select={select} columns={columns} icon={icon} emptyHint={emptyHint} />
    </ListSection>
  );
}

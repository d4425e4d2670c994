import type { Paged } from '@phonehub/contracts';
import { Table, type PagedList, type TableColumn, type TableEmpty } from '@phonehub/ui';

export interface PagedTableProps<T> {
  /** A list whose answer is the page itself. */
  list: PagedList<Paged<T>>;
  caption: string;
  columns: readonly TableColumn<T>[];
  empty: TableEmpty;
}

/** A seller list's rows: cards on phones, paged and sorted through the address. */
export function PagedTable<T extends { id: string }>({ list, caption, columns, empty }: PagedTableProps<T>) {
  return (
    <Table
      caption={caption}
      stacked
      columns={columns}
      rowKey={(row) => row.id}
      empty={empty}
      {...list.table((data) => data)}
    />
  );
}

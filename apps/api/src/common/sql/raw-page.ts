import type { DataSource } from 'typeorm';
import { offsetOf } from '../paging/paged';
import type { PageQueryDto } from '../paging/page-query.dto';

/**
 * The positional parameters of a raw statement: `add(value)` keeps the value and gives back its
 * placeholder ($1, $2, …); `values` go with the statement.
 */
export function sqlParams(): { values: unknown[]; add: (value: unknown) => string } {
  const values: unknown[] = [];
  return { values, add: (value) => `$${values.push(value)}` };
}

/** `LIMIT $n OFFSET $m` of the query's page, both added as parameters (the limit first). */
export const pageClause = (
  add: (value: unknown) => string,
  query: Pick<PageQueryDto, 'page' | 'page_size'>,
) => `LIMIT ${add(query.page_size)} OFFSET ${add(offsetOf(query))}`;

/** How many rows `SELECT … FROM {from}` (tables, joins and WHERE) finds, for a page's total. */
export async function countRows(db: DataSource, from: string, values: readonly unknown[]): Promise<number> {
  const [{ total }] = await db.query<Array<{ total: number }>>(`SELECT count(*)::int AS total FROM ${from}`, [
    ...values,
  ]);
  return total;
}

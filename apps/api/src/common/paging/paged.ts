import type { Paged } from '@phonehub/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { PageQueryDto } from './page-query.dto';

/** Rows to skip before the query's page. */
export const offsetOf = (query: Pick<PageQueryDto, 'page' | 'page_size'>) =>
  (query.page - 1) * query.page_size;

export function toPaged<T>(
  items: T[],
  total: number,
  query: Pick<PageQueryDto, 'page' | 'page_size'>,
): Paged<T> {
  return {
    items,
    total,
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.max(1, Math.ceil(total / query.page_size)),
  };
}

/** Orders the builder's entities newest first: by `createdAt`, then `id` so that pages never overlap. */
export const newestFirst = <E extends ObjectLiteral>(builder: SelectQueryBuilder<E>): SelectQueryBuilder<E> =>
  builder.orderBy(`${builder.alias}.createdAt`, 'DESC').addOrderBy(`${builder.alias}.id`, 'DESC');

/** A sort value (`field` or `-field`, already checked against an allow-list) as column and direction. */
export function parseSort<F extends string>(
  sort: string | undefined,
  fallback: `${'' | '-'}${F}`,
): { field: F; direction: 'ASC' | 'DESC' } {
  const value = sort ?? fallback;
  return value.startsWith('-')
    ? { field: value.slice(1) as F, direction: 'DESC' }
    : { field: value as F, direction: 'ASC' };
}

/**
 * Runs the builder for one page in SQL: the page's rows (OFFSET/LIMIT) and a count of all matches.
 * The builder must already be ordered, with a unique last key so pages never overlap, and join
 * only to-one relations (OFFSET/LIMIT count joined rows, not entities).
 *
 * A LEFT JOIN to a to-one relation neither adds nor removes rows, so when the filter and the
 * order do not use it, the count and the page's keys are found without it (a plain COUNT over the
 * main table, and an index walk to the page however deep it is) and only the page's own rows are
 * then read with their joins; the answer is the same, without joining every skipped row.
 */
export async function findPage<E extends ObjectLiteral>(
  builder: SelectQueryBuilder<E>,
  query: Pick<PageQueryDto, 'page' | 'page_size'>,
): Promise<{ rows: E[]; total: number }> {
  const lean = withoutUnusedJoins(builder);
  const key = builder.expressionMap.mainAlias?.metadata.primaryColumns;
  if (!lean || key?.length !== 1) {
    const [rows, total] = await builder.offset(offsetOf(query)).limit(query.page_size).getManyAndCount();
    return { rows, total };
  }
  const keyPath = `${builder.alias}.${key[0].propertyPath}`;
  const total = await lean.clone().getCount();
  const keys = (
    await lean
      .clone()
      .select(keyPath, 'page_key')
      .offset(offsetOf(query))
      .limit(query.page_size)
      .getRawMany<{ page_key: unknown }>()
  ).map((row) => row.page_key);
  if (keys.length === 0) return { rows: [], total };
  const rows = await builder.clone().andWhere(`${keyPath} IN (:...pageKeys)`, { pageKeys: keys }).getMany();
  return { rows, total };
}

/** One page of the builder's rows (as `findPage` reads them), each mapped to what the client reads. */
export async function pageOf<E extends ObjectLiteral, T>(
  builder: SelectQueryBuilder<E>,
  query: Pick<PageQueryDto, 'page' | 'page_size'>,
  map: (row: E) => T | Promise<T>,
): Promise<Paged<T>> {
  const { rows, total } = await findPage(builder, query);
  return toPaged(await Promise.all(rows.map((row) => map(row))), total, query);
}

/**
 * A copy of the builder without the LEFT JOINs that nothing but the selection uses (not the
 * filter, the order, nor another join's condition), or null when every join is needed.
 */
function withoutUnusedJoins<E extends ObjectLiteral>(
  builder: SelectQueryBuilder<E>,
): SelectQueryBuilder<E> | null {
  const map = builder.expressionMap;
  if (map.relationIdAttributes.length > 0 || map.relationCountAttributes.length > 0) return null;
  let dropped = map.joinAttributes.filter((join) => join.direction === 'LEFT');
  for (;;) {
    if (dropped.length === 0) return null;
    const lean = builder.clone();
    lean.expressionMap.joinAttributes = lean.expressionMap.joinAttributes.filter(
      (join) => !dropped.some((d) => d.alias.name === join.alias.name),
    );
    const sql = lean.clone().select('1').getQuery();
    const used = dropped.filter((join) => mentions(sql, join.alias.name));
    if (used.length === 0) return lean;
    dropped = dropped.filter((join) => !used.includes(join));
  }
}

/** Whether the SQL refers to a column of `alias` ("alias".column or alias.column). */
function mentions(sql: string, alias: string): boolean {
  const name = alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?:"${name}"|(?<![\\w."])${name})\\.`).test(sql);
}

import type { Paged } from '@phonehub/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import type { PageQueryDto } from './page-query.dto';

/** Rows to skip before the query's page. */
export const offsetOf = (query: Pick<PageQueryDto, 'page' | 'page_size'>) => (query.page - 1) * query.page_size;

export function toPaged<T>(items: T[], total: number, query: Pick<PageQueryDto, 'page' | 'page_size'>): Paged<T> {
  return {
    items,
    total,
    page: query.page,
    page_size: query.page_size,
    total_pages: Math.max(1, Math.ceil(total / query.page_size)),
  };
}

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
 */
export async function findPage<E extends ObjectLiteral>(
  builder: SelectQueryBuilder<E>,
  query: Pick<PageQueryDto, 'page' | 'page_size'>,
): Promise<{ rows: E[]; total: number }> {
  const [rows, total] = await builder.offset(offsetOf(query)).limit(query.page_size).getManyAndCount();
  return { rows, total };
}

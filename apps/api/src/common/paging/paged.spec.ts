import type { SelectQueryBuilder } from 'typeorm';
import { pageOf, parseSort, toPaged } from './paged';

describe('toPaged', () => {
  it('counts whole pages, rounding up', () => {
    expect(toPaged(['a'], 41, { page: 3, page_size: 20 })).toEqual({
      items: ['a'],
      total: 41,
      page: 3,
      page_size: 20,
      total_pages: 3,
    });
  });

  it('answers one (empty) page when nothing matches', () => {
    expect(toPaged([], 0, { page: 1, page_size: 20 }).total_pages).toBe(1);
  });
});

describe('parseSort', () => {
  it('reads a leading minus as descending and falls back to the default', () => {
    expect(parseSort('-total', 'created_at')).toEqual({ field: 'total', direction: 'DESC' });
    expect(parseSort('total', 'created_at')).toEqual({ field: 'total', direction: 'ASC' });
    expect(parseSort(undefined, '-created_at')).toEqual({ field: 'created_at', direction: 'DESC' });
  });
});

describe('pageOf', () => {
  it("maps the page's rows (one argument each, awaited) and counts its pages", async () => {
    const builder = {
      expressionMap: { relationIdAttributes: [], relationCountAttributes: [], joinAttributes: [] },
      offset: jest.fn().mockReturnThis(),
      limit: jest.fn().mockReturnThis(),
      getManyAndCount: jest.fn().mockResolvedValue([[{ n: 1 }, { n: 2 }], 45]),
    } as unknown as SelectQueryBuilder<{ n: number }>;
    const map = jest.fn(async (row: { n: number }) => row.n * 10);
    await expect(pageOf(builder, { page: 3, page_size: 20 }, map)).resolves.toEqual({
      items: [10, 20],
      total: 45,
      page: 3,
      page_size: 20,
      total_pages: 3,
    });
    expect(builder.offset).toHaveBeenCalledWith(40);
    expect(map.mock.calls).toEqual([[{ n: 1 }], [{ n: 2 }]]);
  });
});

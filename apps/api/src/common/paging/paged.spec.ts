import { parseSort, toPaged } from './paged';

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

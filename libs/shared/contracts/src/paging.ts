/** The most rows one page of an admin list may ask for. */
export const PAGE_SIZE_MAX = 100;

/**
 * Query of every admin list endpoint. `sort` names one of the endpoint's sortable fields,
 * `-field` for descending; each endpoint documents its own list and default.
 */
export interface PageQuery {
  page?: number;
  /** 1 to PAGE_SIZE_MAX. */
  page_size?: number;
  search?: string;
  sort?: string;
}

/** One page of an admin list; `total` counts every matching row, `total_pages` is at least 1. */
export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
  total_pages: number;
}

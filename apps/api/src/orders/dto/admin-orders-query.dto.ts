import type { AdminOrdersQuery, OrderStatus } from '@phonehub/contracts';
import { OneOfFilter } from '../../common/paging/list-filters';
import { PageQueryDto, SortBy } from '../../common/paging/page-query.dto';

export const ORDER_STATUSES: readonly OrderStatus[] = [
  'pending',
  'confirmed',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];
export const ORDER_SORTS = ['created_at', 'total'] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

/** GET /api/admin/orders: newest first unless sorted; search matches the email or the order id. */
export class AdminOrdersQueryDto extends PageQueryDto implements AdminOrdersQuery {
  @SortBy(ORDER_SORTS)
  sort?: string;

  @OneOfFilter(ORDER_STATUSES)
  status?: OrderStatus;
}

/** GET /api/admin/sales: the paid orders, newest first unless sorted. */
export class AdminSalesQueryDto extends PageQueryDto {
  @SortBy(ORDER_SORTS)
  sort?: string;
}

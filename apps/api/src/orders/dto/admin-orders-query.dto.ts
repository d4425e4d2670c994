import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { AdminOrdersQuery, OrderStatus } from '@phonehub/contracts';
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

  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsOptional()
  @IsIn(ORDER_STATUSES, { message: `status must be one of: ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus;
}

/** GET /api/admin/sales: the paid orders, newest first unless sorted. */
export class AdminSalesQueryDto extends PageQueryDto {
  @SortBy(ORDER_SORTS)
  sort?: string;
}

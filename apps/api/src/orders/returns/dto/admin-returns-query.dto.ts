import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import type { AdminReturnsQuery, ReturnStatus } from '@phonehub/contracts';
import { RETURN_STATUSES } from '@phonehub/domain';
import { PageQueryDto, SortBy } from '../../../common/paging/page-query.dto';

export const RETURN_SORTS = ['created_at'] as const;
export type ReturnSort = (typeof RETURN_SORTS)[number];

/** GET /api/admin/returns: newest first unless sorted; search matches the order's email or id. */
export class AdminReturnsQueryDto extends PageQueryDto implements AdminReturnsQuery {
  @SortBy(RETURN_SORTS)
  sort?: string;

  @ApiPropertyOptional({ enum: RETURN_STATUSES })
  @IsOptional()
  @IsIn(RETURN_STATUSES, { message: `status must be one of: ${RETURN_STATUSES.join(', ')}` })
  status?: ReturnStatus;
}

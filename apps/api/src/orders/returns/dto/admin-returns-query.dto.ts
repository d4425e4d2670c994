import type { AdminReturnsQuery, ReturnStatus } from '@phonehub/contracts';
import { RETURN_STATUSES } from '@phonehub/domain';
import { OneOfFilter } from '../../../common/paging/list-filters';
import { PageQueryDto, SortBy } from '../../../common/paging/page-query.dto';

export const RETURN_SORTS = ['created_at'] as const;
export type ReturnSort = (typeof RETURN_SORTS)[number];

/** GET /api/admin/returns: newest first unless sorted; search matches the order's email or id. */
export class AdminReturnsQueryDto extends PageQueryDto implements AdminReturnsQuery {
  @SortBy(RETURN_SORTS)
  sort?: string;

  @OneOfFilter(RETURN_STATUSES)
  status?: ReturnStatus;
}

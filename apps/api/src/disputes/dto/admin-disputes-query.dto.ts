import type { AdminDisputesQuery, DisputeStatus } from '@phonehub/contracts';
import { disputeMachine } from '@phonehub/domain';
import { BlankAsMissing, OneOfFilter } from '../../common/paging/list-filters';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** GET /api/admin/disputes: newest first; `status` filters. */
export class AdminDisputesQueryDto extends PageQueryDto implements AdminDisputesQuery {
  @OneOfFilter(disputeMachine.states, { read: BlankAsMissing() })
  status?: DisputeStatus;
}

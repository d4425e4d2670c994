import type { AdminPayoutsQuery, TradePayoutStatus } from '@phonehub/contracts';
import { OneOfFilter } from '../../common/paging/list-filters';
import { PageQueryDto } from '../../common/paging/page-query.dto';

/** A trade-in bank payout is pending (waiting for the customer's account, or refused and retried) or paid. */
const STATUSES: TradePayoutStatus[] = ['pending', 'paid'];

/** GET /api/admin/payouts/trades: one page of the bank payouts, newest choice first; search matches the tracking code, name or email. */
export class AdminTradePayoutsQueryDto extends PageQueryDto implements Omit<AdminPayoutsQuery, 'kind'> {
  @OneOfFilter(STATUSES)
  status?: TradePayoutStatus;
}

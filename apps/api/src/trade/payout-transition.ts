import type { TradePayoutStatus } from '@phonehub/contracts';
import { payoutMachine, type TransitionContext } from '@phonehub/domain';
import type { EntityManager } from 'typeorm';
import type { StatusChanges } from '../status-history/status-changes.service';
import type { TradeRequestEntity } from './entities/trade-request.entity';

/** Moves a trade's payout (its `payoutStatus`) along the payout machine, recorded like any status change. */
export function movePayout(
  changes: StatusChanges,
  manager: EntityManager,
  trade: TradeRequestEntity,
  to: TradePayoutStatus,
  by: TransitionContext,
) {
  return changes.transition(manager, payoutMachine, 'payout', trade, to, by, 'payoutStatus');
}

import type { TradePayoutStatus } from '@phonehub/contracts';
import { formatCents, payoutMachine, tradeMachine, type TransitionContext } from '@phonehub/domain';
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

/**
 * A bank payout was sent as the provider's transfer `transferId`: the trade completes and its payout
 * is paid (both through their machines, so a second sender finds nothing left to do), with the
 * transfer as its reference. The caller holds the trade's row lock, saves it and puts the returned
 * note on the timeline.
 */
export async function markBankPayoutSent(
  changes: StatusChanges,
  manager: EntityManager,
  trade: TradeRequestEntity,
  transferId: string,
  by: TransitionContext,
): Promise<string> {
  await changes.transition(manager, tradeMachine, 'trade', trade, 'completed', by);
  const change = await movePayout(changes, manager, trade, 'paid', by);
  Object.assign(trade, { payoutReference: transferId, paidAt: change.at, payoutFailure: null });
  return `Bank payout of ${formatCents(trade.payoutCents ?? 0)} sent (transfer ${transferId})`;
}

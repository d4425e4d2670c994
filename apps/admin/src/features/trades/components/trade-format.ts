import type { TradeRequest, TradeStatusName } from '@phonehub/contracts';
import { deviceDisplayName, TRADE_STATUSES } from '@phonehub/domain';

/** Spec section 4: the portal shows an unknown status as pending_review. */
export function portalStatus(status: string): TradeStatusName {
  return (TRADE_STATUSES as readonly string[]).includes(status)
    ? (status as TradeStatusName)
    : 'pending_review';
}

export const tradeTitle = (trade: TradeRequest) => deviceDisplayName(trade.brand, trade.model);

/** '#1a2b3c4d': the first 8 characters of the trade's id. */
export const shortTradeId = (id: string) => `#${id.slice(0, 8)}`;

export const customerName = (trade: TradeRequest) =>
  `${trade.firstName} ${trade.lastName}`.trim() || trade.email || 'Unknown';

import type { TradeRequest } from '@phonehub/contracts';
import { deviceDisplayName, toCents } from '@phonehub/domain';

/** What a trade is worth to its owner: the final value once set, else the estimate. */
export const tradeValue = (trade: Pick<TradeRequest, 'finalValue' | 'estimatedValue'>) =>
  trade.finalValue ?? trade.estimatedValue;

export interface TradeStats {
  total: number;
  /** Approved or completed. */
  approved: number;
  /** Still pending review. */
  pending: number;
  /** In cents: the value of approved and completed trades. */
  valueCents: number;
}

const ACCEPTED = new Set<string>(['approved', 'completed']);

export function tradeStats(trades: readonly TradeRequest[]): TradeStats {
  const accepted = trades.filter((trade) => ACCEPTED.has(trade.status));
  return {
    total: trades.length,
    approved: accepted.length,
    pending: trades.filter((trade) => trade.status === 'pending_review').length,
    valueCents: accepted.reduce((sum, trade) => sum + toCents(tradeValue(trade)), 0),
  };
}

/** 'Apple iPhone 15', never 'Apple Apple Watch' (the domain's one rule for device names). */
export const deviceName = (trade: Pick<TradeRequest, 'brand' | 'model'>) =>
  deviceDisplayName(trade.brand, trade.model);

import type { DevicePricing, TradePayout, TradeStatistics } from '@phonehub/contracts';

/** A bank payout the customer chose, waiting for them to set up payouts at the payment provider. */
export const PENDING_BANK_PAYOUT: TradePayout = {
  method: 'bank_transfer',
  status: 'pending',
  amount: 300,
  reference: null,
  paid_at: null,
  payout_account: { state: 'not_started', requirements_due: [], updated_at: null },
  failure: null,
};

/** The same payout sent by transfer to the customer's enabled recipient account. */
export const PAID_BANK_PAYOUT: TradePayout = {
  ...PENDING_BANK_PAYOUT,
  status: 'paid',
  reference: 'tr_1TradePayout',
  paid_at: '2026-03-02T10:00:00.000Z',
  payout_account: { state: 'enabled', requirements_due: [], updated_at: '2026-03-01T10:00:00.000Z' },
};

export function fakeTradeStats(overrides: Partial<TradeStatistics> = {}): TradeStatistics {
  return {
    totalTrades: 10,
    pendingReviews: 3,
    approvedToday: 1,
    rejectedToday: 0,
    totalRevenue: 2100,
    averageTradeValue: 312.456,
    approvalRate: 40,
    totalUsers: 25,
    guestUsers: 6,
    topBrands: [
      { name: 'Apple', count: 4, percentage: 40 },
      { name: 'Samsung', count: 3, percentage: 30 },
      { name: 'Google', count: 1, percentage: 10 },
    ],
    ...overrides,
  };
}

export function fakeDevicePricing(overrides: Partial<DevicePricing> = {}): DevicePricing {
  return {
    id: 'd0000000-0000-4000-8000-000000000001',
    brand: 'Apple',
    model: 'iPhone 14 Pro',
    device_type: 'phone',
    storage_options: ['128GB', '256GB', '512GB'],
    condition_prices: { excellent: 620, very_good: 540, good: 450.5, fair: 300 },
    base_price: 700,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

import type { DevicePricing, TradeRequest, TradeStatistics } from '@phonehub/contracts';

/** A trade request as the admin API returns it, for tests: Ada's pending iPhone with two photos. */
export function fakeTrade(overrides: Partial<TradeRequest> = {}): TradeRequest {
  return {
    id: '3b9d2c4e-1f20-4a8b-9c7d-5e6f7a8b9c0d',
    tracking_code: 'TRD-7K4M-92QX',
    userId: 'u1',
    isGuest: false,
    status: 'pending_review',
    submittedAt: '2026-02-10T14:00:00.000Z',
    reviewedAt: null,
    brand: 'Apple',
    model: 'iPhone 14 Pro',
    storage: '256GB',
    color: 'Deep Purple',
    condition: 'very_good',
    serialNumber: 'F2LXK9ABCD12',
    description: 'Small scratch on the back glass.',
    images: ['/api/trade/images/front.jpg', '/api/trade/images/back.jpg'],
    tradePartnerId: 'ecocycle',
    tradePartner: 'EcoCycle Partners',
    estimatedValue: 480,
    finalValue: null,
    rejectionReason: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(555) 123-4567',
    street: '1 Analytical Way',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62701',
    country: 'USA',
    ...overrides,
  };
}

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
    storage_options: ['128GB', '256GB', '512GB'],
    condition_prices: { excellent: 620, very_good: 540, good: 450.5, fair: 300 },
    base_price: 700,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

import type { TrackedTrade, TradeRequest } from '@phonehub/contracts';

/** A trade as GET /api/trade/requests returns it to its owner: pending review, two photos. */
export function fakeTrade(overrides: Partial<TradeRequest> = {}): TradeRequest {
  return {
    id: 'trade-1',
    tracking_code: 'TR-7K2M9Q4XPD',
    userId: 'user-1',
    isGuest: false,
    status: 'pending_review',
    submittedAt: '2026-01-05T10:00:00.000Z',
    reviewedAt: null,
    brand: 'Apple',
    model: 'iPhone 13',
    storage: '128GB',
    color: 'Midnight',
    condition: 'very_good',
    serialNumber: 'F2LXK9Q1AB',
    description: 'Small scratch on the back',
    images: ['/api/media/trades/a1.jpg', '/api/media/trades/a2.jpg'],
    tradePartnerId: 'partner-1',
    tradePartner: 'GreenCycle',
    estimatedValue: 450,
    finalValue: null,
    rejectionReason: null,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '(555) 123-4567',
    street: '12 Engine Row',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    country: 'USA',
    ...overrides,
  };
}

/** The public tracking answer for the same trade. */
export function fakeTrackedTrade(overrides: Partial<TrackedTrade> = {}): TrackedTrade {
  return {
    tracking_code: 'TR-7K2M9Q4XPD',
    brand: 'Apple',
    model: 'iPhone 13',
    status: 'pending_review',
    image: '/api/media/trades/a1.jpg',
    condition: 'very_good',
    estimatedValue: 450,
    finalValue: null,
    submittedAt: '2026-01-05T10:00:00.000Z',
    description: 'Small scratch on the back',
    rejectionReason: null,
    tradePartner: 'GreenCycle',
    ...overrides,
  };
}

import type { ParcelTracking } from '@phonehub/contracts';

/** A trade-in's prepaid label as the API answers it: bought, scanned in transit (newest scan first). */
export function fakeTradeLabel(overrides: Partial<ParcelTracking> = {}): ParcelTracking {
  return {
    carrier: 'USPS',
    service: 'GroundAdvantage',
    tracking_code: 'EZ100000000000000042',
    status: 'in_transit',
    label_url: 'http://127.0.0.1:4243/usps/labels/shp_42.pdf',
    events: [
      {
        status: 'in_transit',
        message: 'Departed USPS facility',
        location: 'Austin, TX, US',
        at: '2026-01-09T15:00:00.000Z',
      },
      {
        status: 'label_created',
        message: 'Shipping label created',
        location: null,
        at: '2026-01-07T10:00:00.000Z',
      },
    ],
    expires_at: '2026-01-28T09:00:00.000Z',
    ...overrides,
  };
}

import type { AdminOrder } from '@phonehub/contracts';

/** An admin order as the API returns it, for tests: a paid order of two items, placed by Ada. */
export function fakeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: '7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22',
    created_at: '2026-02-03T15:30:00.000Z',
    updated_at: '2026-02-03T15:30:00.000Z',
    status: 'pending',
    payment_status: 'paid',
    email: 'ada@example.com',
    items: [
      { product_id: 'p1', product_name: 'iPhone 14 Pro', name: 'iPhone 14 Pro', brand: 'Apple', model: 'iPhone 14 Pro', image: null, quantity: 2, price: 549 },
      { product_id: 'p2', product_name: 'AirPods Pro', name: 'AirPods Pro', brand: 'Apple', model: 'AirPods Pro', image: null, quantity: 1, price: 149.5 },
    ],
    shipping_address: { name: 'Ada Lovelace', address_line_1: '1 Analytical Way', city: 'London', state: 'LN', postal_code: '10001', country: 'US' },
    shipping_method: 'standard',
    tracking_number: null,
    notes: null,
    subtotal: 1247.5,
    tax: 99.8,
    shipping_cost: 0,
    total: 1347.3,
    currency: 'usd',
    user_id: 'u1',
    user_name: 'Ada Lovelace',
    user_email: 'ada@example.com',
    ...overrides,
  };
}

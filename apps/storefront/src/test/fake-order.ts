import type { Order } from '@phonehub/contracts';

/** An order as GET /api/orders returns it, for tests: two lines, paid, processing, not yet shipped. */
export function fakeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: '6650a1b2c3d4e5f6a7b8c9d0',
    created_at: '2026-01-02T10:00:00.000Z',
    updated_at: '2026-01-02T10:00:00.000Z',
    status: 'processing',
    payment_status: 'paid',
    email: 'ada@example.com',
    items: [
      { product_id: 'prod-1', product_name: 'Apple iPhone 14 Pro 128GB', name: 'Apple iPhone 14 Pro 128GB', brand: 'Apple', model: 'iPhone 14 Pro', image: '/img/p1.svg', quantity: 2, price: 549 },
      { product_id: 'prod-2', product_name: 'AirPods Pro', name: 'AirPods Pro', brand: 'Apple', model: 'AirPods Pro', image: null, quantity: 1, price: 120.5 },
    ],
    shipping_address: { name: 'Ada Lovelace', address_line_1: '12 Engine Row', address_line_2: 'Flat 3', city: 'Austin', state: 'TX', postal_code: '78701', country: 'United States' },
    shipping_method: 'standard',
    tracking_number: null,
    notes: null,
    subtotal: 1218.5,
    tax: 97.48,
    shipping_cost: 0,
    total: 1315.98,
    currency: 'usd',
    ...overrides,
  };
}

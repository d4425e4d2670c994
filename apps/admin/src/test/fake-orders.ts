import type { AdminOrder, AdminOrderReturn } from '@phonehub/contracts';

/** An admin order as the API returns it, for tests: a paid order of two items, placed by Ada, nothing refunded. */
export function fakeAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: '7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22',
    created_at: '2026-02-03T15:30:00.000Z',
    updated_at: '2026-02-03T15:30:00.000Z',
    status: 'pending',
    payment_status: 'paid',
    email: 'ada@example.com',
    items: [
      {
        id: 'line-1',
        product_id: 'p1',
        product_name: 'iPhone 14 Pro',
        name: 'iPhone 14 Pro',
        brand: 'Apple',
        model: 'iPhone 14 Pro',
        image: null,
        quantity: 2,
        price: 549,
        seller: null,
      },
      {
        id: 'line-2',
        product_id: 'p2',
        product_name: 'AirPods Pro',
        name: 'AirPods Pro',
        brand: 'Apple',
        model: 'AirPods Pro',
        image: null,
        quantity: 1,
        price: 149.5,
        seller: null,
      },
    ],
    shipping_address: {
      name: 'Ada Lovelace',
      address_line_1: '1 Analytical Way',
      city: 'London',
      state: 'LN',
      postal_code: '10001',
      country: 'US',
    },
    shipping_method: 'standard',
    tracking_number: null,
    notes: null,
    subtotal: 1247.5,
    tax: 99.8,
    shipping_cost: 0,
    total: 1347.3,
    currency: 'usd',
    delivered_at: null,
    amount_refunded: 0,
    return: null,
    shipments: [],
    refunds: [],
    user_id: 'u1',
    user_name: 'Ada Lovelace',
    user_email: 'ada@example.com',
    ...overrides,
  };
}

/** A return request as GET /api/admin/returns lists it, for tests: Ada sends back one iPhone of the order above. */
export function fakeAdminReturn(overrides: Partial<AdminOrderReturn> = {}): AdminOrderReturn {
  return {
    id: 'r0000000-0000-4000-8000-000000000001',
    order_id: '7f3c2a10-5b6d-4e8f-9a01-0000aa11bb22',
    status: 'requested',
    reason: 'The screen flickers when it is cold.',
    note: null,
    items: [{ order_item_id: 'line-1', product_name: 'iPhone 14 Pro', quantity: 1, price: 549 }],
    refund_amount: 592.92,
    label: null,
    created_at: '2026-02-20T10:00:00.000Z',
    updated_at: '2026-02-20T10:00:00.000Z',
    email: 'ada@example.com',
    user_name: 'Ada Lovelace',
    ...overrides,
  };
}

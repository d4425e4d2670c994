import type { AdminOrder } from '@phonehub/contracts';
import {
  assembleEvidence,
  EVIDENCE_FIELD_MAX,
  EVIDENCE_FIELDS,
  mergeEvidence,
  REFUND_POLICY,
} from './evidence-pack';

const ORDER_ID = '0f0e0d0c-0b0a-4909-8807-0605a4b3c2d1';

function order(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: ORDER_ID,
    created_at: '2025-03-01T10:00:00.000Z',
    updated_at: '2025-03-09T10:00:00.000Z',
    status: 'delivered',
    payment_status: 'disputed',
    email: 'avery@example.com',
    items: [
      {
        id: 'i1',
        product_id: 'p1',
        product_name: 'Pixel 8 128GB',
        name: 'Pixel 8 128GB',
        brand: 'Google',
        model: 'Pixel 8',
        image: 'https://shop.example/images/pixel-8.webp',
        quantity: 1,
        price: 500,
        seller: null,
      },
      {
        id: 'i2',
        product_id: 'p2',
        product_name: 'Fast charger',
        name: 'Fast charger',
        brand: 'Anker',
        model: 'A2633',
        image: null,
        quantity: 2,
        price: 20,
        seller: { id: 's1', company_name: 'Acme Phones' },
      },
    ],
    shipping_address: {
      name: 'Avery ONeil',
      address_line_1: '1 Market St',
      address_line_2: null,
      city: 'San Francisco',
      state: 'CA',
      postal_code: '94105',
      country: 'United States',
    },
    shipping_method: 'standard',
    tracking_number: '1Z999',
    notes: null,
    subtotal: 540,
    tax: 43.2,
    shipping_cost: 0,
    total: 583.2,
    currency: 'usd',
    delivered_at: '2025-03-06T15:30:00.000Z',
    amount_refunded: 0,
    return: null,
    shipments: [
      {
        sold_by: 'Acme Phones',
        tracking_number: 'ACME-42',
        shipped_at: '2025-03-03T09:00:00.000Z',
        item_ids: ['i2'],
        tracking: null,
      },
      {
        sold_by: 'PhoneHub',
        tracking_number: '1Z999',
        shipped_at: '2025-03-02T09:00:00.000Z',
        item_ids: ['i1'],
        tracking: null,
      },
    ],
    user_id: 'u1',
    user_name: 'Avery O. Neil',
    user_email: 'avery@example.com',
    refunds: [],
    ...overrides,
  };
}

const dispute = {
  providerDisputeId: 'dp_123',
  amountCents: 58320,
  reason: 'fraudulent',
  createdAt: new Date('2025-03-20T08:00:00.000Z'),
};

describe('assembleEvidence', () => {
  it("fills the pack from the order: customer, address, lines, tracking and the summary's dates", () => {
    const pack = assembleEvidence({ order: order(), dispute, messages: [] });
    expect(Object.keys(pack)).toEqual(EVIDENCE_FIELDS);
    expect(pack).toMatchObject({
      customer_name: 'Avery O. Neil',
      customer_email_address: 'avery@example.com',
      billing_address: 'Avery ONeil\n1 Market St\nSan Francisco, CA 94105\nUnited States',
      shipping_address: 'Avery ONeil\n1 Market St\nSan Francisco, CA 94105\nUnited States',
      product_description:
        '1 x Pixel 8 128GB, $500.00 each, sold and shipped by PhoneHub; photo as listed: https://shop.example/images/pixel-8.webp\n' +
        '2 x Fast charger (Anker A2633), $20.00 each, sold and shipped by Acme Phones',
      shipping_carrier: '',
      shipping_tracking_number: 'ACME-42, 1Z999',
      shipping_date: '2025-03-02',
      customer_communication: '',
      refund_policy: REFUND_POLICY,
    });
    expect(pack.uncategorized_text).toContain(
      `Order #${ORDER_ID.slice(-8)} (id ${ORDER_ID}) was placed on 2025-03-01`,
    );
    expect(pack.uncategorized_text).toContain('for $583.20 (USD)');
    expect(pack.uncategorized_text).toContain('Delivered on 2025-03-06.');
    expect(pack.uncategorized_text).toContain(
      'Dispute dp_123 for $583.20 (reason: fraudulent) opened on 2025-03-20.',
    );
  });

  it("quotes the customer's support messages, dated and in order; a guest's name comes from the address", () => {
    const pack = assembleEvidence({
      order: order({ user_name: null, shipments: [], delivered_at: null, status: 'processing' }),
      dispute,
      messages: [
        {
          at: '2025-03-04T12:00:00.000Z',
          from: 'Customer',
          subject: 'Where is it?',
          body: 'Has it shipped?',
        },
        {
          at: '2025-03-04T13:05:00.000Z',
          from: 'PhoneHub Support',
          subject: 'Where is it?',
          body: 'Yes, today.',
        },
      ],
    });
    expect(pack.customer_name).toBe('Avery ONeil');
    expect(pack.customer_communication).toBe(
      '[2025-03-04 12:00 UTC] Customer (Where is it?):\nHas it shipped?\n\n' +
        '[2025-03-04 13:05 UTC] PhoneHub Support (Where is it?):\nYes, today.',
    );
    expect(pack.shipping_tracking_number).toBe('');
    expect(pack.shipping_date).toBe('');
    expect(pack.uncategorized_text).toContain('Not marked delivered yet (order status: processing).');
  });

  it('keeps every field within the limit the API takes', () => {
    const long = 'x'.repeat(EVIDENCE_FIELD_MAX + 10);
    const pack = assembleEvidence({
      order: order(),
      dispute,
      messages: [{ at: '2025-03-04T12:00:00.000Z', from: 'Customer', subject: 's', body: long }],
    });
    expect(pack.customer_communication).toHaveLength(EVIDENCE_FIELD_MAX);
  });
});

describe('mergeEvidence', () => {
  it("takes the admin's non-blank fields over the pack and leaves the rest", () => {
    const pack = assembleEvidence({ order: order(), dispute, messages: [] });
    const merged = mergeEvidence(pack, {
      shipping_carrier: 'UPS',
      customer_name: '  ',
      refund_policy: undefined,
    });
    expect(merged).toEqual({ ...pack, shipping_carrier: 'UPS' });
  });
});

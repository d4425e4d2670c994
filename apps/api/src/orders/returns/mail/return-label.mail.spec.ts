import type { OrderReturn } from '@phonehub/contracts';
import { expectMail } from '../../../mail/testing';
import { returnLabelMail } from './return-label.mail';

const orderReturn: OrderReturn = {
  id: '11111111-1111-4111-8111-111111111111',
  order_id: '22222222-2222-4222-8222-2222abcd1234',
  status: 'approved',
  reason: 'The screen flickers.',
  note: null,
  items: [{ order_item_id: 'i1', product_name: 'Pixel 8', quantity: 1, price: 500 }],
  refund_amount: 540,
  label: {
    carrier: 'USPS',
    service: 'GroundAdvantage',
    tracking_code: 'EZ2000000002',
    status: 'label_created',
    label_url: 'http://carrier.test/labels/shp_2.pdf',
    events: [],
    expires_at: null,
  },
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
};

describe('returnLabelMail', () => {
  it('sends the prepaid label to print, what to pack and its tracking number', () => {
    expectMail(returnLabelMail({ email: 'avery@example.com', name: 'Avery', orderReturn })!, {
      to: 'avery@example.com',
      subject: 'Your prepaid return label for order #abcd1234',
      text: [
        'http://carrier.test/labels/shp_2.pdf',
        '1 × Pixel 8',
        'Carrier: USPS GroundAdvantage. Tracking number: EZ2000000002.',
        'We refund you once the carrier delivers it to us',
      ],
    });
  });

  it('sends nothing without a label', () => {
    expect(
      returnLabelMail({ email: 'a@b.c', name: 'A', orderReturn: { ...orderReturn, label: null } }),
    ).toBeNull();
  });
});

import type { Order, OrderShipment } from '@phonehub/contracts';
import { expectMail } from '../../mail/testing';
import { orderParcelMail } from './order-parcel.mail';

const shipment: OrderShipment = {
  sold_by: 'Refurb <Co>',
  tracking_number: 'EZ1000000001',
  shipped_at: '2026-11-02T10:00:00.000Z',
  item_ids: ['i1'],
  tracking: {
    carrier: 'USPS',
    service: 'GroundAdvantage',
    tracking_code: 'EZ1000000001',
    status: 'out_for_delivery',
    label_url: null,
    events: [
      {
        status: 'out_for_delivery',
        message: 'Out for delivery',
        location: 'San Francisco, CA, US',
        at: '2026-11-04T08:00:00.000Z',
      },
    ],
    expires_at: null,
  },
};
const order = {
  id: '22222222-2222-4222-8222-2222abcd1234',
  shipping_address: { name: 'Avery' },
  items: [
    { id: 'i1', quantity: 2, product_name: 'Pixel 8' },
    { id: 'i2', quantity: 1, product_name: 'Galaxy S22' },
  ],
} as unknown as Order;

describe('orderParcelMail', () => {
  it('tells what is in the labelled parcel, its carrier, tracking number and latest scan', () => {
    expectMail(
      orderParcelMail('avery@example.com', order, shipment, 'out_for_delivery', 'https://shop/profile'),
      {
        to: 'avery@example.com',
        subject: 'Your PhoneHub order #abcd1234 is out for delivery',
        text: [
          'Hi Avery,',
          'The parcel from Refurb <Co> with items of your order #abcd1234 is out for delivery today.',
          '2 × Pixel 8',
          'Tracking number (USPS GroundAdvantage): EZ1000000001',
          'Latest: Out for delivery, San Francisco, CA, US',
          'https://shop/profile',
        ],
        notInText: ['Galaxy S22'],
        html: ['Refurb &lt;Co&gt;'],
      },
    );
  });

  it('names each news in its subject', () => {
    expect(orderParcelMail('a@b.c', order, shipment, 'shipped', 'u').subject).toBe(
      'Your PhoneHub order #abcd1234 has shipped',
    );
    expect(orderParcelMail('a@b.c', order, shipment, 'delivered', 'u').subject).toBe(
      'Your PhoneHub order #abcd1234 was delivered',
    );
  });
});

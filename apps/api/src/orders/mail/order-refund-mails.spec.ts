import type { Order } from '@phonehub/contracts';
import { orderCancelledMail } from './order-cancelled.mail';
import { orderRefundedMail } from './order-refunded.mail';
import { expectMail } from '../../mail/testing';

const order = (overrides: Partial<Order> = {}): Order =>
  ({
    id: '00000000-0000-4000-8000-0000abcd1234',
    status: 'confirmed',
    payment_status: 'paid',
    total: 540,
    amount_refunded: 0,
    shipping_address: {
      name: 'Avery <b>',
      address_line_1: '1 Market St',
      city: 'SF',
      state: 'CA',
      postal_code: '94105',
      country: 'US',
    },
    items: [
      {
        id: 'i1',
        product_id: null,
        product_name: 'Pixel 8',
        name: 'Pixel 8',
        brand: 'Google',
        model: '8',
        image: null,
        quantity: 1,
        price: 500,
      },
    ],
    ...overrides,
  }) as Order;

/** The mails to a@example.com, the orders page at http://shop/profile. */
const refundedMail = (fields: Partial<Order>, cardCents: number, creditCents: number) =>
  orderRefundedMail('a@example.com', order(fields), { cardCents, creditCents }, 'http://shop/profile');
const cancelledMail = (fields: Partial<Order>) =>
  orderCancelledMail('a@example.com', order({ status: 'cancelled', ...fields }), 'http://shop/profile');

describe('refund and cancellation mails', () => {
  it('names the refund, the order and how much went back so far; the HTML is escaped', () => {
    expectMail(refundedMail({ payment_status: 'partially_refunded', amount_refunded: 40 }, 4000, 0), {
      subject: 'Your refund of $40.00 for order #abcd1234',
      text: [
        'We refunded $40.00 for your order #abcd1234.',
        'It goes back to your original payment method. Depending on your bank',
        'Refunded so far: $40.00 of the $540.00 you paid.',
      ],
      notInText: ['store credit'],
      html: ['Hi Avery &lt;b&gt;,'],
    });
    expectMail(refundedMail({ payment_status: 'refunded', amount_refunded: 540 }, 50000, 0), {
      text: ['Your payment of $540.00 is now refunded in full.'],
    });
  });

  it('says how much went to the card and how much to store credit', () => {
    const paidPartlyWithCredit = {
      payment_status: 'refunded',
      amount_refunded: 540,
      credit_applied: 110,
      credit_refunded: 110,
    } as const;
    expectMail(refundedMail(paidPartlyWithCredit, 43000, 11000), {
      subject: 'Your refund of $540.00 for order #abcd1234',
      text: [
        '$430.00 goes back to your original payment method and $110.00 to your PhoneHub store credit.',
        'Your store credit is ready to spend on your next order.',
      ],
    });
    expectMail(refundedMail({ amount_refunded: 25 }, 0, 2500), {
      subject: 'Your refund of $25.00 for order #abcd1234',
      text: ['It goes back to your PhoneHub store credit. Your store credit is ready to spend'],
      notInText: ['original payment method'],
    });
  });

  it('says a cancelled order was not charged, refunded, or that the refund is on its way', () => {
    expectMail(cancelledMail({ payment_status: 'unpaid' }), {
      subject: 'Your order #abcd1234 was cancelled',
      text: ['1 × Pixel 8', 'You were not charged for it.'],
    });
    expectMail(cancelledMail({ payment_status: 'refunded', amount_refunded: 540 }), {
      text: ['We refunded $540.00.\nIt goes back to your original payment method.'],
    });
    expectMail(
      cancelledMail({
        payment_status: 'refunded',
        amount_refunded: 540,
        credit_applied: 540,
        credit_refunded: 540,
      }),
      {
        text: ['We refunded $540.00.\nIt goes back to your PhoneHub store credit.'],
        notInText: ['original payment method'],
      },
    );
    expectMail(cancelledMail({ payment_status: 'unpaid', credit_applied: 110 }), {
      text: ['You were not charged for it; the $110.00 of store credit it used is back on your account.'],
    });
    expectMail(cancelledMail({ payment_status: 'paid' }), { text: ['Your refund is on its way'] });
  });
});

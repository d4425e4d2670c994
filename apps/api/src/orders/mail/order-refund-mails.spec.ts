import type { Order } from '@phonehub/contracts';
import { orderCancelledMail } from './order-cancelled.mail';
import { orderRefundedMail } from './order-refunded.mail';

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

describe('refund and cancellation mails', () => {
  it('names the refund, the order and how much went back so far; the HTML is escaped', () => {
    const mail = orderRefundedMail(
      'a@example.com',
      order({ payment_status: 'partially_refunded', amount_refunded: 40 }),
      { cardCents: 4000, creditCents: 0 },
      'http://shop/profile',
    );
    expect(mail.subject).toBe('Your refund of $40.00 for order #abcd1234');
    expect(mail.text).toContain('We refunded $40.00 for your order #abcd1234.');
    expect(mail.text).toContain('It goes back to your original payment method. Depending on your bank');
    expect(mail.text).not.toContain('store credit');
    expect(mail.text).toContain('Refunded so far: $40.00 of the $540.00 you paid.');
    expect(mail.html).toContain('Hi Avery &lt;b&gt;,');
    const full = orderRefundedMail(
      'a@example.com',
      order({ payment_status: 'refunded', amount_refunded: 540 }),
      { cardCents: 50000, creditCents: 0 },
      'http://shop/profile',
    );
    expect(full.text).toContain('Your payment of $540.00 is now refunded in full.');
  });

  it('says how much went to the card and how much to store credit', () => {
    const split = orderRefundedMail(
      'a@example.com',
      order({ payment_status: 'refunded', amount_refunded: 540, credit_applied: 110, credit_refunded: 110 }),
      { cardCents: 43000, creditCents: 11000 },
      'x',
    );
    expect(split.subject).toBe('Your refund of $540.00 for order #abcd1234');
    expect(split.text).toContain(
      '$430.00 goes back to your original payment method and $110.00 to your PhoneHub store credit.',
    );
    expect(split.text).toContain('Your store credit is ready to spend on your next order.');
    const creditOnly = orderRefundedMail('a@example.com', order({ amount_refunded: 25 }), { cardCents: 0, creditCents: 2500 }, 'x');
    expect(creditOnly.subject).toBe('Your refund of $25.00 for order #abcd1234');
    expect(creditOnly.text).toContain('It goes back to your PhoneHub store credit. Your store credit is ready to spend');
    expect(creditOnly.text).not.toContain('original payment method');
  });

  it('says a cancelled order was not charged, refunded, or that the refund is on its way', () => {
    const unpaid = orderCancelledMail(
      'a@example.com',
      order({ status: 'cancelled', payment_status: 'unpaid' }),
      'http://shop/profile',
    );
    expect(unpaid.subject).toBe('Your order #abcd1234 was cancelled');
    expect(unpaid.text).toContain('1 × Pixel 8');
    expect(unpaid.text).toContain('You were not charged for it.');
    const refunded = orderCancelledMail(
      'a@example.com',
      order({ status: 'cancelled', payment_status: 'refunded', amount_refunded: 540 }),
      'x',
    );
    expect(refunded.text).toContain('We refunded $540.00.\nIt goes back to your original payment method.');
    const byCredit = orderCancelledMail(
      'a@example.com',
      order({ status: 'cancelled', payment_status: 'refunded', amount_refunded: 540, credit_applied: 540, credit_refunded: 540 }),
      'x',
    );
    expect(byCredit.text).toContain('We refunded $540.00.\nIt goes back to your PhoneHub store credit.');
    expect(byCredit.text).not.toContain('original payment method');
    const unpaidWithCredit = orderCancelledMail(
      'a@example.com',
      order({ status: 'cancelled', payment_status: 'unpaid', credit_applied: 110 }),
      'x',
    );
    expect(unpaidWithCredit.text).toContain(
      'You were not charged for it; the $110.00 of store credit it used is back on your account.',
    );
    const waiting = orderCancelledMail(
      'a@example.com',
      order({ status: 'cancelled', payment_status: 'paid' }),
      'x',
    );
    expect(waiting.text).toContain('Your refund is on its way');
  });
});

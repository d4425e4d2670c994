import type { OrderReturn } from '@phonehub/contracts';
import { returnStatusMail } from './return-status.mail';

const orderReturn: OrderReturn = {
  id: '11111111-1111-4111-8111-111111111111',
  order_id: '22222222-2222-4222-8222-2222abcd1234',
  status: 'requested',
  reason: 'The screen flickers.',
  note: null,
  items: [
    {
      order_item_id: '33333333-3333-4333-8333-333333333333',
      product_name: 'Pixel <8>',
      quantity: 1,
      price: 500,
    },
  ],
  refund_amount: 540,
  created_at: '2026-03-01T12:00:00.000Z',
  updated_at: '2026-03-01T12:00:00.000Z',
};
const input = (overrides: Partial<OrderReturn> = {}) => ({
  email: 'avery@example.com',
  name: 'Avery',
  orderReturn: { ...orderReturn, ...overrides },
});

describe('returnStatusMail', () => {
  it('confirms a request with the items, the refund and what happens next', () => {
    const mail = returnStatusMail('requested', input());
    expect(mail.to).toBe('avery@example.com');
    expect(mail.subject).toBe('We received your return request for order #abcd1234');
    expect(mail.text).toContain('Hi Avery,');
    expect(mail.text).toContain('1 × Pixel <8>');
    expect(mail.text).toContain('Refund once we receive them: $540.00');
    expect(mail.text).toContain('What happens next');
    expect(mail.html).toContain('1 × Pixel &lt;8&gt;');
    expect(mail.html).not.toContain('<8>');
  });

  it('sends the approval with send-back instructions and the note', () => {
    const mail = returnStatusMail('approved', input({ status: 'approved', note: 'Include the cable.' }));
    expect(mail.subject).toBe('Your return for order #abcd1234 is approved');
    expect(mail.text).toContain('put a note with your order number #abcd1234 in the box');
    expect(mail.text).toContain('prepaid return label');
    expect(mail.text).toContain('A note from our team: Include the cable.');
  });

  it('tells a rejection with its reason, the receipt, and the refunded amount', () => {
    const rejected = returnStatusMail('rejected', input({ status: 'rejected', note: 'Water damage.' }));
    expect(rejected.subject).toBe('Your return request for order #abcd1234 was not approved');
    expect(rejected.text).toContain('The reason: Water damage.');
    expect(returnStatusMail('received', input()).subject).toBe(
      'We received your returned items for order #abcd1234',
    );
    const refunded = returnStatusMail('refunded', input({ status: 'refunded' }));
    expect(refunded.subject).toBe('Your return for order #abcd1234 is complete');
    expect(refunded.text).toContain('We refunded $540.00');
  });

  it('says where the refund goes: the card, or for an order store credit paid part of, the card first and then store credit', () => {
    expect(returnStatusMail('approved', input()).text).toContain('Once the items arrive we refund $540.00 to your original payment method.');
    const withCredit = { ...input(), paidWithCredit: true };
    expect(returnStatusMail('approved', withCredit).text).toContain(
      'Once the items arrive we refund $540.00 to how you paid: your card first, then your PhoneHub store credit.',
    );
    expect(returnStatusMail('received', withCredit).text).toContain(
      'We are refunding $540.00 to how you paid: your card first, then your PhoneHub store credit and will email you once it is done.',
    );
    const cardOnly = returnStatusMail('refunded', { ...withCredit, refundParts: { cardCents: 54000, creditCents: 0 } });
    expect(cardOnly.text).toContain('We refunded $540.00 for your returned items of order #abcd1234 to your original payment method.');
    const split = returnStatusMail('refunded', { ...withCredit, refundParts: { cardCents: 43000, creditCents: 11000 } });
    expect(split.text).toContain('We refunded $540.00 for your returned items of order #abcd1234.');
    expect(split.text).toContain('$430.00 goes back to your original payment method and $110.00 to your PhoneHub store credit.');
  });

  it('mails the step announced even when the return has moved on since', () => {
    expect(returnStatusMail('approved', input({ status: 'refunded' })).subject).toContain('is approved');
  });
});

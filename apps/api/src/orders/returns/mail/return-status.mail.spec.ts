import type { OrderReturn } from '@phonehub/contracts';
import { expectMail } from '../../../mail/testing';
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
  label: null,
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
    expectMail(returnStatusMail('requested', input()), {
      to: 'avery@example.com',
      subject: 'We received your return request for order #abcd1234',
      text: ['Hi Avery,', '1 × Pixel <8>', 'Refund once we receive them: $540.00', 'What happens next'],
      html: ['1 × Pixel &lt;8&gt;'],
      notInHtml: ['<8>'],
    });
  });

  it('sends the approval with send-back instructions and the note', () => {
    expectMail(returnStatusMail('approved', input({ status: 'approved', note: 'Include the cable.' })), {
      subject: 'Your return for order #abcd1234 is approved',
      text: [
        'put a note with your order number #abcd1234 in the box',
        'prepaid return label',
        'A note from our team: Include the cable.',
      ],
    });
  });

  it('tells a rejection with its reason, the receipt, and the refunded amount', () => {
    expectMail(returnStatusMail('rejected', input({ status: 'rejected', note: 'Water damage.' })), {
      subject: 'Your return request for order #abcd1234 was not approved',
      text: ['The reason: Water damage.'],
    });
    expect(returnStatusMail('received', input()).subject).toBe(
      'We received your returned items for order #abcd1234',
    );
    expectMail(returnStatusMail('refunded', input({ status: 'refunded' })), {
      subject: 'Your return for order #abcd1234 is complete',
      text: ['We refunded $540.00'],
    });
  });

  it('says where the refund goes: the card, or for an order store credit paid part of, the card first and then store credit', () => {
    expect(returnStatusMail('approved', input()).text).toContain(
      'Once the items arrive we refund $540.00 to your original payment method.',
    );
    const withCredit = { ...input(), paidWithCredit: true };
    expect(returnStatusMail('approved', withCredit).text).toContain(
      'Once the items arrive we refund $540.00 to how you paid: your card first, then your PhoneHub store credit.',
    );
    expect(returnStatusMail('received', withCredit).text).toContain(
      'We are refunding $540.00 to how you paid: your card first, then your PhoneHub store credit and will email you once it is done.',
    );
    const cardOnly = returnStatusMail('refunded', {
      ...withCredit,
      refundParts: { cardCents: 54000, creditCents: 0 },
    });
    expect(cardOnly.text).toContain(
      'We refunded $540.00 for your returned items of order #abcd1234 to your original payment method.',
    );
    expectMail(
      returnStatusMail('refunded', { ...withCredit, refundParts: { cardCents: 43000, creditCents: 11000 } }),
      {
        text: [
          'We refunded $540.00 for your returned items of order #abcd1234.',
          '$430.00 goes back to your original payment method and $110.00 to your PhoneHub store credit.',
        ],
      },
    );
  });

  it('mails the step announced even when the return has moved on since', () => {
    expect(returnStatusMail('approved', input({ status: 'refunded' })).subject).toContain('is approved');
  });
});

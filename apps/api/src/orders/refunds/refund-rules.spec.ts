import {
  paymentStatusAfterRefunds,
  refundableCents,
  refundableParts,
  shopperCancelCheck,
  splitRefund,
} from './refund-rules';

describe('refund rules', () => {
  it('names the payment after refunds: paid, partially_refunded, refunded', () => {
    expect(paymentStatusAfterRefunds(54000, 0)).toBe('paid');
    expect(paymentStatusAfterRefunds(54000, 1)).toBe('partially_refunded');
    expect(paymentStatusAfterRefunds(54000, 53999)).toBe('partially_refunded');
    expect(paymentStatusAfterRefunds(54000, 54000)).toBe('refunded');
  });

  it('leaves to refund what was paid minus refunded minus refunds still pending, never below 0', () => {
    expect(refundableCents(54000, 0, 0)).toBe(54000);
    expect(refundableCents(54000, 4000, 10000)).toBe(40000);
    expect(refundableCents(54000, 54000, 0)).toBe(0);
    expect(refundableCents(54000, 50000, 10000)).toBe(0);
  });
});

describe('splitting a refund between the card and store credit', () => {
  // An order of $540.00: $430.00 by card, $110.00 by store credit.
  const paid = { cardCents: 43000, creditCents: 11000 };

  it('leaves of each part what it paid minus what succeeded or pending refunds took, never below 0', () => {
    expect(refundableParts(paid, { cardCents: 0, creditCents: 0 })).toEqual(paid);
    expect(refundableParts(paid, { cardCents: 43000, creditCents: 1000 })).toEqual({
      cardCents: 0,
      creditCents: 10000,
    });
    expect(refundableParts(paid, { cardCents: 50000, creditCents: 0 })).toEqual({
      cardCents: 0,
      creditCents: 11000,
    });
  });

  it('gives back to the card first, up to what is left of it, then store credit', () => {
    expect(splitRefund(paid, 20000)).toEqual({ cardCents: 20000, creditCents: 0 });
    expect(splitRefund(paid, 43000)).toEqual({ cardCents: 43000, creditCents: 0 });
    expect(splitRefund(paid, 43001)).toEqual({ cardCents: 43000, creditCents: 1 });
    expect(splitRefund(paid, 54000)).toEqual({ cardCents: 43000, creditCents: 11000 });
    expect(splitRefund({ cardCents: 0, creditCents: 11000 }, 5000)).toEqual({
      cardCents: 0,
      creditCents: 5000,
    });
  });

  it('adds up exactly over partial refunds: the card gets what it paid, the credit what it paid', () => {
    let taken = { cardCents: 0, creditCents: 0 };
    for (const amount of [333, 20000, 25000, 8667]) {
      const part = splitRefund(refundableParts(paid, taken), amount);
      expect(part.cardCents + part.creditCents).toBe(amount);
      taken = {
        cardCents: taken.cardCents + part.cardCents,
        creditCents: taken.creditCents + part.creditCents,
      };
    }
    expect(taken).toEqual(paid);
    expect(refundableParts(paid, taken)).toEqual({ cardCents: 0, creditCents: 0 });
  });

  it('never asks the card for anything on an order store credit paid wholly', () => {
    expect(splitRefund({ cardCents: 0, creditCents: 54000 }, 54000)).toEqual({
      cardCents: 0,
      creditCents: 54000,
    });
  });

  it('refuses more than is left, a negative or a fractional amount', () => {
    expect(() => splitRefund(paid, 54001)).toThrow(RangeError);
    expect(() => splitRefund(paid, -1)).toThrow(RangeError);
    expect(() => splitRefund(paid, 1.5)).toThrow(RangeError);
  });
});

describe('shopperCancelCheck', () => {
  it('allows pending and confirmed orders only, with the machine sentence otherwise', () => {
    expect(shopperCancelCheck('pending').ok).toBe(true);
    expect(shopperCancelCheck('confirmed').ok).toBe(true);
    for (const status of ['processing', 'shipped', 'delivered', 'cancelled'])
      expect(shopperCancelCheck(status)).toMatchObject({
        ok: false,
        detail: `Cannot change an order from ${status} to cancelled`,
      });
  });
});

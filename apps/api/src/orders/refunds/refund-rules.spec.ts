import {
  paymentStatusAfterRefunds,
  refundableCents,
  refundStatusOf,
  shopperCancelCheck,
} from './refund-rules';

describe('refund rules', () => {
  it("reads the provider's refund statuses as ours", () => {
    expect(refundStatusOf('succeeded')).toBe('succeeded');
    expect(refundStatusOf('failed')).toBe('failed');
    expect(refundStatusOf('canceled')).toBe('failed');
    expect(refundStatusOf('pending')).toBe('pending');
    expect(refundStatusOf('requires_action')).toBe('pending');
    expect(refundStatusOf(null)).toBe('pending');
  });

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

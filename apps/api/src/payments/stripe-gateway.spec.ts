import { refundStatusOf } from './stripe-gateway';

describe('the Stripe gateway', () => {
  it("reads the provider's refund statuses as ours", () => {
    expect(refundStatusOf('succeeded')).toBe('succeeded');
    expect(refundStatusOf('failed')).toBe('failed');
    expect(refundStatusOf('canceled')).toBe('failed');
    expect(refundStatusOf('pending')).toBe('pending');
    expect(refundStatusOf('requires_action')).toBe('pending');
    expect(refundStatusOf(null)).toBe('pending');
  });
});

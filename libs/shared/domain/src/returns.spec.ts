import { computeTotals } from './pricing';
import {
  RETURN_MESSAGES,
  RETURN_WINDOW_DAYS,
  returnDeadline,
  returnRefundCents,
  returnRefusal,
  returnWindowOpen,
} from './returns';

const DAY_MS = 24 * 60 * 60 * 1000;
const deliveredAt = new Date('2026-03-01T12:00:00.000Z');
const delivered = { status: 'delivered', delivered_at: deliveredAt.toISOString() };
const after = (ms: number) => new Date(deliveredAt.getTime() + ms);

describe('returnDeadline', () => {
  it('is 30 days after delivery, from text or a Date', () => {
    expect(RETURN_WINDOW_DAYS).toBe(30);
    expect(returnDeadline(deliveredAt).toISOString()).toBe('2026-03-31T12:00:00.000Z');
    expect(returnDeadline('2026-03-01T12:00:00.000Z').toISOString()).toBe('2026-03-31T12:00:00.000Z');
  });
});

describe('returnWindowOpen', () => {
  it('is open from delivery up to and including the deadline', () => {
    expect(returnWindowOpen(delivered, after(0))).toBe(true);
    expect(returnWindowOpen(delivered, after(30 * DAY_MS))).toBe(true);
    expect(returnWindowOpen(delivered, after(30 * DAY_MS + 1))).toBe(false);
    expect(returnWindowOpen({ status: 'delivered', delivered_at: deliveredAt }, after(DAY_MS))).toBe(true);
  });

  it('is closed for an order that is not delivered or has no delivery time', () => {
    expect(returnWindowOpen({ ...delivered, status: 'shipped' }, after(DAY_MS))).toBe(false);
    expect(returnWindowOpen({ status: 'delivered', delivered_at: null }, after(DAY_MS))).toBe(false);
  });
});

describe('returnRefusal', () => {
  it('names the first reason a return cannot be requested, or none', () => {
    expect(returnRefusal(delivered, false, after(DAY_MS))).toBeNull();
    expect(returnRefusal({ status: 'shipped', delivered_at: null }, false, after(DAY_MS))).toBe(
      'Only delivered orders can be returned',
    );
    expect(returnRefusal(delivered, false, after(31 * DAY_MS))).toBe(
      'Returns are accepted within 30 days of delivery',
    );
    expect(returnRefusal(delivered, true, after(DAY_MS))).toBe(RETURN_MESSAGES.alreadyRequested);
    // A late second request hears about the window first: that is the reason nothing can be done.
    expect(returnRefusal(delivered, true, after(31 * DAY_MS))).toBe(RETURN_MESSAGES.windowClosed);
  });
});

describe('returnRefundCents', () => {
  it('gives back price and the tax charged on the returned units, never shipping', () => {
    // 1 × $449.00 returned: 44900 + 8 % tax 3592.
    expect(returnRefundCents([{ unitPriceCents: 44900, quantity: 1 }], 1_000_000)).toBe(44900 + 3592);
    // Tax rounds like the checkout's: 8 % of 999 cents is 79.92 → 80.
    expect(returnRefundCents([{ unitPriceCents: 999, quantity: 1 }], 1_000_000)).toBe(999 + 80);
  });

  it('returning everything gives back exactly what was charged but the shipping', () => {
    const lines = [
      { unitPriceCents: 1999, quantity: 3 },
      { unitPriceCents: 1234, quantity: 1 },
    ];
    const charged = computeTotals(lines, 'express');
    expect(returnRefundCents(lines, charged.totalCents)).toBe(charged.totalCents - charged.shippingCents);
  });

  it('is capped at what is left to refund, and never below zero', () => {
    expect(returnRefundCents([{ unitPriceCents: 10000, quantity: 2 }], 5000)).toBe(5000);
    expect(returnRefundCents([{ unitPriceCents: 10000, quantity: 2 }], 0)).toBe(0);
    expect(returnRefundCents([{ unitPriceCents: 10000, quantity: 2 }], -5)).toBe(0);
  });
});

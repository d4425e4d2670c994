import { computeTotals, formatCents, formatDollars, shippingCents, toCents } from './pricing';

describe('pricing', () => {
  it('charges 8 % tax and $5.99 standard shipping under $50', () => {
    expect(computeTotals([{ unitPriceCents: 2000, quantity: 2 }])).toEqual({
      subtotalCents: 4000,
      taxCents: 320,
      shippingCents: 599,
      totalCents: 4919,
    });
  });
  it('ships standard free from $50', () => expect(shippingCents(5000, 'standard')).toBe(0));
  it('charges $15.99 express whatever the subtotal', () => expect(shippingCents(99_999, 'express')).toBe(1599));
  it('charges nothing for an empty cart', () => expect(computeTotals([]).totalCents).toBe(0));
  it('rounds tax to the cent', () => expect(computeTotals([{ unitPriceCents: 1999, quantity: 1 }]).taxCents).toBe(160));
  it('converts dollars without float drift', () => expect(toCents(19.99)).toBe(1999));
  it('formats cents as dollars', () => expect(formatCents(123456)).toBe('$1,234.56'));
  it('formats dollars rounded to the cent', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(19.999)).toBe('$20.00');
  });
});

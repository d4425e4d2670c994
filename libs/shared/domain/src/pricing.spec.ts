import { computeTotals, formatDollars, shippingCents, toCents } from './pricing';
import { formatCents } from './numbers';

describe('pricing', () => {
  it('charges 8 % tax and $5.99 standard shipping under $50', () => {
    expect(computeTotals([{ unitPriceCents: 2000, quantity: 2 }])).toEqual({
      subtotalCents: 4000,
      taxCents: 320,
      shippingCents: 599,
      totalCents: 4919,
      parcels: [{ sellerId: null, subtotalCents: 4000, shippingCents: 599 }],
    });
  });
  it('ships standard free from $50', () => expect(shippingCents(5000, 'standard')).toBe(0));
  it('charges $15.99 express whatever the subtotal', () =>
    expect(shippingCents(99_999, 'express')).toBe(1599));
  it('charges nothing for an empty cart', () => expect(computeTotals([]).totalCents).toBe(0));
  it('rounds tax to the cent', () =>
    expect(computeTotals([{ unitPriceCents: 1999, quantity: 1 }]).taxCents).toBe(160));
  it('converts dollars without float drift', () => expect(toCents(19.99)).toBe(1999));
  it('formats cents as dollars', () => expect(formatCents(123456)).toBe('$1,234.56'));
  it('formats dollars rounded to the cent', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(19.999)).toBe('$20.00');
  });
});

describe('pricing per parcel (marketplace sellers ship their own lines)', () => {
  const shop = (unitPriceCents: number, quantity = 1) => ({ unitPriceCents, quantity, sellerId: null });
  const sold = (sellerId: string, unitPriceCents: number, shippingCostCents: number, quantity = 1) => ({
    unitPriceCents,
    quantity,
    sellerId,
    shippingCostCents,
  });

  it("charges PhoneHub's parcel by the method and each seller's parcel at its highest shipping cost", () => {
    const totals = computeTotals([
      shop(2000),
      sold('s1', 10000, 700),
      sold('s1', 5000, 1200, 2),
      sold('s2', 3000, 450),
    ]);
    expect(totals.parcels).toEqual([
      { sellerId: null, subtotalCents: 2000, shippingCents: 599 },
      { sellerId: 's1', subtotalCents: 20000, shippingCents: 1200 },
      { sellerId: 's2', subtotalCents: 3000, shippingCents: 450 },
    ]);
    expect(totals.subtotalCents).toBe(25000);
    expect(totals.taxCents).toBe(2000);
    expect(totals.shippingCents).toBe(599 + 1200 + 450);
    expect(totals.totalCents).toBe(25000 + 2000 + 2249);
  });

  it("applies the free standard threshold to PhoneHub's own subtotal only", () => {
    // $60 of seller items and $40 of PhoneHub's: PhoneHub's parcel is under $50 and pays standard.
    const under = computeTotals([shop(4000), sold('s1', 6000, 0)]);
    expect(under.parcels[0]).toEqual({ sellerId: null, subtotalCents: 4000, shippingCents: 599 });
    expect(under.shippingCents).toBe(599);
    const over = computeTotals([shop(5000), sold('s1', 6000, 800)]);
    expect(over.parcels.map((p) => p.shippingCents)).toEqual([0, 800]);
  });

  it("charges a seller's parcel the same whatever the method; express applies to PhoneHub's parcel", () => {
    const lines = [shop(9000), sold('s1', 6000, 800)];
    expect(computeTotals(lines, 'standard').parcels.map((p) => p.shippingCents)).toEqual([0, 800]);
    expect(computeTotals(lines, 'express').parcels.map((p) => p.shippingCents)).toEqual([1599, 800]);
  });

  it('has no PhoneHub parcel in a cart of seller lines only, whatever the method', () => {
    const totals = computeTotals([sold('s1', 2000, 500), sold('s1', 1000, 300)], 'express');
    expect(totals.parcels).toEqual([{ sellerId: 's1', subtotalCents: 3000, shippingCents: 500 }]);
    expect(totals.totalCents).toBe(3000 + 240 + 500);
  });

  it("ships a seller's parcel free when all its lines ship free", () => {
    const totals = computeTotals([sold('s1', 2000, 0), sold('s1', 1000, 0)]);
    expect(totals.parcels).toEqual([{ sellerId: 's1', subtotalCents: 3000, shippingCents: 0 }]);
    expect(totals.totalCents).toBe(3000 + 240);
  });

  it('keeps the platform-only rule unchanged and never taxes shipping', () => {
    const totals = computeTotals([shop(1999, 2)], 'express');
    expect(totals).toMatchObject({
      subtotalCents: 3998,
      taxCents: 320,
      shippingCents: 1599,
      totalCents: 3998 + 320 + 1599,
    });
    expect(totals.parcels).toHaveLength(1);
  });
});

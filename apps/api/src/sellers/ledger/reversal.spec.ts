import { reversalsFor, shippingReversalsFor, type CreditedParcel, type EarnedLine } from './reversal';

/** A refund of `amountCents` of an order of `orderTotalCents`; `returned`: units per line, for a return. */
const terms = (
  amountCents: number,
  orderTotalCents: number,
  returned: ReadonlyMap<string, number> | null = null,
) => ({
  amountCents,
  orderTotalCents,
  returned,
});

const line = (over: Partial<EarnedLine>): EarnedLine => ({
  orderItemId: 'item-a',
  sellerId: 'seller-a',
  quantity: 1,
  payoutCents: 9_600,
  reversedCents: 0,
  ...over,
});

describe('reversalsFor', () => {
  it('takes back every payout exactly when the whole order is refunded', () => {
    const lines = [line({}), line({ orderItemId: 'item-b', sellerId: 'seller-b', payoutCents: 4_799 })];
    // Order total 15,000 (lines 10,000 and 4,999 plus shipping and tax).
    expect(reversalsFor(lines, terms(15_000, 15_000))).toEqual([
      { orderItemId: 'item-a', sellerId: 'seller-a', cents: 9_600 },
      { orderItemId: 'item-b', sellerId: 'seller-b', cents: 4_799 },
    ]);
  });

  it("takes back the refund's share of the order from each payout, a half cent rounded up", () => {
    // A quarter of the order refunded: a quarter of 9,600 and of 4,799 (1,199.75 → 1,200).
    expect(
      reversalsFor([line({}), line({ orderItemId: 'item-b', payoutCents: 4_799 })], terms(2_500, 10_000)),
    ).toEqual([
      { orderItemId: 'item-a', sellerId: 'seller-a', cents: 2_400 },
      { orderItemId: 'item-b', sellerId: 'seller-a', cents: 1_200 },
    ]);
  });

  it('never takes back more than the line still holds after earlier refunds', () => {
    const earlier = line({ reversedCents: 9_000 });
    expect(reversalsFor([earlier], terms(10_000, 10_000))).toEqual([
      { orderItemId: 'item-a', sellerId: 'seller-a', cents: 600 },
    ]);
    expect(reversalsFor([line({ reversedCents: 9_600 })], terms(1, 10_000))).toEqual([]);
    // A refund above the order total (never accepted by refunds) still takes back at most the payout.
    expect(reversalsFor([line({})], terms(20_000, 10_000))).toEqual([
      { orderItemId: 'item-a', sellerId: 'seller-a', cents: 9_600 },
    ]);
  });

  it("takes back the returned units' share of a line for a return, and nothing from lines kept", () => {
    const lines = [
      line({ quantity: 3, payoutCents: 10_000 }),
      line({ orderItemId: 'item-b', sellerId: 'seller-b' }),
    ];
    const returned = new Map([['item-a', 1]]);
    // One of three units: 3,333.33 → 3,333.
    expect(reversalsFor(lines, terms(3_500, 20_000, returned))).toEqual([
      { orderItemId: 'item-a', sellerId: 'seller-a', cents: 3_333 },
    ]);
    expect(
      reversalsFor([line({ quantity: 2, payoutCents: 5 })], terms(1, 10, new Map([['item-a', 1]]))),
    ).toEqual([{ orderItemId: 'item-a', sellerId: 'seller-a', cents: 3 }]);
  });

  it('skips lines of an order whose total is zero', () => {
    expect(reversalsFor([line({})], terms(0, 0))).toEqual([]);
  });
});

describe('shippingReversalsFor', () => {
  const parcel = (over: Partial<CreditedParcel>): CreditedParcel => ({
    orderParcelId: 'parcel-a',
    sellerId: 'seller-a',
    creditCents: 1_200,
    reversedCents: 0,
    ...over,
  });

  it("takes back all of each parcel's shipping when the whole order is refunded", () => {
    expect(
      shippingReversalsFor(
        [parcel({}), parcel({ orderParcelId: 'parcel-b', sellerId: 'seller-b', creditCents: 499 })],
        terms(20_000, 20_000),
      ),
    ).toEqual([
      { orderParcelId: 'parcel-a', sellerId: 'seller-a', cents: 1_200 },
      { orderParcelId: 'parcel-b', sellerId: 'seller-b', cents: 499 },
    ]);
  });

  it("takes back a partial refund's share, never more than is left", () => {
    expect(shippingReversalsFor([parcel({})], terms(2_500, 10_000))).toEqual([
      { orderParcelId: 'parcel-a', sellerId: 'seller-a', cents: 300 },
    ]);
    expect(shippingReversalsFor([parcel({ reversedCents: 1_100 })], terms(10_000, 10_000))).toEqual([
      { orderParcelId: 'parcel-a', sellerId: 'seller-a', cents: 100 },
    ]);
  });

  it("takes nothing for a return's refund (returns never give shipping back)", () => {
    expect(shippingReversalsFor([parcel({})], terms(5_000, 10_000, new Map([['item-a', 1]])))).toEqual([]);
  });
});

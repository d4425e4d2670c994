import { LISTING_COUNT_CAP, listingTotal } from './product-listing.query';

describe('listing totals', () => {
  it('are exact up to the cap and "at least the cap" past it', () => {
    expect(listingTotal([{ total: 0 }])).toEqual({ total: 0, capped: false });
    expect(listingTotal([{ total: LISTING_COUNT_CAP }])).toEqual({ total: LISTING_COUNT_CAP, capped: false });
    expect(listingTotal([{ total: LISTING_COUNT_CAP + 1 }])).toEqual({
      total: LISTING_COUNT_CAP,
      capped: true,
    });
  });
});

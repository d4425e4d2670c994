import { fakeProduct } from '@phonehub/api-client';
import { saleTerms } from './sale-terms';

const sellerTerms = {
  warranty_months: 12,
  return_policy_days: 60,
  shipping_cost: 7.99,
  free_shipping: false,
  estimated_delivery_days: 5,
  tags: [],
};

describe('saleTerms', () => {
  it("keeps the shop's own texts for PhoneHub's products", () => {
    expect(saleTerms(fakeProduct({ terms: null }))).toEqual({
      warranty: '12-month warranty',
      returns: '30-day returns',
      shipping: 'Free standard shipping on orders of $50 or more',
    });
  });

  it("states a seller's warranty, returns, shipping cost and delivery time", () => {
    expect(saleTerms(fakeProduct({ terms: sellerTerms }))).toEqual({
      warranty: '12-month seller warranty',
      returns: '60-day returns',
      shipping: '$7.99 shipping, delivery in about 5 days',
    });
  });

  it('says so when the seller gives no warranty, and free shipping in a day', () => {
    expect(
      saleTerms(
        fakeProduct({
          terms: {
            ...sellerTerms,
            warranty_months: 0,
            free_shipping: true,
            shipping_cost: 0,
            estimated_delivery_days: 1,
          },
        }),
      ),
    ).toEqual({
      warranty: 'No seller warranty',
      returns: '60-day returns',
      shipping: 'Free shipping, delivery in about 1 day',
    });
  });
});

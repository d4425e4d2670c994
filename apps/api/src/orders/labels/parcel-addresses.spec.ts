import type { ShippingQuote } from '@phonehub/contracts';
import { orderAddress, ratesForMethod, sellerAddress } from './parcel-addresses';

const quote: ShippingQuote = {
  quote_id: 'shp_1',
  rates: [
    { id: 'r-priority', carrier: 'USPS', service: 'Priority', amount_cents: 1200, delivery_days: 2 },
    { id: 'r-ground', carrier: 'USPS', service: 'GroundAdvantage', amount_cents: 700, delivery_days: 4 },
    { id: 'r-nextday', carrier: 'UPS', service: 'NextDayAir', amount_cents: 3100, delivery_days: 1 },
    { id: 'r-cheap', carrier: 'UPS', service: 'Ground', amount_cents: 650, delivery_days: null },
  ],
};

describe('order parcel labels', () => {
  it('puts USPS Ground Advantage first for standard shipping, then the rest cheapest first', () => {
    expect(ratesForMethod(quote, 'standard').rates.map((r) => r.id)).toEqual([
      'r-ground',
      'r-cheap',
      'r-priority',
      'r-nextday',
    ]);
  });

  it('puts the fastest first for express shipping (unknown delivery times last)', () => {
    expect(ratesForMethod(quote, 'express')).toEqual({
      quote_id: 'shp_1',
      rates: [quote.rates[2], quote.rates[0], quote.rates[1], quote.rates[3]],
    });
  });

  it("writes the order's address as carriers take it: ISO country, state abbreviation", () => {
    expect(
      orderAddress(
        {
          name: 'Avery ONeil',
          address_line_1: '1 Market St',
          address_line_2: '',
          city: 'San Francisco',
          state: 'California',
          postal_code: '94105',
          country: 'United States',
          phone: null,
        },
        'avery@example.com',
      ),
    ).toEqual({
      name: 'Avery ONeil',
      street1: '1 Market St',
      street2: null,
      city: 'San Francisco',
      state: 'CA',
      zip: '94105',
      country: 'US',
      phone: null,
      email: 'avery@example.com',
    });
  });

  it("sends a seller's parcel from its profile address under its company, and has none without one", () => {
    const seller = {
      firstName: 'Sam',
      lastName: 'Seller',
      phone: '+1 212 555 0100',
      email: 'sam@refurb.example',
      address: { street: '20 Fulton St', city: 'New York', state: 'NY', zipCode: '10038', country: 'USA' },
    };
    expect(sellerAddress(seller, 'Refurb Co')).toMatchObject({
      name: 'Sam Seller',
      company: 'Refurb Co',
      street1: '20 Fulton St',
      zip: '10038',
      country: 'US',
    });
    expect(sellerAddress({ ...seller, address: null }, 'Refurb Co')).toBeNull();
  });
});

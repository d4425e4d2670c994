import {
  ADDRESS_MESSAGES,
  checkPostalCode,
  regionCode,
  SHIPPING_COUNTRIES,
  shippingCountry,
} from './addresses';
import { VALIDATION_MESSAGES } from './validation';

describe('shipping addresses', () => {
  it('lists every US state with DC, and every Canadian province and territory, by code', () => {
    const [us, canada] = SHIPPING_COUNTRIES;
    expect(us.name).toBe('United States');
    expect(canada.name).toBe('Canada');
    const usCodes = us.regions.map((r) => r.code);
    for (const code of ['AL', 'AK', 'CA', 'DC', 'NY', 'TX', 'WY', 'PR']) expect(usCodes).toContain(code);
    expect(
      usCodes.filter((c) => !['DC', 'AS', 'GU', 'MP', 'PR', 'VI', 'AA', 'AE', 'AP'].includes(c)),
    ).toHaveLength(50);
    expect(canada.regions.map((r) => r.code).sort()).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NS',
      'NT',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    for (const country of SHIPPING_COUNTRIES)
      expect(new Set(country.regions.map((r) => r.code)).size).toBe(country.regions.length);
  });

  it('reads the country from its name or code in any case', () => {
    expect(shippingCountry('United States')?.code).toBe('US');
    expect(shippingCountry('usa')?.code).toBe('US');
    expect(shippingCountry('U.S.')?.code).toBe('US');
    expect(shippingCountry('Canada')?.code).toBe('CA');
    expect(shippingCountry('Mexico')).toBeNull();
    expect(shippingCountry('')).toBeNull();
  });

  it('takes a region only within its country, from a code or a name', () => {
    expect(regionCode('United States', 'tx')).toBe('TX');
    expect(regionCode('United States', 'New York')).toBe('NY');
    expect(regionCode('Canada', 'ON')).toBe('ON');
    expect(regionCode('Canada', 'Quebec')).toBe('QC');
    expect(regionCode('Canada', 'TX')).toBeNull();
    expect(regionCode('United States', 'ON')).toBeNull();
    expect(regionCode('Mexico', 'TX')).toBeNull();
  });

  it("checks the postal code by the country's rule", () => {
    expect(checkPostalCode('United States', '94105')).toBeNull();
    expect(checkPostalCode('United States', 'K1A 0B1')).toBe(VALIDATION_MESSAGES.zip);
    expect(checkPostalCode('Canada', 'K1A 0B1')).toBeNull();
    expect(checkPostalCode('Canada', 'm5v3l9')).toBeNull();
    expect(checkPostalCode('Canada', '94105')).toBe(ADDRESS_MESSAGES.postalCode);
    expect(checkPostalCode('Canada', 'D1A 0B1')).toBe(ADDRESS_MESSAGES.postalCode);
  });
});

import {
  checkPartnerApplication,
  checkWebsite,
  EMPTY_PARTNER_APPLICATION,
  isPartnerBusinessType,
  isPartnerExperience,
  isPartnerMonthlyVolume,
  PARTNER_BUSINESS_TYPE_LABELS,
  PARTNER_MESSAGES,
  PLATFORM_FEE_PERCENT,
  SELLER_PAYOUT_PERCENT,
  splitSale,
  feePercentToBps,
  feeBpsToPercent,
  type PartnerApplicationFields,
} from './partners';
import { PARTNER_BUSINESS_TYPES } from './constants';

const filled: PartnerApplicationFields = {
  ...EMPTY_PARTNER_APPLICATION,
  companyName: 'Refurb Co',
  contactName: 'Dana Smith',
  email: 'dana@refurb.example',
};

describe('checkPartnerApplication', () => {
  it('accepts the three required fields alone, and asks for them on an empty form', () => {
    expect(checkPartnerApplication(filled)).toBeNull();
    expect(checkPartnerApplication(EMPTY_PARTNER_APPLICATION)).toBe('Please fill in all required fields.');
  });

  it.each(['companyName', 'contactName', 'email'] as const)('asks for %s first, before any format', (key) => {
    expect(checkPartnerApplication({ ...filled, [key]: '  ', phone: 'x', website: 'y' })).toBe(
      'Please fill in all required fields.',
    );
  });

  it('then checks email, phone, website and the option lists, in that order', () => {
    const bad = {
      ...filled,
      email: 'nope',
      phone: '12',
      website: 'shop',
      businessType: 'farm',
      experience: '99',
      monthlyVolume: 'lots',
    };
    expect(checkPartnerApplication(bad)).toBe('Please enter a valid email address');
    expect(checkPartnerApplication({ ...bad, email: filled.email })).toBe(
      'Please enter a valid phone number',
    );
    expect(checkPartnerApplication({ ...bad, email: filled.email, phone: '(555) 123-4567' })).toBe(
      PARTNER_MESSAGES.website,
    );
    const rest = { ...bad, email: filled.email, phone: '(555) 123-4567', website: 'https://refurb.example' };
    expect(checkPartnerApplication(rest)).toBe(PARTNER_MESSAGES.businessType);
    expect(checkPartnerApplication({ ...rest, businessType: 'repair' })).toBe(PARTNER_MESSAGES.experience);
    expect(checkPartnerApplication({ ...rest, businessType: 'repair', experience: '2-5' })).toBe(
      PARTNER_MESSAGES.monthlyVolume,
    );
    expect(
      checkPartnerApplication({ ...rest, businessType: 'repair', experience: '2-5', monthlyVolume: '100+' }),
    ).toBeNull();
  });
});

describe('checkWebsite', () => {
  it('takes http and https addresses with a real host name', () => {
    expect(checkWebsite('https://shop.example.com/about')).toBeNull();
    expect(checkWebsite(' http://refurb.example ')).toBeNull();
  });

  it.each([
    'refurb.example',
    'ftp://refurb.example',
    'https://localhost',
    'javascript:alert(1)',
    'https://a b.com',
    `https://${'a'.repeat(200)}.com`,
  ])('refuses %s', (value) => expect(checkWebsite(value)).toBe(PARTNER_MESSAGES.website));
});

describe('option lists', () => {
  it('name every business type and accept only the listed values', () => {
    expect(Object.keys(PARTNER_BUSINESS_TYPE_LABELS)).toEqual([...PARTNER_BUSINESS_TYPES]);
    expect(isPartnerBusinessType('repair')).toBe(true);
    expect(isPartnerBusinessType('Repair')).toBe(false);
    expect(isPartnerExperience('10+')).toBe(true);
    expect(isPartnerExperience(10)).toBe(false);
    expect(isPartnerMonthlyVolume('51-100')).toBe(true);
    expect(isPartnerMonthlyVolume('50-100')).toBe(false);
  });
});

describe('the platform fee', () => {
  it('is 4 % and the seller keeps 96 %', () => {
    expect(PLATFORM_FEE_PERCENT).toBe(4);
    expect(SELLER_PAYOUT_PERCENT).toBe(96);
  });

  it('splits a sale into fee and payout that add up to it, rounding the fee to the cent', () => {
    expect(splitSale(50_000)).toEqual({ feeCents: 2_000, payoutCents: 48_000 });
    expect(splitSale(1_999)).toEqual({ feeCents: 80, payoutCents: 1_919 });
    expect(splitSale(0)).toEqual({ feeCents: 0, payoutCents: 0 });
  });

  it('takes the rate in basis points and rounds a half cent of fee up', () => {
    // 4 % of 1,262 cents is 50.48 → 50; of 1,263 it is 50.52 → 51.
    expect(splitSale(1_262, 400)).toEqual({ feeCents: 50, payoutCents: 1_212 });
    expect(splitSale(1_263, 400)).toEqual({ feeCents: 51, payoutCents: 1_212 });
    // 2.5 % of 20 cents is exactly half a cent: rounded up.
    expect(splitSale(20, 250)).toEqual({ feeCents: 1, payoutCents: 19 });
    expect(splitSale(12_345, 0)).toEqual({ feeCents: 0, payoutCents: 12_345 });
    expect(splitSale(100_000_000, 3_000)).toEqual({ feeCents: 30_000_000, payoutCents: 70_000_000 });
  });

  it('refuses a negative or fractional sale and a rate outside 0 to 100 %', () => {
    expect(() => splitSale(-1)).toThrow(RangeError);
    expect(() => splitSale(1.5)).toThrow(RangeError);
    expect(() => splitSale(100, 10_001)).toThrow(RangeError);
    expect(() => splitSale(100, 4.5)).toThrow(RangeError);
  });

  it('converts the setting between percent and basis points', () => {
    expect(feePercentToBps(4)).toBe(400);
    expect(feePercentToBps(12.34)).toBe(1_234);
    expect(feeBpsToPercent(1_234)).toBe(12.34);
  });
});

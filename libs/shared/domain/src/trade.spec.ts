import {
  brandShares,
  tradeConditionLabel,
  tradeStatusLabel,
  containsUnsafeMarkup,
  fallbackTradeEstimate,
  isTradeCondition,
  tradeQuoteDollars,
  luhnValid,
  readImei,
  normaliseImei,
  normaliseSerial,
  checkSerialOrImei,
  TRADE_MESSAGES,
  storeCreditCents,
  tradeQuoteValid,
} from './trade';

describe('fallbackTradeEstimate', () => {
  it('applies the spec multipliers to the default base value of 500', () => {
    expect(fallbackTradeEstimate('excellent')).toBe(450);
    expect(fallbackTradeEstimate('very_good')).toBe(375);
    expect(fallbackTradeEstimate('good')).toBe(300);
    expect(fallbackTradeEstimate('fair')).toBe(225);
  });

  it('uses 0.5 for any other condition', () => {
    expect(fallbackTradeEstimate('broken')).toBe(250);
    expect(fallbackTradeEstimate('')).toBe(250);
  });

  it('uses a given base value, rounded to whole dollars', () => {
    expect(fallbackTradeEstimate('very_good', 999)).toBe(749);
    expect(fallbackTradeEstimate('fair', 0)).toBe(0);
  });
});

describe('tradeQuoteDollars', () => {
  const options = ['128GB', '256GB', '512GB', '1TB'];

  it('is the condition price for the smallest storage', () => {
    expect(tradeQuoteDollars(52_000, options, '128GB')).toBe(520);
  });

  it('adds 10% of the condition price per storage step, rounded', () => {
    expect(tradeQuoteDollars(52_000, options, '256GB')).toBe(572);
    expect(tradeQuoteDollars(52_000, options, '1TB')).toBe(676);
    expect(tradeQuoteDollars(12_345, options, '512GB')).toBe(148);
  });

  it('matches storage ignoring case and spaces, and answers null for an unknown one', () => {
    expect(tradeQuoteDollars(10_000, options, ' 1tb ')).toBe(130);
    expect(tradeQuoteDollars(10_000, options, '64GB')).toBeNull();
  });
});

describe('containsUnsafeMarkup', () => {
  it.each([
    '<script>alert(1)</script>',
    '< SCRIPT src=x>',
    'JavaScript:alert(1)',
    '<img src=x onerror=alert(1)>',
    'x onClick = y',
  ])('refuses %s', (value) => expect(containsUnsafeMarkup(value)).toBe(true));

  it.each([
    'Small scratch on the back',
    'Screen is fine; battery 90%',
    'Mention of Java script',
    'Condition: good',
  ])('accepts %s', (value) => expect(containsUnsafeMarkup(value)).toBe(false));
});

describe('isTradeCondition', () => {
  it('knows the four trade conditions only', () => {
    expect(isTradeCondition('very_good')).toBe(true);
    expect(isTradeCondition('Very Good')).toBe(false);
    expect(isTradeCondition(3)).toBe(false);
  });
});

describe('brandShares', () => {
  it('orders the brands and rounds the share of each', () => {
    const counts = [
      { name: 'Google', count: 1 },
      { name: 'Apple', count: 3 },
      { name: 'Samsung', count: 2 },
    ];
    expect(brandShares(counts)).toEqual([
      { name: 'Apple', count: 3, percentage: 50 },
      { name: 'Samsung', count: 2, percentage: 33 },
      { name: 'Google', count: 1, percentage: 17 },
    ]);
  });

  it('keeps the top ones, shares of all trades, ties by name, and is empty without trades', () => {
    const counts = [
      { name: 'B', count: 2 },
      { name: 'A', count: 2 },
      { name: 'C', count: 1 },
    ];
    expect(brandShares(counts, 1)).toEqual([{ name: 'A', count: 2, percentage: 40 }]);
    expect(brandShares([])).toEqual([]);
  });
});

describe('trade labels', () => {
  it('upper-cases a status and replaces only its first underscore', () => {
    expect(tradeStatusLabel('pending_review')).toBe('PENDING REVIEW');
    expect(tradeStatusLabel('approved')).toBe('APPROVED');
    expect(tradeStatusLabel('a_b_c')).toBe('A B_C');
  });

  it('title-cases a condition', () => {
    expect(tradeConditionLabel('very_good')).toBe('Very Good');
    expect(tradeConditionLabel('fair')).toBe('Fair');
  });
});

describe('IMEI and payout rules', () => {
  it('reads a 15-digit serial with a valid Luhn check digit as an IMEI', () => {
    expect(luhnValid('490154203237518')).toBe(true);
    expect(readImei('490154203237518')).toBe('490154203237518');
    expect(readImei('49-015420-323751-8')).toBe('490154203237518');
    expect(readImei('490154203237519')).toBe('invalid');
    expect(readImei('4901542032375')).toBeNull();
    expect(readImei('49015420323751')).toBe('invalid');
    expect(readImei('SN123ABC456')).toBeNull();
  });

  it('normalises an IMEI written with letters, spaces and separators to its 15 digits, when Luhn-valid', () => {
    for (const written of [
      '356998877665542',
      'IMEI356998877665542',
      'imei: 35 699887 766554 2',
      '35-699887-766554-2',
      '35/699887/766554/2',
      ' 35.699887.766554.2 ',
    ])
      expect(normaliseImei(written)).toBe('356998877665542');
    expect(normaliseImei('356998877665543')).toBeNull();
    expect(normaliseImei('35699887766554')).toBeNull();
    expect(normaliseImei('3569988776655420')).toBeNull();
    expect(normaliseImei('no digits')).toBeNull();
  });

  it('reads any serial holding 14 digits or more as an IMEI, whatever surrounds them', () => {
    expect(readImei('IMEI356998877665542')).toBe('356998877665542');
    expect(readImei('SN-356998877665542')).toBe('356998877665542');
    expect(readImei('IMEI35699887766554')).toBe('invalid');
    expect(readImei('A1B2356998877665542')).toBe('invalid');
    expect(readImei('F2LXK9QWJ8PD')).toBeNull();
    expect(readImei('38141FDJH00RVK')).toBeNull();
  });

  it('checks the serial number field: an IMEI any way written, else 6-50 letters and digits', () => {
    expect(checkSerialOrImei('IMEI356998877665542')).toBeNull();
    expect(checkSerialOrImei('35-699887-766554-2')).toBeNull();
    expect(checkSerialOrImei('F2LXK9QWJ8PD')).toBeNull();
    expect(checkSerialOrImei('IMEI356998877665543')).toBe(TRADE_MESSAGES.imeiInvalid);
    expect(checkSerialOrImei('35-699887-766554')).toBe(TRADE_MESSAGES.imeiInvalid);
    expect(checkSerialOrImei('AB-12')).toBe('Serial number should be 6-50 alphanumeric characters');
    expect(checkSerialOrImei(`${'-'.repeat(40)}356998877665542`)).toBe(
      'Serial number should be 6-50 alphanumeric characters',
    );
    expect(normaliseSerial('IMEI 35-699887-766554-2')).toBe('356998877665542');
    expect(normaliseSerial(' F2LXK9QWJ8PD ')).toBe('F2LXK9QWJ8PD');
  });

  it('pays store credit of the value plus 10 % in whole cents, and holds a quote 30 days', () => {
    expect(storeCreditCents(28000)).toBe(30800);
    expect(storeCreditCents(12345)).toBe(13580);
    const approved = new Date('2026-01-01T00:00:00Z');
    expect(tradeQuoteValid(approved, new Date('2026-01-31T00:00:00Z'))).toBe(true);
    expect(tradeQuoteValid(approved, new Date('2026-01-31T00:00:01Z'))).toBe(false);
  });
});

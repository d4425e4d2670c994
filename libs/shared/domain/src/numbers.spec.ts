import { formatInteger, formatList, formatTenths, formatCents } from './numbers';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

// Deterministic spread of values: small, around each power of ten, and large.
const samples: number[] = [];
for (let power = 0; power <= 15; power++) {
  const base = 10 ** power;
  samples.push(base - 1, base, base + 1, Math.floor(base * 1.2345), Math.floor(base * 9.8765));
}
samples.push(0, 5, 50, 99, 100, 101, 12_345, 999_999, 1_000_000, 123_456_789, Number.MAX_SAFE_INTEGER);

describe('Intl-free number texts', () => {
  it('write cents as Intl writes their dollars', () => {
    // Past 2^53 / 100 dollars Intl's own division loses cents; no price comes near.
    for (const cents of samples.filter((n) => n < 1e15)) {
      expect(formatCents(cents)).toBe(usd.format(cents / 100));
      if (cents > 0) expect(formatCents(-cents)).toBe(usd.format(-cents / 100));
    }
  });

  it('never write a minus before zero (Intl writes -$0.00 for -0)', () => {
    expect(formatCents(-0)).toBe('$0.00');
    expect(formatInteger(-0)).toBe('0');
    expect(formatInteger(-0.4)).toBe('0');
  });

  it('round a fraction of a cent half away from zero', () => {
    expect(formatCents(12.5)).toBe('$0.13');
    expect(formatCents(-12.5)).toBe('-$0.13');
    expect(formatCents(12.4)).toBe('$0.12');
    expect(formatCents(-0.2)).toBe('$0.00');
  });

  it('write whole numbers as Intl does, halves away from zero', () => {
    for (const n of samples) {
      expect(formatInteger(n)).toBe(whole.format(n));
      if (n > 0) expect(formatInteger(-n)).toBe(whole.format(-n));
    }
    for (const n of [0.5, 1.5, 2.5, 1234.5, -0.5, -2.5, 1234.49])
      expect(formatInteger(n)).toBe(whole.format(n));
  });

  it('write tenths with one fraction digit at most, as Intl does', () => {
    for (const tenths of [...samples.filter((n) => n < 1e15), 1, 9, 10, 11, 120, 125, 12_345])
      expect(formatTenths(tenths)).toBe(oneDecimal.format(tenths / 10));
    expect(formatTenths(-5)).toBe(oneDecimal.format(-0.5));
    expect(formatTenths(-125)).toBe(oneDecimal.format(-12.5));
  });

  it('leave what is not a finite number to Intl', () => {
    expect(formatInteger(Number.POSITIVE_INFINITY)).toBe(whole.format(Number.POSITIVE_INFINITY));
    expect(formatCents(Number.NaN)).toBe(usd.format(Number.NaN));
  });

  it('join a list as Intl.ListFormat does', () => {
    const list = new Intl.ListFormat('en-US', { style: 'long', type: 'conjunction' });
    for (const items of [
      [],
      ['Apple'],
      ['Apple', 'Sony'],
      ['Apple', 'Samsung', 'Google'],
      ['A', 'B', 'C', 'D', 'E', 'F'],
    ])
      expect(formatList(items)).toBe(list.format(items));
  });
});

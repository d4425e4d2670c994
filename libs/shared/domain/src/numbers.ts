// en-US number texts without Intl. A page's first Intl formatter starts the browser's ICU number
// formatting, tens of milliseconds of a phone's main thread in the middle of hydration, on every
// shopping page (prices, result counts: issue 17's Total Blocking Time). The shapes the shop shows
// are few and fixed; numbers.spec.ts holds them to Intl's output.

/** A whole number of at most 2^53 with its thousands separated: 1234567 → '1,234,567'. */
function groupThousands(digits: string): string {
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const part = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped ? `${part},${grouped}` : part;
  }
  return grouped;
}

/**
 * 1234.5 → '1,235': rounded half away from zero, as Intl's en-US format with no fraction digits.
 * Numbers that are not finite are left to Intl ('∞', 'NaN').
 */
export function formatInteger(value: number): string {
  if (!Number.isFinite(value)) return new Intl.NumberFormat('en-US').format(value);
  const rounded = Math.round(Math.abs(value));
  return `${value < 0 && rounded !== 0 ? '-' : ''}${groupThousands(String(rounded))}`;
}

/** Tenths as a decimal with at most one fraction digit: 12345 tenths → '1,234.5', 120 → '12'. */
export function formatTenths(tenths: number): string {
  const whole = formatInteger(Math.trunc(tenths / 10));
  const digit = Math.abs(Math.round(tenths)) % 10;
  return digit === 0 ? whole : `${tenths < 0 && whole === '0' ? '-' : ''}${whole}.${digit}`;
}

/** Cents as US dollars: 123456 → '$1,234.56', -599 → '-$5.99'; a fraction of a cent rounds half away from zero. */
export function formatCents(cents: number): string {
  if (!Number.isFinite(cents))
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole !== 0 ? '-' : '';
  return `${sign}$${groupThousands(String(Math.floor(whole / 100)))}.${String(whole % 100).padStart(2, '0')}`;
}

/** 'Apple, Samsung, and Google' ('A and B', 'A'), as Intl.ListFormat's en-US long conjunction. */
export function formatList(items: readonly string[]): string {
  if (items.length <= 2) return items.join(' and ');
  return `${items.slice(0, -1).join(', ')}, and ${items[items.length - 1]}`;
}

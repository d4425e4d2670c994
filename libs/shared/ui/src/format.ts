// Dates in US English without Intl: a page's first Intl formatter starts the browser's ICU, tens of
// milliseconds of a phone's main thread (issue 17's Total Blocking Time); the two shapes shown are
// fixed. In the local time zone, as Intl.DateTimeFormat writes them (format.spec.ts compares).
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 'January 2, 2026' (or 'Jan 2, 2026' with style 'short'); an em dash when the date is missing or invalid. */
export function formatDate(
  value: string | number | Date | null | undefined,
  style: 'long' | 'short' = 'long',
): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  const month = MONTHS[date.getMonth()];
  return `${style === 'short' ? month.slice(0, 3) : month} ${date.getDate()}, ${date.getFullYear()}`;
}

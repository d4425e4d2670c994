// Made on first use: a page's first Intl formatter costs tens of milliseconds, not worth paying
// when a page's module loads (the storefront's Total Blocking Time, issue 17).
let dateFormats: Record<'long' | 'short', Intl.DateTimeFormat> | undefined;
const formatsOfDates = () =>
  (dateFormats ??= {
    long: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }),
    short: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
  });

/** 'January 2, 2026' (or 'Jan 2, 2026' with style 'short'); an em dash when the date is missing or invalid. */
export function formatDate(value: string | number | Date | null | undefined, style: 'long' | 'short' = 'long'): string {
  if (value === null || value === undefined || value === '') return '—';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '—';
  return formatsOfDates()[style].format(date);
}

import { formatDate } from './format';

it('formats dates in US English and shows a dash for missing ones', () => {
  expect(formatDate('2026-01-02T12:00:00.000Z')).toBe('January 2, 2026');
  expect(formatDate('2026-01-02T12:00:00.000Z', 'short')).toBe('Jan 2, 2026');
  expect(formatDate(null)).toBe('—');
  expect(formatDate('not a date')).toBe('—');
});

it('writes every month, both styles, as Intl does in the local time zone', () => {
  const long = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
  const short = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
  for (let month = 0; month < 12; month++) {
    for (const day of [1, 9, 28]) {
      const date = new Date(2026, month, day, 23, 59);
      expect(formatDate(date)).toBe(long.format(date));
      expect(formatDate(date.toISOString(), 'short')).toBe(short.format(date));
      expect(formatDate(date.getTime(), 'short')).toBe(short.format(date));
    }
  }
});

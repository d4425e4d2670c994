import { formatDate } from './format';

it('formats dates in US English and shows a dash for missing ones', () => {
  expect(formatDate('2026-01-02T12:00:00.000Z')).toBe('January 2, 2026');
  expect(formatDate('2026-01-02T12:00:00.000Z', 'short')).toBe('Jan 2, 2026');
  expect(formatDate(null)).toBe('—');
  expect(formatDate('not a date')).toBe('—');
});

import { oneBusinessDayBefore } from './business-days';

const at = (iso: string) => oneBusinessDayBefore(new Date(iso)).toISOString();

describe('oneBusinessDayBefore', () => {
  it('is 24 hours earlier within the week', () => {
    expect(at('2026-11-25T10:00:00.000Z')).toBe('2026-11-24T10:00:00.000Z'); // Wednesday
  });

  it('skips the weekend: Monday 10:00 looks back to Friday 10:00', () => {
    expect(at('2026-11-30T10:00:00.000Z')).toBe('2026-11-27T10:00:00.000Z');
  });

  it('counts no weekend hours: on Tuesday at midnight a ticket from Saturday is a whole business day old', () => {
    expect(at('2026-12-01T00:00:00.000Z')).toBe('2026-11-30T00:00:00.000Z');
    expect(new Date('2026-11-28T12:00:00.000Z') < new Date(at('2026-12-01T00:00:00.000Z'))).toBe(true);
    expect(new Date('2026-11-28T12:00:00.000Z') < new Date(at('2026-11-30T23:59:00.000Z'))).toBe(false);
  });

  it('on a Sunday looks back from Friday midnight', () => {
    expect(at('2026-11-29T15:00:00.000Z')).toBe('2026-11-27T00:00:00.000Z');
  });
});

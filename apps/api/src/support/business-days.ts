const DAY_MS = 24 * 60 * 60 * 1000;

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/**
 * The moment one business day (24 hours of Monday to Friday, UTC) before `now`: a ticket waiting on
 * support since before it is overdue. Weekend hours do not count, so a ticket sent on Saturday
 * becomes overdue at the end of Monday, and one sent on Friday at 10:00 on Monday at 10:00.
 */
export function oneBusinessDayBefore(now: Date): Date {
  let cursor = now.getTime();
  let remaining = DAY_MS;
  while (remaining > 0) {
    const date = new Date(cursor);
    const dayStart = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
    // The part of this calendar day before the cursor (the whole previous day once at midnight).
    const span = cursor === dayStart ? DAY_MS : cursor - dayStart;
    const start = cursor - span;
    if (isWeekend(new Date(start))) {
      cursor = start;
      continue;
    }
    const take = Math.min(span, remaining);
    cursor -= take;
    remaining -= take;
  }
  return new Date(cursor);
}

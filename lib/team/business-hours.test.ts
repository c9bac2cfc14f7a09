import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bankHolidaysKnownUntil, englandAndWalesBankHolidays } from '@/lib/team/bank-holidays';
import {
  addBusinessTime,
  businessCalendar,
  businessTimeBetween,
  isBusinessTime,
  latestArrivalDueBy,
  nextClosing,
  REPLY_WITHIN_MS,
  replyDueAt,
  subtractBusinessTime,
} from '@/lib/team/business-hours';

const calendar = businessCalendar();
const HOUR = 60 * 60 * 1000;
/** "2026-12-24 10:00" London time, as an instant. */
const london = (text: string) => {
  const [day, time] = text.split(' ');
  const utc = new Date(`${day}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', timeZoneName: 'shortOffset' }).format(utc).includes('GMT+1') ? HOUR : 0;
  return new Date(utc.getTime() - offset);
};
const londonText = (at: Date) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
const dueOf = (arrival: string) => londonText(replyDueAt(london(arrival), calendar));

// Instants from 2025 to the end of 2028 (the bank holidays the list knows), to the millisecond.
const instant = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2028, 11, 20) }).map((ms) => new Date(ms));

describe('the 24-hour reply promise in business hours', () => {
  it('counts Mon–Fri 9:00–18:00 London time: worked examples', () => {
    // Monday at opening: Monday 9, Tuesday 9, Wednesday 6 hours.
    expect(dueOf('2026-11-23 09:00')).toBe('2026-11-25 15:00');
    // Friday at 17:00: one hour on Friday, then Monday and Tuesday, five hours on Wednesday.
    expect(dueOf('2026-11-27 17:00')).toBe('2026-12-02 14:00');
    // A weekend, a night and the closing minute all start the clock at the next opening.
    expect(dueOf('2026-11-28 11:00')).toBe('2026-12-02 15:00');
    expect(dueOf('2026-11-30 03:00')).toBe('2026-12-02 15:00');
    expect(dueOf('2026-11-27 18:00')).toBe('2026-12-02 15:00');
    // Half an hour on Monday, Tuesday and Wednesday, five and a half on Thursday.
    expect(dueOf('2026-11-23 17:30')).toBe('2026-11-26 14:30');
  });

  it('skips bank holidays and the extra closed days of OFFICE_CLOSED_DAYS', () => {
    // Christmas Eve 10:00: 8 hours, Christmas (Fri), the weekend, Boxing Day's substitute (Mon 28th), then Tue 9 and Wed 7.
    expect(dueOf('2026-12-24 10:00')).toBe('2026-12-30 16:00');
    const shutdown = businessCalendar(['2026-12-29', '2026-12-30', '2026-12-31']);
    expect(londonText(replyDueAt(london('2026-12-24 10:00'), shutdown))).toBe('2027-01-05 16:00');
    // Good Friday and Easter Monday 2026: six hours on Thursday, then Tuesday and Wednesday; due at the closing.
    expect(dueOf('2026-04-02 12:00')).toBe('2026-04-08 18:00');
  });

  it('keeps 9:00–18:00 on London clocks across the changes to and from summer time', () => {
    // Friday 27 March 2026 is GMT, Tuesday 31 March BST: the due time is 16:00 on London's clock, 15:00 UTC.
    const due = replyDueAt(london('2026-03-27 10:00'), calendar);
    expect(londonText(due)).toBe('2026-03-31 16:00');
    expect(due.toISOString()).toBe('2026-03-31T15:00:00.000Z');
    expect(dueOf('2026-10-23 12:00')).toBe('2026-10-27 18:00');
  });

  it('always falls inside business hours, exactly 24 business hours after the arrival (or the next opening)', () => {
    fc.assert(
      fc.property(instant, (arrival) => {
        const due = replyDueAt(arrival, calendar);
        expect(isBusinessTime(due, calendar)).toBe(true);
        expect(businessTimeBetween(arrival, due, calendar)).toBe(REPLY_WITHIN_MS);
        // Never sooner than 24 real hours, and from an opening: the clock started there.
        expect(due.getTime() - arrival.getTime()).toBeGreaterThanOrEqual(REPLY_WITHIN_MS);
        const start = subtractBusinessTime(due, REPLY_WITHIN_MS, calendar);
        expect(isBusinessTime(start, calendar)).toBe(true);
        expect(start.getTime()).toBeGreaterThanOrEqual(arrival.getTime());
        expect(businessTimeBetween(arrival, start, calendar)).toBe(0);
      }),
      { numRuns: 400 },
    );
  });

  it('never goes backwards, so "due by X" is "arrived by latestArrivalDueBy(X)"', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        expect(replyDueAt(early, calendar).getTime()).toBeLessThanOrEqual(replyDueAt(late, calendar).getTime());
        // b as "now": a is due by then exactly when it arrived by the threshold.
        expect(replyDueAt(a, calendar) <= b).toBe(a <= latestArrivalDueBy(b, calendar));
      }),
      { numRuns: 400 },
    );
  });

  it('adds and subtracts as inverses over business time, for any amount', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 200 * HOUR }), (at, ms) => {
        const later = addBusinessTime(at, ms, calendar);
        expect(businessTimeBetween(at, later, calendar)).toBe(ms);
        const back = subtractBusinessTime(later, ms, calendar);
        expect(businessTimeBetween(back, later, calendar)).toBe(ms);
        expect(businessTimeBetween(at, back, calendar)).toBe(0);
      }),
      { numRuns: 300 },
    );
  });

  it('ends "today" at the coming closing', () => {
    expect(londonText(nextClosing(london('2026-11-27 10:00'), calendar))).toBe('2026-11-27 18:00');
    expect(londonText(nextClosing(london('2026-11-27 19:00'), calendar))).toBe('2026-11-30 18:00');
  });

  it('knows the bank holidays for the year ahead', () => {
    expect(englandAndWalesBankHolidays.every((day) => /^\d{4}-\d{2}-\d{2}$/.test(day) && day <= bankHolidaysKnownUntil)).toBe(true);
    const yearAhead = new Date(Date.now() + 365 * 24 * HOUR).toISOString().slice(0, 10);
    expect(yearAhead <= bankHolidaysKnownUntil, 'add the next year of bank holidays to lib/team/bank-holidays.ts').toBe(true);
  });
});

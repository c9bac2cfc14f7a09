import { englandAndWalesBankHolidays } from '@/lib/team/bank-holidays';

// The agency's business hours: Monday to Friday, 9:00 to 18:00 in London (GMT in winter, BST in
// summer), closed on England & Wales bank holidays and on any other day the calendar names. The
// 24-hour reply promise is counted in these hours: a lead that arrives on Friday at 17:00 has one
// hour on Friday, nine on Monday and Tuesday, and is due on Wednesday at 14:00. One that arrives
// while the office is closed starts counting at the next opening.
//
// Pure arithmetic on instants; no database. Because the due time never goes backwards as the
// arrival time moves forward, "due by X" is the same as "arrived by latestArrivalDueBy(X)", which
// lets the inbox filter and sort by due time on the arrival column it already indexes.

export const BUSINESS_TIME_ZONE = 'Europe/London';
export const OPENS_AT_HOUR = 9;
export const CLOSES_AT_HOUR = 18;
/** The promise: a reply within 24 hours, counted in business hours. */
export const REPLY_WITHIN_MS = 24 * 60 * 60 * 1000;

export type BusinessCalendar = { closedDays: ReadonlySet<string> };

/** Weekends, the bank holidays and these extra closed days (YYYY-MM-DD, London dates). */
export function businessCalendar(extraClosedDays: readonly string[] = []): BusinessCalendar {
  return { closedDays: new Set([...englandAndWalesBankHolidays, ...extraClosedDays]) };
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far the arithmetic looks for an opening before giving up (a calendar closed for good). */
const MAX_DAYS = 3660;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** London's wall clock at this instant, as if it were UTC (so the difference is the offset). */
function londonWallClock(at: number): number {
  const parts = Object.fromEntries(londonParts.formatToParts(at).map((part) => [part.type, part.value]));
  return (
    Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second)) +
    (((at % 1000) + 1000) % 1000)
  );
}

/** The London date of an instant, as the UTC midnight of that date. */
function londonDay(at: number): number {
  const wall = londonWallClock(at);
  return wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS);
}

/** The instant London's clocks show `hour`:00 on this day (no clock change happens between 9:00 and 18:00). */
function londonInstant(day: number, hour: number): number {
  const wall = day + hour * 60 * 60 * 1000;
  const guess = wall - (londonWallClock(wall) - wall);
  return wall - (londonWallClock(guess) - guess);
}

const isoDay = (day: number) => new Date(day).toISOString().slice(0, 10);

/** Whether the office opens on this London date (the UTC midnight of it). */
function opens(day: number, calendar: BusinessCalendar): boolean {
  const weekday = new Date(day).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !calendar.closedDays.has(isoDay(day));
}

/** Opening and closing instants of an open day. */
function hoursOf(day: number): [open: number, close: number] {
  return [londonInstant(day, OPENS_AT_HOUR), londonInstant(day, CLOSES_AT_HOUR)];
}

/** The instant `ms` of business time after `start` (from the next opening when closed). */
export function addBusinessTime(start: Date, ms: number, calendar: BusinessCalendar): Date {
  let remaining = ms;
  let from = start.getTime();
  let day = londonDay(from);
  for (let step = 0; step < MAX_DAYS; step += 1, day += DAY_MS) {
    if (!opens(day, calendar)) continue;
    const [open, close] = hoursOf(day);
    const begin = Math.max(from, open);
    if (begin < close) {
      if (remaining <= close - begin) return new Date(begin + remaining);
      remaining -= close - begin;
    }
    from = -Infinity;
  }
  throw new RangeError('the office does not open within ten years');
}

/** The instant `ms` of business time before `end` (from the previous closing when closed). */
export function subtractBusinessTime(end: Date, ms: number, calendar: BusinessCalendar): Date {
  let remaining = ms;
  let to = end.getTime();
  let day = londonDay(to);
  for (let step = 0; step < MAX_DAYS; step += 1, day -= DAY_MS) {
    if (!opens(day, calendar)) continue;
    const [open, close] = hoursOf(day);
    const finish = Math.min(to, close);
    if (finish > open) {
      if (remaining <= finish - open) return new Date(finish - remaining);
      remaining -= finish - open;
    }
    to = Infinity;
  }
  throw new RangeError('the office was not open within ten years');
}

/** Business time between two instants (0 when `to` is not after `from`). */
export function businessTimeBetween(from: Date, to: Date, calendar: BusinessCalendar): number {
  let total = 0;
  const end = to.getTime();
  for (let day = londonDay(from.getTime()), step = 0; step < MAX_DAYS && day <= end; step += 1, day += DAY_MS) {
    if (!opens(day, calendar)) continue;
    const [open, close] = hoursOf(day);
    total += Math.max(0, Math.min(close, end) - Math.max(open, from.getTime()));
  }
  return total;
}

/** When a lead that arrived at `arrival` must have its reply. */
export function replyDueAt(arrival: Date, calendar: BusinessCalendar): Date {
  return addBusinessTime(arrival, REPLY_WITHIN_MS, calendar);
}

/** The latest arrival whose reply is due by `instant`: due(a) <= instant exactly when a <= this. */
export function latestArrivalDueBy(instant: Date, calendar: BusinessCalendar): Date {
  return subtractBusinessTime(instant, REPLY_WITHIN_MS, calendar);
}

/** Whether this instant is within business hours (an opening included, a closing too). */
export function isBusinessTime(at: Date, calendar: BusinessCalendar): boolean {
  const day = londonDay(at.getTime());
  if (!opens(day, calendar)) return false;
  const [open, close] = hoursOf(day);
  return at.getTime() >= open && at.getTime() <= close;
}

/** Today's closing in London, or the next one when the office is closed now: the end of "due today". */
export function nextClosing(now: Date, calendar: BusinessCalendar): Date {
  for (let day = londonDay(now.getTime()), step = 0; step < MAX_DAYS; step += 1, day += DAY_MS) {
    if (!opens(day, calendar)) continue;
    const close = hoursOf(day)[1];
    if (close >= now.getTime()) return new Date(close);
  }
  throw new RangeError('the office does not open within ten years');
}

// Calendar days for the Insights page: yyyy-mm-dd strings, in a time zone or by UTC.

const DAY_MS = 86_400_000;

/** The day (yyyy-mm-dd) an instant falls on in a time zone. */
export function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The Monday (yyyy-mm-dd) of the week a day belongs to. */
export function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  const monday = new Date(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** Every Monday from the week of `from` to the week of `to` (inclusive). */
export function weeksBetween(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let at = new Date(`${weekOf(from)}T00:00:00Z`).getTime(); at <= new Date(`${to}T00:00:00Z`).getTime(); at += 7 * DAY_MS) {
    weeks.push(new Date(at).toISOString().slice(0, 10));
  }
  return weeks;
}

/** How finely a range's enquiries are drawn: by hour for one day, by day up to a month, else by week. */
export type Granularity = 'hour' | 'day' | 'week';
const MONTH_DAYS = 31;

export function granularityOf(from: string, to: string): Granularity {
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
  return days <= 1 ? 'hour' : days <= MONTH_DAYS ? 'day' : 'week';
}

/** The hour (00–23) an instant falls in, in a time zone. */
export function localHour(at: Date, timeZone: string): string {
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at);
  return hour.padStart(2, '0');
}

/** The buckets of a range: its 24 hours, its days, or the Mondays of its weeks. */
export function bucketsOf(from: string, to: string, granularity: Granularity): string[] {
  if (granularity === 'hour') return Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
  if (granularity === 'week') return weeksBetween(from, to);
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += DAY_MS) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

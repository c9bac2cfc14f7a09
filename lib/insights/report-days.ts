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

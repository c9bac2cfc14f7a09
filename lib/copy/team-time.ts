// The team area shows every time in the member's own zone (components/team/labels.ts,
// lib/team/time-zone.ts); a time a member types into a date-and-time field is read in that same
// zone and stored in UTC, so what they type is what they see. London only when none is given.

export const TEAM_TIME_ZONE = 'Europe/London';

/** The zone's offset from UTC at `instant`, in ms (e.g. +3,600,000 in British Summer Time). */
function offsetAt(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!) - Math.floor(instant / 1000) * 1000;
}

/** "2026-12-01T09:30" (an <input type="datetime-local"> value) in `zone`, or undefined if malformed. */
export function zonedTime(value: string, zone = TEAM_TIME_ZONE): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59) return undefined;
  // Two rounds: the offset at the guessed instant, then at the corrected one (around a change of clocks).
  const first = wall - offsetAt(wall, zone);
  return new Date(wall - offsetAt(first, zone));
}

/** `date` as an <input type="datetime-local"> value in `zone`. */
export function zonedInputValue(date: Date, zone = TEAM_TIME_ZONE): string {
  return new Date(date.getTime() + offsetAt(date.getTime(), zone)).toISOString().slice(0, 16);
}

import { localDay } from '@/lib/insights/report-days';

// The Insights page's date range, as it travels in its URL (?from=2026-09-01&to=2026-11-27):
// days in the member's time zone, both included, at most a year; twelve weeks up to today by default.

export type DayRange = { from: string; to: string };
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

const shift = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

export function parseRange(params: URLSearchParams, timeZone: string, now = new Date()): DayRange {
  const today = localDay(now, timeZone);
  let to = validDay(params.get('to')) ?? today;
  if (to > today) to = today;
  let from = validDay(params.get('from')) ?? shift(to, -83);
  if (from > to) from = to;
  if (shift(from, MAX_RANGE_DAYS - 1) < to) from = shift(to, -(MAX_RANGE_DAYS - 1));
  return { from, to };
}

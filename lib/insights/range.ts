import { localDay } from '@/lib/insights/report-days';

// The Insights page's date range, as it travels in its URL (?from=2026-09-01&to=2026-11-27, or
// ?preset=last-7-days): days in the member's time zone, both included, at most a year; twelve
// weeks up to today by default. A range is never changed without saying so: a reversed one is
// swapped, a future end or an over-long range is cut, and `adjusted` names what was done.

export type DayRange = { from: string; to: string };
export const presets = ['last-7-days', 'last-28-days', 'this-month'] as const;
export type Preset = (typeof presets)[number];
export type Adjustment = 'swapped' | 'future' | 'tooLong';
export type ParsedRange = DayRange & { preset: Preset | null; adjusted: Adjustment[] };
export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string | null): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : undefined;
}

export const shiftDay = (day: string, days: number) => new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** A preset's days, ending today: the last 7 or 28 days (today included), or this month so far. */
export function presetRange(preset: Preset, today: string): DayRange {
  if (preset === 'last-7-days') return { from: shiftDay(today, -6), to: today };
  if (preset === 'last-28-days') return { from: shiftDay(today, -27), to: today };
  return { from: `${today.slice(0, 8)}01`, to: today };
}

export function parseRange(params: URLSearchParams, timeZone: string, now = new Date()): ParsedRange {
  const today = localDay(now, timeZone);
  const preset = presets.find((name) => name === params.get('preset'));
  if (preset) return { ...presetRange(preset, today), preset, adjusted: [] };
  const adjusted: Adjustment[] = [];
  let to = validDay(params.get('to')) ?? today;
  let from = validDay(params.get('from')) ?? shiftDay(to > today ? today : to, -83);
  if (from > to) {
    [from, to] = [to, from];
    adjusted.push('swapped');
  }
  if (to > today) {
    to = today;
    if (from > to) from = to;
    adjusted.push('future');
  }
  if (shiftDay(from, MAX_RANGE_DAYS - 1) < to) {
    from = shiftDay(to, -(MAX_RANGE_DAYS - 1));
    adjusted.push('tooLong');
  }
  return { from, to, preset: null, adjusted };
}

import { describe, expect, it } from 'vitest';
import { zonedInputValue, zonedTime } from './team-time';

describe('zonedTime', () => {
  it('reads a typed time in UK time, winter and summer', () => {
    expect(zonedTime('2026-12-01T09:30')?.toISOString()).toBe('2026-12-01T09:30:00.000Z');
    expect(zonedTime('2026-07-01T09:30')?.toISOString()).toBe('2026-07-01T08:30:00.000Z');
    expect(zonedTime('2026-07-01T09:30', 'Europe/Berlin')?.toISOString()).toBe('2026-07-01T07:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    for (const value of ['', '2026-02-30T10:00', '2026-12-01', '2026-12-01T25:00', 'tomorrow']) expect(zonedTime(value)).toBeUndefined();
  });

  it('writes an instant back as the field shows it', () => {
    expect(zonedInputValue(new Date('2026-07-01T08:30:00Z'))).toBe('2026-07-01T09:30');
    expect(zonedInputValue(new Date('2026-12-01T09:30:00Z'))).toBe('2026-12-01T09:30');
  });
});

import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';

// Times in the team area are shown in each member's own zone, named ("25 Nov 2026, 17:05 CET").
// Until a member picks one, their browser's zone is stored on their first visit
// (components/team/time-zone-hint.tsx); before that, the agency's own.

export const DEFAULT_TIME_ZONE = 'Europe/London';

/** An IANA zone name this runtime knows, e.g. Europe/Berlin. */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 64 || !/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The zones a member can choose from. */
export function timeZoneOptions(): string[] {
  return Intl.supportedValuesOf('timeZone');
}

/** The member's stored zone, or null when they have none yet. */
export async function memberTimeZone(prisma: PrismaClient, userId: number): Promise<string | null> {
  const row = await prisma.memberPreference.findUnique({ where: { userId }, select: { timeZone: true } });
  return row?.timeZone && isTimeZone(row.timeZone) ? row.timeZone : null;
}

export async function setMemberTimeZone(prisma: PrismaClient, userId: number, timeZone: string): Promise<void> {
  if (!isTimeZone(timeZone)) throw new RangeError('unknown time zone');
  await prisma.memberPreference.upsert({ where: { userId }, create: { userId, timeZone }, update: { timeZone } });
}

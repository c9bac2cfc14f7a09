import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { isLocale, type Locale } from '@/i18n/locales';

// Mails to one member (not to the shared team inbox) are written in the language of the team
// pages that member uses. Until they have used any, English, the site's default.

/** The language of this member's own mails. */
export async function memberLocale(prisma: PrismaClient, userId: number): Promise<Locale> {
  const row = await prisma.memberPreference.findUnique({ where: { userId }, select: { locale: true } });
  return row?.locale && isLocale(row.locale) ? row.locale : 'en';
}

/** Records the language a member uses; one row per member. */
export async function setMemberLocale(prisma: PrismaClient, userId: number, locale: Locale): Promise<void> {
  await prisma.memberPreference.upsert({ where: { userId }, create: { userId, locale }, update: { locale } });
}

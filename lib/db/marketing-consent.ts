import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type MarketingConsentStatus, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/db/timestamp';

// The double opt-in state of each address (model MarketingConsent). Written with a white-paper
// request (lib/db/queries.ts), then only by the person holding a link from our mail.

/** One row per mailbox: the same address typed in another case is the same person. */
export function marketingAddress(email: string): string {
  return email.trim().toLowerCase();
}

export async function findMarketingConsent(prisma: PrismaClient, email: string): Promise<{ id: string; status: MarketingConsentStatus } | undefined> {
  const row = await prisma.marketingConsent.findUnique({ where: { email: marketingAddress(email) }, select: { id: true, status: true } });
  return row ?? undefined;
}

/**
 * The question every marketing mail and the team's export must ask first: did this address
 * confirm, and not withdraw since? Pending, expired and withdrawn addresses get nothing.
 */
export async function isConfirmedOptIn(prisma: PrismaClient, email: string): Promise<boolean> {
  const row = await prisma.marketingConsent.findUnique({ where: { email: marketingAddress(email) }, select: { status: true } });
  return row?.status === 'confirmed';
}

/** Every confirmed address (lower-cased), for filtering an export in one query. */
export async function confirmedOptInAddresses(prisma: PrismaClient): Promise<Set<string>> {
  const rows = await prisma.marketingConsent.findMany({ where: { status: 'confirmed' }, select: { email: true } });
  return new Set(rows.map((row) => row.email));
}

export type ConfirmOutcome = { status: 'confirmed'; email: string; locale: string; confirmedAt: Date } | { status: 'expired' | 'withdrawn' | 'invalid' };

/**
 * Confirms the request a link was made for. Opening it again says "confirmed" again; a link
 * of an earlier request, or one that ran out, confirms nothing; nor does any link once the
 * address has withdrawn.
 */
export async function confirmMarketingConsent(prisma: PrismaClient, link: { consentId: string; expiresAt: Date }, now: Date): Promise<ConfirmOutcome> {
  const updated = await prisma.marketingConsent.updateManyAndReturn({
    where: { id: link.consentId, status: 'pending', expiresAt: { equals: link.expiresAt, gt: now } },
    data: { status: 'confirmed', confirmedAt: now },
  });
  const row = updated[0] ?? (await prisma.marketingConsent.findUnique({ where: { id: link.consentId } }));
  if (!row) return { status: 'invalid' };
  if (row.status === 'confirmed' && row.confirmedAt) {
    return { status: 'confirmed', email: row.email, locale: row.locale, confirmedAt: row.confirmedAt };
  }
  if (row.status === 'withdrawn') return { status: 'withdrawn' };
  return { status: 'expired' };
}

export type WithdrawOutcome = { status: 'withdrawn'; email: string; locale: string; withdrawnAt: Date } | { status: 'invalid' };

/** Withdraws consent (or a pending request) for good. Opening the link again changes nothing. */
export async function withdrawMarketingConsent(prisma: PrismaClient, consentId: string, now: Date): Promise<WithdrawOutcome> {
  const updated = await prisma.marketingConsent.updateManyAndReturn({
    where: { id: consentId, status: { not: 'withdrawn' } },
    data: { status: 'withdrawn', withdrawnAt: now },
  });
  const row = updated[0] ?? (await prisma.marketingConsent.findUnique({ where: { id: consentId } }));
  if (!row || row.status !== 'withdrawn' || !row.withdrawnAt) return { status: 'invalid' };
  return { status: 'withdrawn', email: row.email, locale: row.locale, withdrawnAt: row.withdrawnAt };
}

/**
 * Requests nobody confirmed in time end: `expired`, or back to `withdrawn` for an address that
 * had withdrawn before and asked again. Returns how many ended.
 */
export async function expireUnconfirmed(prisma: PrismaClient, now: Date): Promise<number> {
  const ended = await run<{ id: string }>(
    prisma,
    Prisma.sql`
    UPDATE "marketing_consents"
    SET "status" = (CASE WHEN "withdrawnAt" IS NULL THEN 'expired' ELSE 'withdrawn' END)::"MarketingConsentStatus"
    WHERE "status" = 'pending' AND "expiresAt" <= ${timestamp(now)}::timestamp(3)
    RETURNING "id"`,
  );
  return ended.length;
}

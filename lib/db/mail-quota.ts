import 'server-only';
import { createHash } from 'node:crypto';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';
import { processSlot } from '@/lib/process-slot.mjs';

// The white-paper form mails an address somebody typed, from our own sender: without limits it
// is a relay. So each address gets at most one such mail per UTC day, and all addresses together
// at most MAIL_DAILY_CAP. Both are single atomic statements, so instances sharing PostgreSQL
// (and concurrent requests) never hand out the same allowance twice.

export type VisitorMailKind = 'white-paper' | 'marketing-confirmation';
export type VisitorMailVerdict = 'send' | 'recipient-limit' | 'daily-cap';

type QuotaState = { sweptDay?: string; capLoggedDay?: string };
const state = processSlot<QuotaState>('mailQuota', () => ({}));

/** Takes today's allowance for one mail of `kind` to `email`, or says why there is none. */
export async function admitVisitorMail(prisma: PrismaClient, kind: VisitorMailKind, email: string, now: Date, dailyCap: number): Promise<VisitorMailVerdict> {
  const day = utcDay(now);
  await sweepEarlierDays(prisma, day);
  const claimed = await run(
    prisma,
    Prisma.sql`
    INSERT INTO "mail_recipient_days" ("kind", "recipientHash", "day") VALUES (${kind}, ${recipientHash(email)}, ${day}::date)
    ON CONFLICT DO NOTHING RETURNING 1 AS "claimed"`,
  );
  if (claimed.length === 0) return 'recipient-limit';
  const counted = await run(
    prisma,
    Prisma.sql`
    INSERT INTO "mail_daily_counts" ("kind", "day", "count") VALUES (${kind}, ${day}::date, 1)
    ON CONFLICT ("kind", "day") DO UPDATE SET "count" = "mail_daily_counts"."count" + 1
    WHERE "mail_daily_counts"."count" < ${dailyCap}::int
    RETURNING "count"`,
  );
  if (counted.length > 0) return 'send';
  // Over the cap this address got nothing today, so it keeps its own allowance for later.
  await run(
    prisma,
    Prisma.sql`
    DELETE FROM "mail_recipient_days" WHERE "kind" = ${kind} AND "recipientHash" = ${recipientHash(email)} AND "day" = ${day}::date`,
  );
  if (state.capLoggedDay !== day) {
    state.capLoggedDay = day;
    log.warn(
      `mail: daily cap of ${dailyCap} ${kind} e-mails to visitors reached for ${day} (UTC): further requests today get their link on screen only (MAIL_DAILY_CAP)`,
    );
  }
  return 'daily-cap';
}

/** Gives back an allowance taken for a request that then failed to store, so a retry can mail. */
export async function releaseVisitorMail(prisma: PrismaClient, kind: VisitorMailKind, email: string, now: Date): Promise<void> {
  const day = utcDay(now);
  const released = await run(
    prisma,
    Prisma.sql`
    DELETE FROM "mail_recipient_days" WHERE "kind" = ${kind} AND "recipientHash" = ${recipientHash(email)} AND "day" = ${day}::date
    RETURNING 1 AS "released"`,
  );
  if (released.length === 0) return;
  await run(
    prisma,
    Prisma.sql`
    UPDATE "mail_daily_counts" SET "count" = GREATEST("count" - 1, 0) WHERE "kind" = ${kind} AND "day" = ${day}::date`,
  );
}

/**
 * The address is needed only to tell repeats apart, so only its hash is kept. Exported for
 * subject requests (lib/team/subject-requests.ts), which find and erase an address's rows by it.
 */
export function recipientHash(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');
}

function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** Yesterday's counters mean nothing today; dropped once per day and process. */
async function sweepEarlierDays(prisma: PrismaClient, day: string): Promise<void> {
  if (state.sweptDay === day) return;
  state.sweptDay = day;
  await run(prisma, Prisma.sql`DELETE FROM "mail_recipient_days" WHERE "day" < ${day}::date`);
  await run(prisma, Prisma.sql`DELETE FROM "mail_daily_counts" WHERE "day" < ${day}::date`);
}

/** Tests switch databases between cases. */
export function resetMailQuotaForTests(): void {
  state.sweptDay = undefined;
  state.capLoggedDay = undefined;
}

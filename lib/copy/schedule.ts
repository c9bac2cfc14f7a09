import 'server-only';
import { isLocale, type Locale } from '@/i18n/routing';
import { siteCatalogue, type Catalogue } from '@/lib/copy/catalogue';
import { publish } from '@/lib/copy/store';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit, type AuditActor } from '@/lib/team/audit';

// Scheduled publishes (issue #22): a language's drafts go live at a chosen time, e.g. a campaign
// launch. The outbox worker (lib/outbox/worker.ts) and the cron route run what is due; a row is
// claimed with SKIP LOCKED, so each runs once whichever instance gets it. Scheduling, cancelling
// and running are in the audit log (running is the scheduling member's publish, as if they had
// pressed Publish then).

export type ScheduledPublish = { id: number; locale: string; keys: string[]; runAt: Date; createdByName: string; createdAt: Date };
export type ScheduleFailure = { ok: false; code: 'unknown-locale' | 'in-the-past' | 'too-far' | 'unknown-schedule' };

const fields = { id: true, locale: true, keys: true, runAt: true, createdByName: true, createdAt: true } as const;
/** A year ahead at most: a date further out is a typo rather than a campaign. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

export async function schedulePublish(
  db: PrismaClient,
  { locale, keys = [], runAt, user }: { locale: string; keys?: readonly string[]; runAt: Date; user: AuditActor },
  now = new Date(),
): Promise<{ ok: true; schedule: ScheduledPublish } | ScheduleFailure> {
  if (!isLocale(locale)) return { ok: false, code: 'unknown-locale' };
  if (!(runAt.getTime() > now.getTime())) return { ok: false, code: 'in-the-past' };
  if (runAt.getTime() - now.getTime() > MAX_AHEAD_MS) return { ok: false, code: 'too-far' };
  return db.$transaction(async (tx) => {
    const schedule = await tx.copyScheduledPublish.create({
      data: { locale, keys: [...keys], runAt, createdById: user.id, createdByName: user.username },
      select: fields,
    });
    await recordAudit(tx, 'copy-schedule', user, { locale, id: schedule.id, runAt: runAt.toISOString(), count: keys.length }, now);
    return { ok: true as const, schedule };
  });
}

/** Cancels a schedule that has not run yet; false when there is none such. */
export async function cancelScheduled(db: PrismaClient, { id, user }: { id: number; user: AuditActor }, now = new Date()): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const { count } = await tx.copyScheduledPublish.updateMany({
      where: { id, doneAt: null, cancelledAt: null },
      data: { cancelledAt: now, cancelledByName: user.username },
    });
    if (count > 0) await recordAudit(tx, 'copy-schedule-cancel', user, { id }, now);
    return count > 0;
  });
}

/** The schedules of a language still to run, soonest first. */
export async function pendingSchedules(db: PrismaClient, locale: Locale): Promise<ScheduledPublish[]> {
  return db.copyScheduledPublish.findMany({ where: { locale, doneAt: null, cancelledAt: null }, orderBy: { runAt: 'asc' }, select: fields });
}

/**
 * Runs every schedule due at `now`, one at a time: publishes its drafts as the member who
 * scheduled it and records what went live. Returns the languages and keys published, for the
 * caller to expire those pages (lib/page-cache.ts works outside a request).
 */
export async function runDueSchedules(db: PrismaClient, now = new Date(), catalogue: Catalogue = siteCatalogue): Promise<{ locale: Locale; published: string[] }[]> {
  const results: { locale: Locale; published: string[] }[] = [];
  for (;;) {
    const claimed = await db.$transaction(async (tx) => {
      const [row] = await run<{ id: number; locale: string; keys: string[]; createdById: number | null; createdByName: string }>(tx, Prisma.sql`
        SELECT "id", "locale", "keys", "createdById", "createdByName" FROM "copy_scheduled_publishes"
        WHERE "doneAt" IS NULL AND "cancelledAt" IS NULL AND "runAt" <= ${now}
        ORDER BY "runAt", "id" LIMIT 1 FOR UPDATE SKIP LOCKED`);
      if (!row) return undefined;
      // Marked done in the same transaction that claimed it: a crash before the publish below
      // leaves the drafts as they were, to be published by hand; never published twice.
      await tx.copyScheduledPublish.update({ where: { id: row.id }, data: { doneAt: now } });
      return row;
    });
    if (!claimed) return results;
    if (!isLocale(claimed.locale)) continue;
    const user = { id: claimed.createdById ?? 0, username: claimed.createdByName };
    const published = await publish(db, { locale: claimed.locale, keys: claimed.keys.length > 0 ? claimed.keys : undefined, user }, catalogue);
    await db.copyScheduledPublish.update({ where: { id: claimed.id }, data: { published } });
    results.push({ locale: claimed.locale, published });
  }
}

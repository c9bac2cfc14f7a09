import 'server-only';
import { createHash } from 'node:crypto';
import { isLocale, type Locale } from '@/i18n/routing';
import { siteCatalogue, type Catalogue } from '@/lib/copy/catalogue';
import { publish, publishWordings } from '@/lib/copy/store';
import { fits } from '@/lib/copy/versions';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';
import { recordAudit, type AuditActor } from '@/lib/team/audit';

// Scheduled publishes: a language's drafts go live at a chosen time, e.g. a campaign
// launch. The job worker and the cron route (lib/jobs) run what is due; a row is
// claimed with SKIP LOCKED, so each runs once whichever instance gets it. Scheduling, cancelling
// and running are in the audit log (running is the scheduling member's publish, as if they had
// pressed Publish then).
//
// A schedule pins its drafts: when it is made, the wording of each draft it will
// publish is recorded (key, text, author, time saved and a SHA-256 of the text), and when it runs
// it publishes exactly those wordings. A draft written or changed after scheduling is not part of
// it: the schedule keeps the pinned wording and the newer draft stays a draft, to be published by
// hand or by another schedule (the Texts page says so beside that draft). A pinned draft that is
// discarded later is still published as pinned; cancel the schedule to stop it. Schedules made
// before pinning (pinned null) publish the drafts as they are when they run.
//
// A schedule runs on whichever release is deployed at its time, a rolled-back one included. So a
// row says what it needs (`format`, SCHEDULE_FORMAT) and a release runs only the formats it knows;
// releases made before `format` existed claim on `runAt`, so a pinned row keeps its time in
// `dueAt` and a `runAt` of 9999-12-31 they never reach (prisma/migrations/20261201390000_schedule_format).
// A row this release cannot run stays pending, logged, until a release that can runs it.

/** The newest schedule format this release runs: 1, pinned wordings. */
export const SCHEDULE_FORMAT = 1;
/** Where a pinned row's runAt points, out of reach of releases that know no format. */
export const OUT_OF_REACH = new Date(Date.UTC(9999, 11, 31));

/** A draft's wording as a schedule recorded it. */
export type PinnedDraft = { key: string; text: string; authorName: string; updatedAt: string; hash: string };
export type ScheduledPublish = {
  id: number;
  locale: string;
  keys: string[];
  runAt: Date;
  createdByName: string;
  createdAt: Date;
  pinned: PinnedDraft[] | null;
  format: number;
};
export type ScheduleFailure = { ok: false; code: 'unknown-locale' | 'in-the-past' | 'too-far' | 'unknown-schedule' | 'no-drafts' };

const fields = { id: true, locale: true, keys: true, runAt: true, dueAt: true, createdByName: true, createdAt: true, pinned: true, format: true } as const;

export const textHash = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The pinned drafts of a stored row: only well-formed entries whose text still has its hash. */
function pinsOf(value: unknown): PinnedDraft[] | null {
  if (!Array.isArray(value)) return null;
  return value.filter(
    (item): item is PinnedDraft =>
      typeof item === 'object' && item !== null && typeof item.key === 'string' && typeof item.text === 'string' && item.hash === textHash(item.text),
  );
}

/** A stored row as this release reads it: its pins checked, and the time it runs. */
type StoredSchedule = Omit<ScheduledPublish, 'pinned'> & { pinned: unknown; dueAt: Date | null };
const withPins = ({ dueAt, pinned, ...row }: StoredSchedule): ScheduledPublish => ({ ...row, runAt: dueAt ?? row.runAt, pinned: pinsOf(pinned) });
/** A year ahead at most: a date further out is a typo rather than a campaign. */
const MAX_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

export async function schedulePublish(
  db: PrismaClient,
  { locale, keys = [], runAt, user }: { locale: string; keys?: readonly string[]; runAt: Date; user: AuditActor },
  now = new Date(),
  catalogue: Catalogue = siteCatalogue,
): Promise<{ ok: true; schedule: ScheduledPublish } | ScheduleFailure> {
  if (!isLocale(locale)) return { ok: false, code: 'unknown-locale' };
  if (!(runAt.getTime() > now.getTime())) return { ok: false, code: 'in-the-past' };
  if (runAt.getTime() - now.getTime() > MAX_AHEAD_MS) return { ok: false, code: 'too-far' };
  const lang: Locale = locale;
  return db.$transaction(async (tx) => {
    // The drafts as they read now: the ones this schedule will publish, and nothing else.
    const only = keys.length > 0 ? new Set(keys) : undefined;
    const drafts = await tx.copyDraft.findMany({
      where: { locale },
      orderBy: { key: 'asc' },
      select: { key: true, text: true, authorName: true, updatedAt: true },
    });
    const pinned: PinnedDraft[] = drafts
      .filter((draft) => (!only || only.has(draft.key)) && fits(catalogue, lang, draft.key, draft.text))
      .map((draft) => ({
        key: draft.key,
        text: draft.text,
        authorName: draft.authorName,
        updatedAt: draft.updatedAt.toISOString(),
        hash: textHash(draft.text),
      }));
    if (pinned.length === 0) return { ok: false as const, code: 'no-drafts' as const };
    const schedule = await tx.copyScheduledPublish.create({
      data: {
        locale,
        keys: pinned.map((pin) => pin.key),
        runAt: OUT_OF_REACH,
        dueAt: runAt,
        format: SCHEDULE_FORMAT,
        createdById: user.id,
        createdByName: user.username,
        pinned,
      },
      select: fields,
    });
    await recordAudit(tx, 'copy-schedule', user, { locale, id: schedule.id, runAt: runAt.toISOString(), count: pinned.length }, now);
    return { ok: true as const, schedule: withPins(schedule) };
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
  const rows = await db.copyScheduledPublish.findMany({ where: { locale, doneAt: null, cancelledAt: null }, select: fields });
  return rows.map(withPins).sort((a, b) => a.runAt.getTime() - b.runAt.getTime() || a.id - b.id);
}

/** What a pending schedule holds of a key: its time, and the wording pinned (null: an older schedule that takes the draft as it is). */
export type KeySchedule = { id: number; runAt: Date; text: string | null };

/**
 * key → the soonest pending schedule that publishes it, for the drafts of a language: the Texts
 * page and the publish toolbar say "scheduled for …" beside them. An older schedule (nothing
 * pinned) publishes every draft, so it covers each key in `draftKeys`.
 */
export function scheduledKeys(pending: readonly ScheduledPublish[], draftKeys: readonly string[]): Map<string, KeySchedule> {
  const byKey = new Map<string, KeySchedule>();
  for (const schedule of pending) {
    const items = schedule.pinned
      ? schedule.pinned.map((pin) => ({ key: pin.key, text: pin.text as string | null }))
      : (schedule.keys.length > 0 ? schedule.keys : draftKeys).map((key) => ({ key, text: null }));
    for (const { key, text } of items) if (!byKey.has(key)) byKey.set(key, { id: schedule.id, runAt: schedule.runAt, text });
  }
  return byKey;
}

/**
 * Runs every schedule due at `now`, one at a time: publishes its drafts as the member who
 * scheduled it and records what went live. Returns the languages and keys published, for the
 * caller to expire those pages (lib/page-cache.ts works outside a request).
 */
export async function runDueSchedules(
  db: PrismaClient,
  now = new Date(),
  catalogue: Catalogue = siteCatalogue,
): Promise<{ locale: Locale; published: string[] }[]> {
  const results: { locale: Locale; published: string[] }[] = [];
  for (;;) {
    const claimed = await db.$transaction(async (tx) => {
      const [row] = await run<{
        id: number;
        locale: string;
        keys: string[];
        createdById: number | null;
        createdByName: string;
        pinned: unknown;
        format: number;
      }>(
        tx,
        Prisma.sql`
        SELECT "id", "locale", "keys", "createdById", "createdByName", "pinned", "format" FROM "copy_scheduled_publishes"
        WHERE "doneAt" IS NULL AND "cancelledAt" IS NULL AND COALESCE("dueAt", "runAt") <= ${now} AND "format" <= ${SCHEDULE_FORMAT}
        ORDER BY COALESCE("dueAt", "runAt"), "id" LIMIT 1 FOR UPDATE SKIP LOCKED`,
      );
      if (!row) return undefined;
      // Marked done in the same transaction that claimed it: a crash before the publish below
      // leaves the drafts as they were, to be published by hand; never published twice.
      await tx.copyScheduledPublish.update({ where: { id: row.id }, data: { doneAt: now } });
      return row;
    });
    if (!claimed) {
      await noteNewerFormats(db, now);
      return results;
    }
    if (!isLocale(claimed.locale)) continue;
    const user = { id: claimed.createdById ?? 0, username: claimed.createdByName };
    // Pinned: exactly the wordings recorded when it was scheduled (a later draft stays a draft).
    const pins = pinsOf(typeof claimed.pinned === 'string' ? JSON.parse(claimed.pinned) : claimed.pinned);
    const published = pins
      ? await publishWordings(db, { locale: claimed.locale, texts: pins, user }, catalogue)
      : await publish(db, { locale: claimed.locale, keys: claimed.keys.length > 0 ? claimed.keys : undefined, user }, catalogue);
    await db.copyScheduledPublish.update({ where: { id: claimed.id }, data: { published } });
    results.push({ locale: claimed.locale, published });
  }
}

const noted = new Set<string>();

/** Due schedules of a format this release does not know: left for a newer release, said once each. */
async function noteNewerFormats(db: PrismaClient, now: Date): Promise<void> {
  const rows = await run<{ id: number; format: number; created_at: unknown }>(
    db,
    Prisma.sql`
    SELECT "id", "format", "createdAt" AS created_at FROM "copy_scheduled_publishes"
    WHERE "doneAt" IS NULL AND "cancelledAt" IS NULL AND COALESCE("dueAt", "runAt") <= ${now} AND "format" > ${SCHEDULE_FORMAT}`,
  );
  for (const row of rows) {
    const key = `${row.id}@${String(row.created_at)}`;
    if (noted.has(key)) continue;
    noted.add(key);
    log.warn('scheduled publish left for a newer release: this release does not know its format', { id: row.id, format: row.format, known: SCHEDULE_FORMAT });
  }
}

import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/db/timestamp';
import type { LeadStatusValue } from '@/lib/team/lead-filter';
import type { LeadRef } from '@/lib/team/lead-filter';
import type { Viewer } from '@/lib/team/lead-query';
import { processSlot } from '@/lib/process-slot.mjs';

// Triage at a glance: how many leads per status and per view, how many came in since the
// member's last visit, which ones they have not opened, and whose team notification failed.

export type InboxCounts = Record<LeadStatusValue, number> & {
  total: number;
  mine: number;
  unassigned: number;
  /** Received since the member's previous visit (none without one). */
  newSince: number;
  /** Leads whose notification to the team failed for good. */
  failed: number;
};

type SharedCounts = Pick<InboxCounts, LeadStatusValue | 'total' | 'unassigned'>;

/** How long this process reuses the counts everyone shares; its own changes drop them at once. */
export const SHARED_COUNTS_TTL_MS = 10_000;
// In a process slot: Next.js bundles each page and route on its own, so a module-level cache in the
// page would never see the lead route's "forget" (a status change shown stale for ten seconds).
type CountsState = { cache: WeakMap<PrismaClient, { at: number; generation: number; counts: Promise<SharedCounts> }>; generation: number };
const state = processSlot<CountsState>('inboxCounts', () => ({ cache: new WeakMap(), generation: 0 }));
const shared = state.cache;

/**
 * The counts for one member. Those everyone shares (per status, total, unassigned) read every
 * lead, some tens of milliseconds for 100,000, so a process keeps them for ten seconds and drops
 * them when a member here changes a lead (forgetInboxCounts): a new enquiry arriving through
 * another instance shows in the counts within ten seconds, a change made here at once. The
 * member's own counts read indexes only and are always fresh.
 */
export async function inboxCounts(prisma: PrismaClient, viewer: Viewer, since: Date | null, now = Date.now()): Promise<InboxCounts> {
  let cached = shared.get(prisma);
  if (!cached || cached.generation !== state.generation || now - cached.at > SHARED_COUNTS_TTL_MS) {
    cached = { at: now, generation: state.generation, counts: sharedCounts(prisma) };
    shared.set(prisma, cached);
    // A failed count is not kept: the next page asks again.
    cached.counts.catch(() => shared.delete(prisma));
  }
  const [counts, own] = await Promise.all([cached.counts, ownCounts(prisma, viewer, since)]);
  return { ...counts, ...own };
}

/** Drops this process's shared counts: a member here has just changed a lead. */
export function forgetInboxCounts(): void {
  state.generation += 1;
}

async function sharedCounts(prisma: PrismaClient): Promise<SharedCounts> {
  const [row] = await run<SharedCounts>(
    prisma,
    Prisma.sql`
    SELECT count(*)::int AS "total",
      count(*) FILTER (WHERE "status" = 'new')::int AS "new",
      count(*) FILTER (WHERE "status" = 'in_progress')::int AS "in_progress",
      count(*) FILTER (WHERE "status" = 'answered')::int AS "answered",
      count(*) FILTER (WHERE "status" = 'closed')::int AS "closed",
      count(*) FILTER (WHERE "assigneeId" IS NULL)::int AS "unassigned"
    FROM (SELECT "status", "assigneeId" FROM "contact_submissions" UNION ALL SELECT "status", "assigneeId" FROM "download_submissions") AS "lead"`,
  );
  return row!;
}

/** Mine (the assignee indexes), new since (the date indexes), failed (the outbox's status index). */
async function ownCounts(prisma: PrismaClient, viewer: Viewer, since: Date | null): Promise<Pick<InboxCounts, 'mine' | 'newSince' | 'failed'>> {
  const after = since ? Prisma.sql`${timestamp(since)}::timestamp(3)` : Prisma.sql`'infinity'::timestamp`;
  const [row] = await run<Pick<InboxCounts, 'mine' | 'newSince' | 'failed'>>(
    prisma,
    Prisma.sql`
    SELECT
      (SELECT count(*) FROM "contact_submissions" WHERE "assigneeId" = ${viewer.id}::int)::int
        + (SELECT count(*) FROM "download_submissions" WHERE "assigneeId" = ${viewer.id}::int)::int AS "mine",
      (SELECT count(*) FROM "contact_submissions" WHERE "createdAt" > ${after})::int
        + (SELECT count(*) FROM "download_submissions" WHERE "downloadedAt" > ${after})::int AS "newSince",
      (SELECT count(DISTINCT ("contactSubmissionId", "downloadSubmissionId"))::int FROM "mail_outbox"
        WHERE "status" = 'failed' AND "kind" IN ('contact-notification', 'download-notification')) AS "failed"`,
  );
  return row!;
}

/** A visit this long after the last one starts a new visit: reloading the inbox keeps "new since" as it was. */
export const VISIT_GAP_MS = 30 * 60 * 1000;

/**
 * Records that the member is looking at the inbox now and returns the start of their previous
 * visit, or null on their first one.
 */
export async function recordInboxVisit(prisma: PrismaClient, userId: number, now = new Date()): Promise<Date | null> {
  const current = await prisma.memberPreference.findUnique({ where: { userId } });
  const seen = current?.inboxSeenAt ?? null;
  const newVisit = !seen || now.getTime() - seen.getTime() > VISIT_GAP_MS;
  const previous = newVisit ? seen : (current?.inboxPreviousSeenAt ?? null);
  await prisma.memberPreference.upsert({
    where: { userId },
    create: { userId, inboxSeenAt: now, inboxPreviousSeenAt: previous },
    update: { inboxSeenAt: now, inboxPreviousSeenAt: previous },
  });
  return previous;
}

/** The member has opened this lead: no longer unread for them. */
export async function markLeadRead(prisma: PrismaClient, userId: number, lead: LeadRef, now = new Date()): Promise<void> {
  const column = Prisma.raw(lead.kind === 'contact' ? '"contactSubmissionId"' : '"downloadSubmissionId"');
  await run(
    prisma,
    Prisma.sql`
    INSERT INTO "lead_reads" ("userId", ${column}, "readAt") VALUES (${userId}::int, ${lead.id}::int, ${timestamp(now)}::timestamp(3))
    ON CONFLICT ("userId", ${column}) DO NOTHING`,
  );
}

/** Who is looking, for the inbox's "mine" and unread marker. */
export async function viewerOf(prisma: PrismaClient, userId: number): Promise<Viewer> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { createdAt: true } });
  return { id: userId, since: user.createdAt };
}

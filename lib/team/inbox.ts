import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/outbox/store';
import type { LeadStatusValue } from '@/lib/team/lead-filter';
import type { LeadRef } from '@/lib/team/lead-work';
import type { Viewer } from '@/lib/team/lead-query';

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

/**
 * One pass over both tables (counting reads every row anyway; 100,000 leads take a few tens of
 * milliseconds) and one over the failed mails, which the outbox's (status, …) index finds.
 */
export async function inboxCounts(prisma: PrismaClient, viewer: Viewer, since: Date | null): Promise<InboxCounts> {
  const after = since ? Prisma.sql`${timestamp(since)}::timestamp(3)` : Prisma.sql`'infinity'::timestamp`;
  const [row] = await run<InboxCounts>(prisma, Prisma.sql`
    SELECT count(*)::int AS "total",
      count(*) FILTER (WHERE "status" = 'new')::int AS "new",
      count(*) FILTER (WHERE "status" = 'in_progress')::int AS "in_progress",
      count(*) FILTER (WHERE "status" = 'answered')::int AS "answered",
      count(*) FILTER (WHERE "status" = 'closed')::int AS "closed",
      count(*) FILTER (WHERE "assigneeId" = ${viewer.id}::int)::int AS "mine",
      count(*) FILTER (WHERE "assigneeId" IS NULL)::int AS "unassigned",
      count(*) FILTER (WHERE "at" > ${after})::int AS "newSince",
      (SELECT count(DISTINCT ("contactSubmissionId", "downloadSubmissionId"))::int FROM "mail_outbox"
        WHERE "status" = 'failed' AND "kind" IN ('contact-notification', 'download-notification')) AS "failed"
    FROM (
      SELECT "status", "assigneeId", "createdAt" AS "at" FROM "contact_submissions"
      UNION ALL SELECT "status", "assigneeId", "downloadedAt" FROM "download_submissions") AS "lead"`);
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
  await run(prisma, Prisma.sql`
    INSERT INTO "lead_reads" ("userId", ${column}, "readAt") VALUES (${userId}::int, ${lead.id}::int, ${timestamp(now)}::timestamp(3))
    ON CONFLICT ("userId", ${column}) DO NOTHING`);
}

/** Who is looking, for the inbox's "mine" and unread marker. */
export async function viewerOf(prisma: PrismaClient, userId: number): Promise<Viewer> {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { createdAt: true } });
  return { id: userId, since: user.createdAt };
}

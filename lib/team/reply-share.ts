import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/db/timestamp';
import { replyDueAt } from '@/lib/team/business-hours';
import { agencyCalendar } from '@/lib/team/reply-clock';

// How well the 24-hour promise was kept, for the Insights page: of the leads that arrived in a
// period and whose reply has come due (or that were answered already), how many were answered
// by their due time. A lead counts as answered at its first reply sent from the lead's page or
// its first change to "answered", whichever came first. Counts only, no personal data.

export type ReplyShare = { due: number; inTime: number; late: number; overdueOpen: number };

const answeredSql = (owner: string) => Prisma.sql`(SELECT min("e"."createdAt") FROM "lead_events" AS "e"
  WHERE "e".${Prisma.raw(`"${owner}"`)} = "s"."id" AND ("e"."type" = 'reply-sent' OR ("e"."type" = 'status' AND "e"."toValue" = 'answered')))`;

export async function replyShare(prisma: PrismaClient, from: Date, to: Date, now = new Date()): Promise<ReplyShare> {
  const rows = await run<{ at: Date; answered: Date | null }>(
    prisma,
    Prisma.sql`
    SELECT "s"."createdAt" AS "at", ${answeredSql('contactSubmissionId')} AS "answered" FROM "contact_submissions" AS "s"
      WHERE "s"."createdAt" >= ${timestamp(from)}::timestamp(3) AND "s"."createdAt" < ${timestamp(to)}::timestamp(3)
    UNION ALL
    SELECT "s"."downloadedAt", ${answeredSql('downloadSubmissionId')} FROM "download_submissions" AS "s"
      WHERE "s"."downloadedAt" >= ${timestamp(from)}::timestamp(3) AND "s"."downloadedAt" < ${timestamp(to)}::timestamp(3)`,
  );
  const calendar = agencyCalendar();
  const share: ReplyShare = { due: 0, inTime: 0, late: 0, overdueOpen: 0 };
  for (const row of rows) {
    const due = replyDueAt(new Date(row.at), calendar);
    const answered = row.answered === null ? null : new Date(row.answered);
    // Not yet answered and not yet due: the promise can still be kept, so it is not counted.
    if (!answered && due > now) continue;
    share.due += 1;
    if (answered && answered <= due) share.inTime += 1;
    else if (answered) share.late += 1;
    else share.overdueOpen += 1;
  }
  return share;
}

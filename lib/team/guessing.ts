import 'server-only';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/db/timestamp';

// What the owner sees when someone is guessing passwords: the refused sign-ins of the last day
// that did not come from a member's own browser (those are typos), from the audit log, which
// records each one. The sign-in delays bound how many there can be (lib/team/sign-in-throttle.ts).

export const GUESSING_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Fewer than this in a day is a member mistyping somewhere new, not worth a notice. */
export const GUESSING_NOTICE_FROM = 5;

export async function refusedSignIns(prisma: PrismaClient, now = new Date()): Promise<{ attempts: number; accounts: number }> {
  const [row] = await prisma.$queryRaw<{ attempts: bigint; accounts: bigint }[]>(Prisma.sql`
    SELECT count(*) AS "attempts", count(DISTINCT "actorName") AS "accounts" FROM "audit_log"
    WHERE "action" = 'sign-in-failed' AND "at" > ${timestamp(new Date(now.getTime() - GUESSING_WINDOW_MS))}::timestamp(3)
      AND ("detail"->>'device') IS DISTINCT FROM 'known'`);
  return { attempts: Number(row?.attempts ?? 0), accounts: Number(row?.accounts ?? 0) };
}

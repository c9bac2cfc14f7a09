import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';

/** How far back a mail that was given up on still counts as "mail is failing now". */
const RECENT_FAILURE_MS = 24 * 60 * 60 * 1000;

/**
 * Whether e-mail to the team is known to be failing right now: a mail still waiting after a
 * failed try, or one given up on in the last day. The contact form's answer (`emailSent`) says
 * so, since its own notification is only sent after the answer (`after()`), and would most
 * likely fail the same way. Through the outbox, so every instance sees the same state.
 */
export async function mailDeliveryFailing(prisma: PrismaClient, now: Date): Promise<boolean> {
  const since = new Date(now.getTime() - RECENT_FAILURE_MS).toISOString();
  const [row] = await run<{ failing: boolean }>(
    prisma,
    Prisma.sql`SELECT EXISTS (
      SELECT 1 FROM "mail_outbox"
      WHERE ("status" = 'pending' AND "lastError" IS NOT NULL)
         OR ("status" = 'failed' AND "createdAt" > ${since}::timestamp(3))
    ) AS "failing"`,
  );
  return row?.failing ?? false;
}

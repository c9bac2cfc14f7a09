import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { morningMail } from '@/lib/mail';
import { insertOutboxSql, outboxRowsFor } from '@/lib/outbox';
import { dayIn } from '@/lib/team/follow-up';
import { memberLocale } from '@/lib/team/member-locale';
import { myDay } from '@/lib/team/my-day';
import { permissionTable } from '@/lib/team/permissions';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@/lib/team/time-zone';

// The morning mail: at 8:00 on a weekday in each opted-in member's own zone (or the first round
// after it), their day (lib/team/my-day.ts) in their language. Each member's day is claimed in
// one statement (morningMailSentOn), so however many instances run the job, one mail a day goes
// out; it is written to the outbox with the claim, and the send-mail job sends it (with retries).

export const MORNING_HOUR = 8;

const localClock = (timeZone: string, at: Date) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { weekday: parts.weekday ?? '', hour: Number(parts.hour) };
};

/** Writes the mails due now to the outbox; returns how many. */
export async function queueMorningMails(prisma: PrismaClient, options: { origin: string | undefined; now?: Date; stopped?: () => boolean }): Promise<number> {
  const now = options.now ?? new Date();
  const members = await prisma.memberPreference.findMany({
    where: { morningMail: true, user: { email: { not: null }, role: { in: [...permissionTable['leads.read']] } } },
    select: { userId: true, timeZone: true, morningMailSentOn: true, user: { select: { username: true, email: true } } },
  });
  let written = 0;
  for (const member of members) {
    if (options.stopped?.()) break;
    const timeZone = member.timeZone && isTimeZone(member.timeZone) ? member.timeZone : DEFAULT_TIME_ZONE;
    const today = dayIn(timeZone, now);
    const clock = localClock(timeZone, now);
    if (member.morningMailSentOn === today || clock.hour < MORNING_HOUR || clock.weekday === 'Sat' || clock.weekday === 'Sun') continue;
    const locale = await memberLocale(prisma, member.userId);
    const day = await myDay(prisma, { id: member.userId, username: member.user.username }, timeZone, now);
    const dateLabel = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      new Date(`${today}T00:00:00Z`),
    );
    const message = await morningMail({ to: member.user.email!, username: member.user.username, locale, day, dateLabel, origin: options.origin });
    // Unclaimed: the send-mail job takes it on its next round.
    const row = { ...outboxRowsFor([{ kind: 'morning-mail', message }], now)[0]!, lockedUntil: null, attempts: 0 };
    const claimed = await prisma.$transaction(async (tx) => {
      const rows = await run<{ userId: number }>(
        tx,
        Prisma.sql`
        UPDATE "member_preferences" SET "morningMailSentOn" = ${today}
        WHERE "userId" = ${member.userId}::int AND "morningMail" AND "morningMailSentOn" IS DISTINCT FROM ${today}
        RETURNING "userId"`,
      );
      if (rows.length === 0) return false;
      await run(tx, insertOutboxSql([row]));
      return true;
    });
    if (claimed) written += 1;
  }
  return written;
}

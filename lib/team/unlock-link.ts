import 'server-only';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/db/timestamp';
import { normalizeUsername } from '@/lib/team/accounts';
import { recordAudit } from '@/lib/team/audit';
import { newDeviceToken } from '@/lib/team/device-cookie';
import { normalizeEmail } from '@/lib/team/email';
import { hashOneTimeToken, newOneTimeToken } from '@/lib/team/one-time-token';
import type { TeamUser } from '@/lib/team/sessions';

// The mailed unlock link: a member kept waiting by the account-wide sign-in delay
// that strangers build up (lib/team/sign-in-throttle.ts) asks for a link on the sign-in page by
// username or e-mail address. It goes only to the address on file, and the page answers the same
// whether or not such a member exists. Following the link (one-time, UNLOCK_LINK_VALID_MINUTES,
// token stored as its SHA-256) gives that browser a device cookie (lib/team/device-cookie.ts),
// which takes its sign-ins out of the account-wide delay; it signs nobody in: the password is
// still needed, and has a delay of its own in that browser.

export const UNLOCK_LINK_VALID_MINUTES = 15;
/** Per account (so per address on file): at most this many links an hour … */
export const UNLOCK_LINKS_PER_HOUR = 3;
/** … and one a minute. Per client address, lib/rate-limit counts requests ('unlock-link-address'). */
export const UNLOCK_LINK_GAP_MS = 60 * 1000;

const VALID_MS = UNLOCK_LINK_VALID_MINUTES * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export type UnlockMail = { to: string; token: string; user: TeamUser };

/**
 * A new link for the member named by `login` (a username or their e-mail address), or undefined
 * when there is no such member, they have no address on file, or their allowance is used up: the
 * caller answers alike in every case and sends the mail after its answer.
 */
export async function issueUnlockLink(prisma: PrismaClient, login: string, now = new Date()): Promise<UnlockMail | undefined> {
  const email = login.includes('@') ? normalizeEmail(login) : undefined;
  const username = email ? undefined : normalizeUsername(login);
  if (!email && !username) return undefined;
  const user = await prisma.user.findUnique({ where: email ? { email } : { username: username! }, select: { id: true, username: true, email: true } });
  if (!user?.email) return undefined;
  const { token, hash } = newOneTimeToken();
  // One statement: requests racing each other cannot both find room in the allowance.
  const inserted = await prisma.$executeRaw(Prisma.sql`
    INSERT INTO "team_unlock_links" ("userId", "tokenHash", "createdAt", "expiresAt")
    SELECT ${user.id}, ${hash}, ${timestamp(now)}::timestamp(3), ${timestamp(new Date(now.getTime() + VALID_MS))}::timestamp(3)
    WHERE (SELECT count(*) FROM "team_unlock_links" WHERE "userId" = ${user.id} AND "createdAt" > ${timestamp(new Date(now.getTime() - HOUR_MS))}::timestamp(3)) < ${UNLOCK_LINKS_PER_HOUR}
      AND NOT EXISTS (SELECT 1 FROM "team_unlock_links" WHERE "userId" = ${user.id} AND "createdAt" > ${timestamp(new Date(now.getTime() - UNLOCK_LINK_GAP_MS))}::timestamp(3))`);
  const member = { id: user.id, username: user.username };
  if (inserted === 0) {
    await recordAudit(prisma, 'unlock-link-refused', member, { reason: 'rate-limited' }, now);
    return undefined;
  }
  await recordAudit(prisma, 'unlock-link-sent', member, {}, now);
  return { to: user.email, token, user: member };
}

export type UnlockResult = { ok: true; user: TeamUser; deviceToken: string } | { ok: false; reason: 'invalid' | 'expired' | 'used' };

/** Uses the link up (once, however many tabs follow it) and returns the device cookie's value for its member. */
export async function redeemUnlockLink(prisma: PrismaClient, token: string | undefined, now = new Date()): Promise<UnlockResult> {
  const hash = hashOneTimeToken(token);
  if (!hash) return { ok: false, reason: 'invalid' };
  const [claimed] = await prisma.$queryRaw<{ userId: number }[]>(Prisma.sql`
    UPDATE "team_unlock_links" SET "usedAt" = ${timestamp(now)}::timestamp(3)
    WHERE "tokenHash" = ${hash} AND "usedAt" IS NULL AND "expiresAt" > ${timestamp(now)}::timestamp(3)
    RETURNING "userId"`);
  if (!claimed) {
    const row = await prisma.teamUnlockLink.findUnique({ where: { tokenHash: hash }, select: { usedAt: true } });
    return { ok: false, reason: !row ? 'invalid' : row.usedAt ? 'used' : 'expired' };
  }
  const user = await prisma.user.findUniqueOrThrow({ where: { id: claimed.userId }, select: { id: true, username: true } });
  await recordAudit(prisma, 'unlock-link-used', user, {}, now);
  return { ok: true, user, deviceToken: await newDeviceToken(user.username) };
}

/** Tidying: links past their expiry by a day are no use to anyone (the audit log keeps what happened). */
export async function deleteOldUnlockLinks(prisma: PrismaClient, now = new Date()): Promise<number> {
  return (await prisma.teamUnlockLink.deleteMany({ where: { expiresAt: { lt: new Date(now.getTime() - 24 * HOUR_MS) } } })).count;
}

/** Members a link cannot reach (no address on file): the owner's guessing notice names how many. */
export async function membersWithoutEmail(prisma: PrismaClient): Promise<number> {
  return prisma.user.count({ where: { email: null } });
}

import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { isRole, type Role } from '@/lib/team/permissions';

// Team sessions live in the database (model TeamSession), so each one can be ended on its own
// or all of a member's at once. The browser holds a random token; the table holds only its
// SHA-256, so a leaked copy of the table signs nobody in. A session ends 8 hours after it was
// last used, and 30 days after sign-in whatever its activity.

import { SESSION_COOKIE } from '@/lib/team/session-cookie-name';

export { SESSION_COOKIE };
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** lastSeenAt moves at most once a minute: a page that makes many requests costs one write. */
export const LAST_SEEN_PRECISION_MS = 60 * 1000;

export type TeamUser = { id: number; username: string };
/** `role` and `languages` are read with the session on every request: a role change counts at once. */
export type TeamSession = { id: string; user: TeamUser; expiresAt: Date; role: Role; languages: string[] };

export type SessionCookie = {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/'; maxAge: number };
};

/** 32 random bytes in base64url, without padding. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const USER_AGENT_MAX = 512;

function sessionId(token: string | undefined): string | undefined {
  if (!token || !TOKEN.test(token)) return undefined;
  return createHash('sha256').update(token).digest('hex');
}

/** Sessions that have ended by `now`: past their absolute end, or unused for the idle time. */
function ended(now: Date): Prisma.TeamSessionWhereInput {
  return { OR: [{ expiresAt: { lte: now } }, { lastSeenAt: { lte: new Date(now.getTime() - SESSION_IDLE_MS) } }] };
}

export async function createSession(
  prisma: PrismaClient,
  userId: number,
  userAgent: string | null,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
  await prisma.teamSession.create({
    data: { id: sessionId(token)!, userId, createdAt: now, lastSeenAt: now, expiresAt, userAgent: userAgent?.slice(0, USER_AGENT_MAX) ?? null },
  });
  return { token, expiresAt };
}

/** The session a cookie's token belongs to, or null when there is none (any more). */
export async function sessionFromToken(prisma: PrismaClient, token: string | undefined, now = new Date()): Promise<TeamSession | null> {
  const id = sessionId(token);
  if (!id) return null;
  const row = await prisma.teamSession.findUnique({
    where: { id },
    select: { lastSeenAt: true, expiresAt: true, user: { select: { id: true, username: true, role: true, languages: true } } },
  });
  if (!row) return null;
  const idleEnd = row.lastSeenAt.getTime() + SESSION_IDLE_MS;
  if (now.getTime() >= Math.min(idleEnd, row.expiresAt.getTime())) {
    // Only if it is still over: a request a moment earlier may just have used it.
    await prisma.teamSession.deleteMany({ where: { id, ...ended(now) } });
    return null;
  }
  if (now.getTime() - row.lastSeenAt.getTime() >= LAST_SEEN_PRECISION_MS) {
    await prisma.teamSession.updateMany({ where: { id, lastSeenAt: { lt: now } }, data: { lastSeenAt: now } });
  }
  const { role, languages, ...user } = row.user;
  // The database's check allows only known roles; anything else grants nothing.
  if (!isRole(role)) return null;
  return { id, user, expiresAt: row.expiresAt, role, languages };
}

/** Signs this browser out; returns whose session it was, or null if there was none. */
export async function endSession(prisma: PrismaClient, token: string | undefined): Promise<TeamUser | null> {
  const id = sessionId(token);
  if (!id) return null;
  const row = await prisma.teamSession.findUnique({ where: { id }, select: { user: { select: { id: true, username: true } } } });
  if (!row) return null;
  await prisma.teamSession.deleteMany({ where: { id } });
  return row.user;
}

/** Signs a team member out everywhere; returns how many sessions ended. */
export async function endAllSessions(prisma: PrismaClient, userId: number): Promise<number> {
  return (await prisma.teamSession.deleteMany({ where: { userId } })).count;
}

/** Housekeeping (the outbox worker's hourly round): rows of sessions nobody will present again. */
export async function deleteExpiredSessions(prisma: PrismaClient, now = new Date()): Promise<number> {
  return (await prisma.teamSession.deleteMany({ where: ended(now) })).count;
}

/** The cookie that carries the token. `secure` whenever the site is served over HTTPS. */
export function sessionCookie(token: string, secure: boolean): SessionCookie {
  return { name: SESSION_COOKIE, value: token, options: cookieOptions(secure, SESSION_ABSOLUTE_MS / 1000) };
}

/** Replaces the cookie with an empty one that expires at once (sign-out). */
export function clearedSessionCookie(secure: boolean): SessionCookie {
  return { name: SESSION_COOKIE, value: '', options: cookieOptions(secure, 0) };
}

function cookieOptions(secure: boolean, maxAge: number): SessionCookie['options'] {
  // Lax: the cookie comes along when a team member follows a link to the team area, but not on
  // another site's cross-site POSTs; httpOnly: page scripts never see the token.
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge };
}

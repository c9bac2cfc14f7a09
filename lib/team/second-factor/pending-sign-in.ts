import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { cookieFromHeader } from '@/lib/cookie-header';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { TeamUser } from '@/lib/team/sessions';

// Between a right password and the second factor: a row on the server (model PendingSignIn),
// referenced by a random token in an httpOnly cookie, never by anything in a URL. It lasts five
// minutes and five wrong codes, is used once, and is no session: every team page and route still
// answers "sign in" to a browser that holds only this cookie.

export const PENDING_COOKIE = 'granite_team_pending';
export const PENDING_TTL_MS = 5 * 60 * 1000;
/** Wrong codes before the half-finished sign-in is dropped and the password is asked again. */
export const PENDING_MAX_ATTEMPTS = 5;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export type PendingSignIn = { id: string; user: TeamUser; next: string; attempts: number };

const pendingId = (token: string) => createHash('sha256').update(`pending-sign-in:${token}`).digest('hex');

export async function createPendingSignIn(prisma: PrismaClient, userId: number, next: string, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await prisma.pendingSignIn.deleteMany({ where: { expiresAt: { lte: now } } });
  await prisma.pendingSignIn.create({ data: { id: pendingId(token), userId, next, createdAt: now, expiresAt: new Date(now.getTime() + PENDING_TTL_MS) } });
  return token;
}

export async function pendingSignInOf(prisma: PrismaClient, token: string | undefined, now = new Date()): Promise<PendingSignIn | null> {
  if (!token || !TOKEN.test(token)) return null;
  const row = await prisma.pendingSignIn.findUnique({
    where: { id: pendingId(token) },
    select: { id: true, next: true, attempts: true, expiresAt: true, user: { select: { id: true, username: true } } },
  });
  if (!row || row.expiresAt <= now || row.attempts >= PENDING_MAX_ATTEMPTS) return null;
  return { id: row.id, user: row.user, next: row.next, attempts: row.attempts };
}

/** A wrong code: counted, and the half-finished sign-in is gone after the last allowed one. Returns whether it is still open. */
export async function countWrongCode(prisma: PrismaClient, id: string): Promise<boolean> {
  const row = await prisma.pendingSignIn.update({ where: { id }, data: { attempts: { increment: 1 } }, select: { attempts: true } }).catch(() => null);
  if (!row || row.attempts >= PENDING_MAX_ATTEMPTS) {
    await prisma.pendingSignIn.deleteMany({ where: { id } });
    return false;
  }
  return true;
}

/** Ends the half-finished sign-in; true only for the one request that ended it. */
export async function finishPendingSignIn(prisma: PrismaClient, id: string): Promise<boolean> {
  return (await prisma.pendingSignIn.deleteMany({ where: { id } })).count === 1;
}

export function pendingTokenOf(request: Request): string | undefined {
  return cookieFromHeader(request.headers.get('cookie'), PENDING_COOKIE) || undefined;
}

/** Strict: it is only ever needed on our own pages, reached from our own sign-in form. */
export function pendingCookie(token: string, secure: boolean): string {
  return [`${PENDING_COOKIE}=${token}`, 'Path=/', `Max-Age=${PENDING_TTL_MS / 1000}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

export function clearedPendingCookie(secure: boolean): string {
  return [`${PENDING_COOKIE}=`, 'Path=/', 'Max-Age=0', 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

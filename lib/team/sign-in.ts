import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { timestamp } from '@/lib/outbox/store';
import { clearRateLimit, consumeRateLimit, type RateLimitVerdict } from '@/lib/rate-limit/limiter';
import { downloadLinkSecret } from '@/lib/signed-link';
import { normalizeUsername } from '@/lib/team/accounts';
import { recordAudit } from '@/lib/team/audit';
import { hashPassword, verifyPassword } from '@/lib/team/password';
import { createSession, endAllSessions, endSession, type TeamUser } from '@/lib/team/sessions';

// Sign-in answers "invalid" alike for an unknown username, a wrong password and a locked
// account, and takes about as long for each: every path verifies one argon2id hash with the
// same parameters (an unknown username against a dummy). Attempts are limited per client
// address and per username (lib/rate-limit/limiter.ts), and an account locks for LOCKOUT_MS
// after LOCKOUT_THRESHOLD wrong passwords in a row.

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_MS = 15 * 60 * 1000;

export type SignInResult =
  | { ok: true; token: string; expiresAt: Date; user: TeamUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export type SignInInput = { username: string; password: string; clientAddress: string; userAgent: string | null };

/**
 * No stored password is longer than 256 characters (512 UTF-16 units), so a longer input can
 * never match; it is cut here so a megabyte of "password" costs no more to hash than a short one.
 */
const MAX_PASSWORD_INPUT = 1024;

export async function signIn(prisma: PrismaClient, input: SignInInput, now = new Date()): Promise<SignInResult> {
  // 1. Ready the dummy hash before anything can differ between known and unknown names.
  const dummy = await dummyHash();
  const username = normalizeUsername(input.username);
  // 2. Rate limits: the address first, so a refused address cannot use up a member's allowance.
  const byAddress = await consumeRateLimit('sign-in-address', input.clientAddress);
  if (!byAddress.allowed) return rateLimited(byAddress);
  const userKey = username === undefined ? undefined : await usernameKey(username);
  if (userKey) {
    const byUser = await consumeRateLimit('sign-in-user', userKey);
    if (!byUser.allowed) return rateLimited(byUser);
  }
  // 3. Count the attempt against the account before checking the password, so requests racing
  //    each other cannot try more than LOCKOUT_THRESHOLD passwords between two lockouts.
  const account = username === undefined ? undefined : await admitSignInAttempt(prisma, username, now);
  const matches = await verifyPassword(account?.password ?? dummy, input.password.slice(0, MAX_PASSWORD_INPUT));
  if (!account) {
    // Never the typed name: it may be a password typed into the wrong field.
    await recordAudit(prisma, 'sign-in-failed', undefined, { reason: 'unknown-user' }, now);
    return invalid();
  }
  const user: TeamUser = { id: account.id, username: account.username };
  if (!account.admitted || !matches) {
    const reason = account.admitted ? 'wrong-password' : 'locked';
    await recordAudit(prisma, 'sign-in-failed', user, account.lockedNow ? { reason, lockedNow: true } : { reason }, now);
    return invalid();
  }
  // 4. Signed in: the failure count starts again, the member's rate-limit count too.
  await prisma.user.update({ where: { id: user.id }, data: { failedSignIns: 0, lockedUntil: null } });
  const session = await createSession(prisma, user.id, input.userAgent, now);
  if (userKey) await clearRateLimit('sign-in-user', userKey);
  await recordAudit(prisma, 'sign-in', user, {}, now);
  return { ok: true, token: session.token, expiresAt: session.expiresAt, user };
}

/** Ends this browser's session and records it; returns whose it was, or null if none. */
export async function signOut(prisma: PrismaClient, token: string | undefined, now = new Date()): Promise<TeamUser | null> {
  const user = await endSession(prisma, token);
  if (user) await recordAudit(prisma, 'sign-out', user, {}, now);
  return user;
}

/** Ends every session of `user` (this browser's too) and records it; returns how many ended. */
export async function signOutEverywhere(prisma: PrismaClient, user: TeamUser, now = new Date()): Promise<number> {
  const sessions = await endAllSessions(prisma, user.id);
  await recordAudit(prisma, 'sign-out-everywhere', user, { sessions }, now);
  return sessions;
}

export type AdmittedAttempt = { id: number; username: string; password: string; admitted: boolean; lockedNow: boolean };

/**
 * One statement for every outcome, so known and unknown names cost the database the same: finds
 * the account and, unless it is locked, counts a failed attempt in advance (a success resets it).
 * The attempt that reaches LOCKOUT_THRESHOLD locks the account and starts the count again, so
 * each lockout period allows that many tries. Concurrent attempts queue on the row lock, and each
 * re-reads the count and the lock, so no more than that many are ever admitted.
 */
export async function admitSignInAttempt(prisma: PrismaClient, username: string, now: Date): Promise<AdmittedAttempt | undefined> {
  const lockEnd = new Date(now.getTime() + LOCKOUT_MS);
  const [row] = await prisma.$queryRaw<AdmittedAttempt[]>(Prisma.sql`
    WITH target AS (
      SELECT "id", "username", "password" FROM "users" WHERE "username" = ${username}
    ), counted AS (
      UPDATE "users" AS u SET
        "failedSignIns" = CASE WHEN u."failedSignIns" + 1 >= ${LOCKOUT_THRESHOLD}::int THEN 0 ELSE u."failedSignIns" + 1 END,
        "lockedUntil" = CASE WHEN u."failedSignIns" + 1 >= ${LOCKOUT_THRESHOLD}::int THEN ${timestamp(lockEnd)}::timestamp(3) ELSE NULL END
      FROM target
      WHERE u."id" = target."id" AND (u."lockedUntil" IS NULL OR u."lockedUntil" <= ${timestamp(now)}::timestamp(3))
      RETURNING u."id", u."lockedUntil" IS NOT NULL AS "lockedNow"
    )
    SELECT target."id", target."username", target."password",
      counted."id" IS NOT NULL AS "admitted", COALESCE(counted."lockedNow", false) AS "lockedNow"
    FROM target LEFT JOIN counted ON counted."id" = target."id"`);
  return row;
}

function rateLimited(verdict: Extract<RateLimitVerdict, { allowed: false }>): SignInResult {
  return { ok: false, reason: 'rate-limited', retryAfterSeconds: verdict.retryAfterSeconds };
}

function invalid(): SignInResult {
  return { ok: false, reason: 'invalid' };
}

/**
 * The rate limit counts usernames under a keyed hash: with PostgreSQL the key is stored in
 * rate_limits for an hour, and a typed-in name may be a password typed into the wrong field.
 */
async function usernameKey(username: string): Promise<string> {
  return createHmac('sha256', await downloadLinkSecret()).update(`sign-in-user:${username}`).digest('hex').slice(0, 32);
}

let dummy: Promise<string> | undefined;

/** A hash of a random password with today's parameters, made once per process. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url')).catch((error: unknown) => {
    dummy = undefined;
    throw error;
  });
  return dummy;
}

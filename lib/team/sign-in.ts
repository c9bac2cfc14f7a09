import 'server-only';
import { createHmac, randomBytes } from 'node:crypto';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { consumeRateLimit } from '@/lib/rate-limit/limiter';
import { downloadLinkSecret } from '@/lib/signed-link';
import { normalizeUsername } from '@/lib/team/accounts';
import { deviceKey, newDeviceToken } from '@/lib/team/device-cookie';
import { recordAudit } from '@/lib/team/audit';
import { hashPassword, verifyPassword } from '@/lib/team/password';
import type { Locale } from '@/i18n/routing';
import { setMemberLocale } from '@/lib/team/member-locale';
import { hasSecondFactor, memberFactors } from '@/lib/team/second-factor/factors';
import { browserName, noticeSecurityChange } from '@/lib/team/security-notice';
import { createPendingSignIn } from '@/lib/team/second-factor/pending-sign-in';
import { admitAttempt, giveBackAttempt, rememberSuccess } from '@/lib/team/sign-in-throttle';
import { createSession, endAllSessions, endSession, type TeamUser } from '@/lib/team/sessions';

// Sign-in answers "invalid" alike for an unknown username and a wrong password, and takes
// about as long for each: every path verifies one argon2id hash with the same parameters (an
// unknown username against a dummy). Attempts are limited per client address
// (lib/rate-limit/limiter.ts) and slowed down by progressive delays per (account, client address)
// and per account (lib/team/sign-in-throttle.ts), which strangers cannot turn into a lockout of
// the account's owner; both delays are kept for unknown usernames too, so they reveal nothing.
// A browser the member signed in with before (its device cookie, lib/team/device-cookie.ts) is
// out of both: it has a delay of its own, so the member always has a way in that no stranger
// can close, and their own typos there slow down only that browser.

export type SignedIn = { ok: true; token: string; expiresAt: Date; user: TeamUser; deviceToken: string };

export type SignInResult =
  | SignedIn
  /** Not yet: the password was right, the member's second factor comes next (lib/team/second-factor/pending-sign-in.ts). */
  | { ok: false; reason: 'second-factor'; pendingToken: string; user: TeamUser }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

export type SignInInput = {
  username: string;
  password: string;
  clientAddress: string;
  userAgent: string | null;
  deviceToken?: string;
  next?: string;
  locale?: Locale;
};

/**
 * No stored password is longer than 256 characters (512 UTF-16 units), so a longer input can
 * never match; it is cut here so a megabyte of "password" costs no more to hash than a short one.
 */
const MAX_PASSWORD_INPUT = 1024;

type Account = { id: number; username: string; password: string };

export async function signIn(prisma: PrismaClient, input: SignInInput, now = new Date()): Promise<SignInResult> {
  // 1. Ready the dummy hash before anything can differ between known and unknown names.
  const dummy = await dummyHash();
  const username = normalizeUsername(input.username);
  // 2. A browser the member signed in with before (its device cookie, signed for this very name)
  //    has a delay of its own and nothing else: no limit strangers can fill (the address's, the
  //    account's) ever refuses it. Everyone else: the address's limit first, so a refused address
  //    cannot use up anyone's allowance, then the delays: this pair's, then (unless a member
  //    signed in from this address before) the account's. Each counts the attempt as a failure
  //    in advance; a success gives it back.
  const keys = username === undefined ? undefined : await throttleKeys(username, input.clientAddress);
  const device = username === undefined ? undefined : await deviceKey(input.deviceToken, username);
  let accountCounted = false;
  if (device) {
    const own = await admitAttempt(prisma, device, now);
    if (!own.admitted) return rateLimited(own.retryAfterMs);
  } else {
    const byAddress = await consumeRateLimit('sign-in-address', input.clientAddress);
    if (!byAddress.allowed) return rateLimited(byAddress.retryAfterSeconds * 1000);
  }
  if (!device && keys) {
    const pair = await admitAttempt(prisma, keys.pair, now);
    if (!pair.admitted) return rateLimited(pair.retryAfterMs);
    if (!pair.known) {
      const account = await admitAttempt(prisma, keys.account, now);
      if (!account.admitted) return rateLimited(account.retryAfterMs);
      accountCounted = true;
    }
  }
  const account = username === undefined ? undefined : await findAccount(prisma, username);
  const matches = await verifyPassword(account?.password ?? dummy, input.password.slice(0, MAX_PASSWORD_INPUT));
  if (!account) {
    // Never the typed name: it may be a password typed into the wrong field.
    await recordAudit(prisma, 'sign-in-failed', undefined, { reason: 'unknown-user' }, now);
    return invalid();
  }
  const user: TeamUser = { id: account.id, username: account.username };
  if (!matches || !keys) {
    // Whether the try came from the member's own browser: the owner tells their typos from guessing.
    await recordAudit(prisma, 'sign-in-failed', user, { reason: 'wrong-password', ...(device ? { device: 'known' } : {}) }, now);
    return invalid();
  }
  // 4. Signed in: this address (or device) is now known to the account, and its count starts again.
  if (device) await rememberSuccess(prisma, device, now);
  else await rememberSuccess(prisma, keys.pair, now);
  if (accountCounted) await giveBackAttempt(prisma, keys.account);
  // A member with a second factor has proved only half: no session until it comes.
  if (hasSecondFactor(await memberFactors(prisma, user.id))) {
    return { ok: false, reason: 'second-factor', pendingToken: await createPendingSignIn(prisma, user.id, input.next ?? '', now), user };
  }
  return completeSignIn(prisma, user, input.userAgent, 'password', now, { locale: input.locale, deviceToken: input.deviceToken });
}

export type SignInMethod = 'password' | 'authenticator-app' | 'recovery-code' | 'passkey' | 'passkey-second-factor' | 'invitation';

/** Where a sign-in came from: the sign-in page's language, and this browser's device cookie if it has one. */
export type SignInFrom = { locale?: Locale; deviceToken?: string };

/**
 * The session of a member who proved who they are, recorded, with a new device cookie (as OWASP
 * advises, at every sign-in). The page's language becomes the member's mail language; a browser
 * that had not signed in as them before gets them a mail (lib/team/security-notice.ts), except
 * the one that just accepted their invitation.
 */
export async function completeSignIn(
  prisma: PrismaClient,
  user: TeamUser,
  userAgent: string | null,
  method: SignInMethod,
  now = new Date(),
  from: SignInFrom = {},
): Promise<SignedIn> {
  const session = await createSession(prisma, user.id, userAgent, now);
  await recordAudit(prisma, 'sign-in', user, method === 'password' ? {} : { method }, now);
  if (from.locale) await setMemberLocale(prisma, user.id, from.locale);
  if (method !== 'invitation' && !(await deviceKey(from.deviceToken, user.username))) {
    await noticeSecurityChange(prisma, user, { kind: 'new-device', browser: browserName(userAgent) }, now);
  }
  return { ok: true, token: session.token, expiresAt: session.expiresAt, user, deviceToken: await newDeviceToken(user.username) };
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

/** One statement whether or not the name exists, so known and unknown names cost the same. */
async function findAccount(prisma: PrismaClient, username: string): Promise<Account | undefined> {
  const [row] = await prisma.$queryRaw<Account[]>(
    Prisma.sql`SELECT "id", "username", "passwordHash" AS "password" FROM "users" WHERE "username" = ${username}`,
  );
  return row;
}

function rateLimited(waitMs: number): SignInResult {
  return { ok: false, reason: 'rate-limited', retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

function invalid(): SignInResult {
  return { ok: false, reason: 'invalid' };
}

/**
 * The delays count under keyed hashes: they are stored for a day, a typed-in name may be a
 * password typed into the wrong field, and an address is personal data.
 */
export async function throttleKeys(username: string, clientAddress: string): Promise<{ pair: string; account: string }> {
  const secret = await downloadLinkSecret();
  const hash = (text: string) => createHmac('sha256', secret).update(text).digest('hex').slice(0, 32);
  return { pair: `pair:${hash(`sign-in-pair:${username}\n${clientAddress}`)}`, account: `account:${hash(`sign-in-account:${username}`)}` };
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

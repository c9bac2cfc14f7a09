import 'server-only';
import { createHmac } from 'node:crypto';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { downloadLinkSecret } from '@/lib/signed-link';
import { recordAudit } from '@/lib/team/audit';
import { verifyPassword } from '@/lib/team/password';
import { authenticationOptions, verifyPasskey, type RelyingParty } from '@/lib/team/second-factor/passkeys';
import { normalizeCode, verifyTotp } from '@/lib/team/second-factor/totp';
import type { TeamSession } from '@/lib/team/sessions';
import { admitAttempt, rememberSuccess } from '@/lib/team/sign-in-throttle';
import { TeamError } from '@/lib/team/team-error';

// A session cookie alone never changes how a member signs in (OWASP ASVS 5.0 V7.5.1): adding or
// removing a passkey, starting, confirming or removing an authenticator app, new recovery codes
// and a new password each need the member to prove it is them in that very request, with no grace
// window after an earlier proof. A proof is one of:
//
// - `current`: their password;
// - `currentCode`: a code from their authenticator app (once only, as at sign-in);
// - `currentPasskey`: one of their passkeys' answer to a challenge made for this session
//   (`confirmationOptions`).
//
// Wrong proofs are slowed down per member like a sign-in's password (5 free, then a wait doubling
// from 1 s to 15 minutes, lib/team/sign-in-throttle.ts): a stolen session cannot guess the
// password through these forms any faster than through the sign-in page.

export type Proof =
  | { ok: true; method: 'password' | 'authenticator-app' | 'passkey' }
  | { ok: false; reason: 'missing' | 'wrong' }
  | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

async function throttleKey(userId: number): Promise<string> {
  return `re-authentication:${createHmac('sha256', await downloadLinkSecret())
    .update(`re-authentication:${userId}`)
    .digest('hex')
    .slice(0, 32)}`;
}

const confirmSubject = (session: TeamSession) => `session:${session.id}`;

/** Checks the proof the form carries for the session's member. */
export async function proveItIsYou(prisma: PrismaClient, session: TeamSession, form: URLSearchParams, rp: RelyingParty, now = new Date()): Promise<Proof> {
  const password = (form.get('current') ?? '').slice(0, 1024);
  const code = normalizeCode((form.get('currentCode') ?? '').slice(0, 64));
  const passkey = form.get('currentPasskey') ?? '';
  if (!password && !code && !passkey) return { ok: false, reason: 'missing' };
  const key = await throttleKey(session.user.id);
  const admitted = await admitAttempt(prisma, key, now);
  if (!admitted.admitted) return { ok: false, reason: 'rate-limited', retryAfterSeconds: Math.max(1, Math.ceil(admitted.retryAfterMs / 1000)) };
  const method = password ? 'password' : code ? 'authenticator-app' : 'passkey';
  let right: boolean;
  if (method === 'password') {
    const row = await prisma.user.findUnique({ where: { id: session.user.id }, select: { password: true } });
    right = Boolean(row) && (await verifyPassword(row!.password, password));
  } else if (method === 'authenticator-app') {
    right = await verifyTotp(prisma, session.user.id, code, now);
  } else {
    let answer: unknown;
    try {
      answer = JSON.parse(passkey.slice(0, 16_000));
    } catch {
      answer = undefined;
    }
    const user = answer ? await verifyPasskey(prisma, 'confirm', answer, rp, { subject: confirmSubject(session), userId: session.user.id }, now) : undefined;
    right = user?.id === session.user.id;
  }
  if (!right) {
    await recordAudit(prisma, 're-authentication-failed', session.user, { method }, now);
    return { ok: false, reason: 'wrong' };
  }
  await rememberSuccess(prisma, key, now);
  return { ok: true, method };
}

/** A challenge one of the member's own passkeys answers to confirm a change in this session. */
export function confirmationOptions(prisma: PrismaClient, session: TeamSession, rp: RelyingParty, now = new Date()) {
  return authenticationOptions(prisma, 'confirm', rp, { subject: confirmSubject(session), userId: session.user.id }, now);
}

/** A refused proof, for a form that goes back to the account page: the `error` it shows. */
export function proofError(proof: Proof & { ok: false }): 'reauth-missing' | 'reauth-wrong' | 'reauth-rate-limited' {
  return proof.reason === 'missing' ? 'reauth-missing' : proof.reason === 'wrong' ? 'reauth-wrong' : 'reauth-rate-limited';
}

/** A refused proof, for a script's route to throw: 401 without or with a wrong proof, 429 while delayed. */
export function proofRefused(proof: Proof & { ok: false }): TeamError {
  if (proof.reason === 'rate-limited') return new TeamError(429, 'rate-limited', { headers: { 'Retry-After': String(proof.retryAfterSeconds) } });
  return new TeamError(401, proof.reason === 'missing' ? 'reauthentication-required' : 'reauthentication-failed');
}

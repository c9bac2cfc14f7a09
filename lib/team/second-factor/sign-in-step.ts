import 'server-only';
import { createHmac } from 'node:crypto';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { downloadLinkSecret } from '@/lib/signed-link';
import { recordAudit } from '@/lib/team/audit';
import { normalizeCode, verifyTotp } from '@/lib/team/second-factor/totp';
import { useRecoveryCode } from '@/lib/team/second-factor/recovery-codes';
import { countWrongCode, finishPendingSignIn, type PendingSignIn } from '@/lib/team/second-factor/pending-sign-in';
import { completeSignIn, type SignedIn, type SignInFrom, type SignInMethod } from '@/lib/team/sign-in';
import { admitAttempt, rememberSuccess } from '@/lib/team/sign-in-throttle';

// The second step of a password sign-in: a code from the authenticator app or a recovery code.
// Only someone who knows the password gets here, and the codes are limited twice: five wrong
// ones end the half-finished sign-in (the password is asked again, under its own delays), and per
// account the password's progressive delay applies to codes too (lib/team/sign-in-throttle.ts:
// 5 wrong codes free, then a wait doubling from 1 s up to 15 minutes; ≈ 18 codes in the first
// hour, 4 an hour after). A passkey as second factor needs no such limit: it cannot be guessed.

export type CodeResult = SignedIn | { ok: false; reason: 'invalid' | 'start-over' } | { ok: false; reason: 'rate-limited'; retryAfterSeconds: number };

async function codeThrottleKey(userId: number): Promise<string> {
  return `second-factor:${createHmac('sha256', await downloadLinkSecret())
    .update(`second-factor:${userId}`)
    .digest('hex')
    .slice(0, 32)}`;
}

export async function signInWithCode(
  prisma: PrismaClient,
  pending: PendingSignIn,
  typed: string,
  userAgent: string | null,
  now = new Date(),
  from: SignInFrom = {},
): Promise<CodeResult> {
  const key = await codeThrottleKey(pending.user.id);
  const admitted = await admitAttempt(prisma, key, now);
  if (!admitted.admitted) return { ok: false, reason: 'rate-limited', retryAfterSeconds: Math.max(1, Math.ceil(admitted.retryAfterMs / 1000)) };
  const code = typed.slice(0, 64);
  // Six digits are the app's; anything else can only be a recovery code.
  const method: SignInMethod = /^\d{6}$/.test(normalizeCode(code)) ? 'authenticator-app' : 'recovery-code';
  const right = method === 'authenticator-app' ? await verifyTotp(prisma, pending.user.id, code, now) : await useRecoveryCode(prisma, pending.user, code, now);
  if (!right) {
    await recordAudit(prisma, 'sign-in-failed', pending.user, { reason: 'wrong-code' }, now);
    return { ok: false, reason: (await countWrongCode(prisma, pending.id)) ? 'invalid' : 'start-over' };
  }
  await rememberSuccess(prisma, key, now);
  // Used once: the same half-finished sign-in cannot make a second session.
  if (!(await finishPendingSignIn(prisma, pending.id))) return { ok: false, reason: 'start-over' };
  return completeSignIn(prisma, pending.user, userAgent, method, now, from);
}

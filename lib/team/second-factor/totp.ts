import 'server-only';
import { generateSecret, generateURI, verify } from 'otplib';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit } from '@/lib/team/audit';
import { replaceRecoveryCodes } from '@/lib/team/second-factor/recovery-codes';
import { open, seal } from '@/lib/team/second-factor/secret-box';
import type { TeamUser } from '@/lib/team/sessions';

// An authenticator app (TOTP, RFC 6238: SHA-1, 6 digits, 30-second steps, what every app
// expects). The secret (20 random bytes, base32) is stored encrypted (secret-box.ts) and counts
// only once the member typed a code from their app. A code is accepted in the step before, at or
// after the server's clock (±30 s of drift) and only once: the step of the last accepted code
// is stored, and a code of that step or an earlier one is refused (a replay, or a code read over
// someone's shoulder and typed in the same minute).

const ISSUER = 'Granite Digital';
/** One step of clock drift either way, as RFC 6238 §5.2 advises. */
const TOLERANCE_S = 30;
const CODE = /^\d{6}$/;

/** The typed code without the spaces apps show in the middle ("123 456"). */
export const normalizeCode = (typed: string) => typed.replace(/[\s-]/g, '');

/** A new, unconfirmed secret for the member (an earlier unconfirmed one is replaced); refused while one is confirmed. */
export async function startTotp(prisma: PrismaClient, userId: number, now = new Date()): Promise<'started' | 'already'> {
  const existing = await prisma.teamTotp.findUnique({ where: { userId }, select: { confirmedAt: true } });
  if (existing?.confirmedAt) return 'already';
  const secret = await seal(generateSecret());
  await prisma.teamTotp.upsert({ where: { userId }, create: { userId, secret, createdAt: now }, update: { secret, createdAt: now, lastTimeStep: null } });
  return 'started';
}

/** The setup in progress: the secret as text and as the otpauth:// URI a QR code carries. */
export async function totpSetup(prisma: PrismaClient, user: TeamUser): Promise<{ secret: string; uri: string } | undefined> {
  const row = await prisma.teamTotp.findUnique({ where: { userId: user.id }, select: { secret: true, confirmedAt: true } });
  if (!row || row.confirmedAt) return undefined;
  const secret = await open(row.secret);
  if (!secret) return undefined;
  return { secret, uri: generateURI({ issuer: ISSUER, label: user.username, secret }) };
}

/**
 * Confirms the setup with a code from the app: the app counts from now on, and the member gets a
 * fresh set of recovery codes (returned here once; only their hashes are kept).
 */
export async function confirmTotp(prisma: PrismaClient, user: TeamUser, typed: string, now = new Date()): Promise<string[] | undefined> {
  const row = await prisma.teamTotp.findUnique({ where: { userId: user.id }, select: { secret: true, confirmedAt: true } });
  if (!row || row.confirmedAt) return undefined;
  const step = await acceptedStep(row.secret, typed, null, now);
  if (step === undefined) return undefined;
  const { count } = await prisma.teamTotp.updateMany({ where: { userId: user.id, confirmedAt: null }, data: { confirmedAt: now, lastTimeStep: step } });
  if (count !== 1) return undefined;
  await recordAudit(prisma, 'second-factor-added', user, { kind: 'authenticator-app' }, now);
  return replaceRecoveryCodes(prisma, user, now, { audit: false });
}

/** A sign-in's code: right, within the drift, and newer than the last one accepted. */
export async function verifyTotp(prisma: PrismaClient, userId: number, typed: string, now = new Date()): Promise<boolean> {
  const row = await prisma.teamTotp.findUnique({ where: { userId }, select: { secret: true, confirmedAt: true, lastTimeStep: true } });
  if (!row?.confirmedAt) return false;
  const step = await acceptedStep(row.secret, typed, row.lastTimeStep, now);
  if (step === undefined) return false;
  // Two requests with the same code at once: only the first moves the step on.
  const { count } = await prisma.teamTotp.updateMany({
    where: { userId, OR: [{ lastTimeStep: null }, { lastTimeStep: { lt: step } }] },
    data: { lastTimeStep: step },
  });
  return count === 1;
}

export async function removeTotp(prisma: PrismaClient, user: TeamUser, now = new Date()): Promise<boolean> {
  const { count } = await prisma.teamTotp.deleteMany({ where: { userId: user.id } });
  if (count > 0) await recordAudit(prisma, 'second-factor-removed', user, { kind: 'authenticator-app' }, now);
  return count > 0;
}

async function acceptedStep(sealed: string, typed: string, lastStep: number | null, now: Date): Promise<number | undefined> {
  const token = normalizeCode(typed);
  if (!CODE.test(token)) return undefined;
  const secret = await open(sealed);
  if (!secret) return undefined;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_S,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // A TOTP verification always names the step it matched (otplib's result type is shared with HOTP).
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}

import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import { endAllSessions, type TeamUser } from '@/lib/team/sessions';

// The entry of lib/team/second-factor/: what second factor a member has, the owner's
// "require a second factor for every member", and the owner's reset for a member who lost their
// device. The pieces: totp.ts (authenticator app), recovery-codes.ts, passkeys.ts (WebAuthn, also
// a first factor), challenges.ts, pending-sign-in.ts (between password and second factor),
// secret-box.ts (the TOTP secret encrypted at rest).

export type MemberFactors = { totp: boolean; passkeys: number; recoveryCodesLeft: number };

export async function memberFactors(prisma: PrismaClient, userId: number): Promise<MemberFactors> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    prisma.teamTotp.count({ where: { userId, confirmedAt: { not: null } } }),
    prisma.teamPasskey.count({ where: { userId } }),
    prisma.teamRecoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return { totp: totp > 0, passkeys, recoveryCodesLeft };
}

export const hasSecondFactor = (factors: MemberFactors) => factors.totp || factors.passkeys > 0;

/** The members who have one, for the members page. */
export async function membersWithSecondFactor(prisma: PrismaClient): Promise<Set<number>> {
  const [totp, passkeys] = await Promise.all([
    prisma.teamTotp.findMany({ where: { confirmedAt: { not: null } }, select: { userId: true } }),
    prisma.teamPasskey.findMany({ distinct: ['userId'], select: { userId: true } }),
  ]);
  return new Set([...totp, ...passkeys].map((row) => row.userId));
}

/** Without any second factor left, recovery codes recover nothing: they go too. */
export async function dropOrphanRecoveryCodes(prisma: PrismaClient, userId: number): Promise<void> {
  if (!hasSecondFactor(await memberFactors(prisma, userId))) await prisma.teamRecoveryCode.deleteMany({ where: { userId } });
}

const REQUIRE_KEY = 'require-second-factor';

export async function secondFactorRequired(prisma: PrismaClient): Promise<boolean> {
  const row = await prisma.teamSetting.findUnique({ where: { key: REQUIRE_KEY }, select: { value: true } });
  return row?.value === true;
}

/**
 * Turns the requirement on or off. The owner turning it on must have a second factor first, so
 * nobody locks themselves out of the page that turns it off again.
 */
export async function setSecondFactorRequired(
  prisma: PrismaClient,
  required: boolean,
  actor: AuditActor,
  now = new Date(),
): Promise<'done' | 'own-factor-first'> {
  if (required && !hasSecondFactor(await memberFactors(prisma, actor.id))) return 'own-factor-first';
  await prisma.teamSetting.upsert({
    where: { key: REQUIRE_KEY },
    create: { key: REQUIRE_KEY, value: required, updatedAt: now },
    update: { value: required, updatedAt: now },
  });
  await recordAudit(prisma, 'second-factor-requirement', actor, { required }, now);
  return 'done';
}

/**
 * Whether this member must set up a second factor before anything else (the requirement is on
 * and they have none): team pages send them to their account page, routes refuse.
 */
export async function mustSetUpSecondFactor(prisma: PrismaClient, userId: number): Promise<boolean> {
  if (!(await secondFactorRequired(prisma))) return false;
  return !hasSecondFactor(await memberFactors(prisma, userId));
}

/**
 * The owner's way back in for a member who lost their device: every second factor and recovery
 * code of theirs goes, and their sessions end (the lost device may be signed in). They sign in
 * with their password and set up a new one.
 */
export async function resetSecondFactor(
  prisma: PrismaClient,
  memberId: number,
  actor: AuditActor,
  now = new Date(),
  via?: 'command line',
): Promise<'done' | 'not-found'> {
  const member: TeamUser | null = await prisma.user.findUnique({ where: { id: memberId }, select: { id: true, username: true } });
  if (!member) return 'not-found';
  await prisma.$transaction([
    prisma.teamTotp.deleteMany({ where: { userId: memberId } }),
    prisma.teamPasskey.deleteMany({ where: { userId: memberId } }),
    prisma.teamRecoveryCode.deleteMany({ where: { userId: memberId } }),
    prisma.pendingSignIn.deleteMany({ where: { userId: memberId } }),
  ]);
  const sessions = await endAllSessions(prisma, memberId);
  await recordAudit(prisma, 'second-factor-reset', actor, { member: member.username, sessions, ...(via && { via }) }, now);
  return 'done';
}

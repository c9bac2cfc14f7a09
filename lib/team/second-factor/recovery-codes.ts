import 'server-only';
import { createHash, randomInt } from 'node:crypto';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit } from '@/lib/team/audit';
import type { TeamUser } from '@/lib/team/sessions';

// One-time recovery codes: the way in when the phone with the authenticator app is lost. Ten,
// each 10 random characters from a 31-letter alphabet (49 bits), shown once as `xxxxx-xxxxx`.
// With that much entropy a plain SHA-256 is enough (no salt or slow hash: nothing to guess from);
// only the hashes are stored. A code signs in once; new codes replace every old one.

export const RECOVERY_CODE_COUNT = 10;
// Crockford-like: no 0/o, 1/l/i, so a code copied by hand reads back the same.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

const hashCode = (code: string) => createHash('sha256').update(`team-recovery-code:${code}`).digest('hex');

/** How a typed code is compared: lower-case, without spaces or the hyphen. */
export const normalizeRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, '');

function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** A new set for the member, every earlier code gone; the codes are returned once and never again. */
export async function replaceRecoveryCodes(prisma: PrismaClient, user: TeamUser, now = new Date(), { audit = true } = {}): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await prisma.$transaction([
    prisma.teamRecoveryCode.deleteMany({ where: { userId: user.id } }),
    prisma.teamRecoveryCode.createMany({ data: codes.map((code) => ({ userId: user.id, codeHash: hashCode(normalizeRecoveryCode(code)), createdAt: now })) }),
  ]);
  if (audit) await recordAudit(prisma, 'recovery-codes-regenerated', user, { codes: codes.length }, now);
  return codes;
}

/** Uses up one of the member's codes; false for a wrong or already used one. */
export async function useRecoveryCode(prisma: PrismaClient, user: TeamUser, typed: string, now = new Date()): Promise<boolean> {
  const code = normalizeRecoveryCode(typed);
  if (!/^[a-z0-9]{10}$/.test(code)) return false;
  // One statement: the same code sent twice at once is used once.
  const { count } = await prisma.teamRecoveryCode.updateMany({ where: { userId: user.id, codeHash: hashCode(code), usedAt: null }, data: { usedAt: now } });
  if (count !== 1) return false;
  await recordAudit(prisma, 'recovery-code-used', user, { left: await recoveryCodesLeft(prisma, user.id) }, now);
  return true;
}

export async function recoveryCodesLeft(prisma: PrismaClient, userId: number): Promise<number> {
  return prisma.teamRecoveryCode.count({ where: { userId, usedAt: null } });
}

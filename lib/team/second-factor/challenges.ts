import 'server-only';
import { createHash } from 'node:crypto';
import type { PrismaClient } from '@/lib/generated/prisma/client';

// WebAuthn challenges live on the server, each used once and for a few minutes only: the
// browser's signed answer names its challenge, and verifying it deletes the row in the same
// statement, so a recorded answer cannot be replayed and two requests cannot both use one.
// A challenge is bound to what it was made for (its purpose) and to whom (a member's id for a
// new passkey or a confirmation, the session that proved it is them; the half-finished sign-in
// for a second factor; nobody for a passkey sign-in).

export type ChallengePurpose = 'register' | 'sign-in' | 'second-factor' | 'confirm';
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

const challengeId = (challenge: string) => createHash('sha256').update(challenge).digest('hex');

export async function storeChallenge(
  prisma: PrismaClient,
  challenge: string,
  purpose: ChallengePurpose,
  subject: string | null,
  now = new Date(),
): Promise<void> {
  // Tidy as we go: nobody can answer an expired challenge any more.
  await prisma.webauthnChallenge.deleteMany({ where: { expiresAt: { lte: now } } });
  await prisma.webauthnChallenge.create({ data: { id: challengeId(challenge), purpose, subject, expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS) } });
}

/** True once for a stored, unexpired challenge of this purpose and subject; it is gone afterwards. */
export async function consumeChallenge(
  prisma: PrismaClient,
  challenge: string,
  purpose: ChallengePurpose,
  subject: string | null,
  now = new Date(),
): Promise<boolean> {
  const { count } = await prisma.webauthnChallenge.deleteMany({ where: { id: challengeId(challenge), purpose, subject, expiresAt: { gt: now } } });
  return count === 1;
}

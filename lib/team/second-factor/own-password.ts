import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit } from '@/lib/team/audit';
import { hashPassword, passwordProblem } from '@/lib/team/password';
import type { TeamSession } from '@/lib/team/sessions';

// A member changes their own password from the account page, after proving it is them in the
// same request (re-authentication.ts): the new one twice; every other session of theirs ends
// (this browser stays signed in). Audited.

export type PasswordChange = 'done' | 'weak' | 'mismatch';

export async function changeOwnPassword(
  prisma: PrismaClient,
  session: TeamSession,
  input: { next: string; repeat: string },
  now = new Date(),
): Promise<PasswordChange> {
  if (input.next !== input.repeat) return 'mismatch';
  if (passwordProblem(input.next)) return 'weak';
  await prisma.user.update({ where: { id: session.user.id }, data: { password: await hashPassword(input.next) } });
  const { count } = await prisma.teamSession.deleteMany({ where: { userId: session.user.id, id: { not: session.id } } });
  await recordAudit(prisma, 'password-change', session.user, { sessions: count }, now);
  return 'done';
}

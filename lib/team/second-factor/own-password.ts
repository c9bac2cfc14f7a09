import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit } from '@/lib/team/audit';
import { hashPassword, passwordProblem, verifyPassword } from '@/lib/team/password';
import type { TeamSession } from '@/lib/team/sessions';

// A member changes their own password from the account page: the current one first, the new one
// twice; every other session of theirs ends (this browser stays signed in). Audited.

export type PasswordChange = 'done' | 'wrong' | 'weak' | 'mismatch';

export async function changeOwnPassword(prisma: PrismaClient, session: TeamSession, input: { current: string; next: string; repeat: string }, now = new Date()): Promise<PasswordChange> {
  const row = await prisma.user.findUnique({ where: { id: session.user.id }, select: { password: true } });
  if (!row || !(await verifyPassword(row.password, input.current))) return 'wrong';
  if (input.next !== input.repeat) return 'mismatch';
  if (passwordProblem(input.next)) return 'weak';
  await prisma.user.update({ where: { id: session.user.id }, data: { password: await hashPassword(input.next) } });
  const { count } = await prisma.teamSession.deleteMany({ where: { userId: session.user.id, id: { not: session.id } } });
  await recordAudit(prisma, 'password-change', session.user, { sessions: count }, now);
  return 'done';
}

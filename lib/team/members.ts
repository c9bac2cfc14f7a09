import 'server-only';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { isLocale } from '@/i18n/routing';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import { isRole, type Role } from '@/lib/team/permissions';

// The owner's members page: who is in the team, in which role, when each last signed
// in; a role changed or a member removed, audited. The team always keeps an owner, so nobody can
// lock the team out of its own members page (the command line remains for the first one).

export type MemberRow = { id: number; username: string; role: Role; languages: string[]; createdAt: Date; lastSignInAt: Date | null };

export async function listTeamMembers(prisma: PrismaClient): Promise<MemberRow[]> {
  const [users, signIns] = await Promise.all([
    prisma.user.findMany({ orderBy: { username: 'asc' }, select: { id: true, username: true, role: true, languages: true, createdAt: true } }),
    prisma.auditEntry.groupBy({ by: ['actorId'], where: { action: 'sign-in', actorId: { not: null } }, _max: { at: true } }),
  ]);
  const last = new Map(signIns.map((row) => [row.actorId, row._max.at]));
  return users.map((user) => ({ ...user, role: isRole(user.role) ? user.role : 'editor', lastSignInAt: last.get(user.id) ?? null }));
}

export type MemberChange = 'done' | 'not-found' | 'last-owner' | 'invalid';

/** A new role (and an editor's languages, none meaning all); counts at the member's next request. */
export async function changeMemberRole(prisma: PrismaClient, id: number, role: string, languages: string[], actor: AuditActor): Promise<MemberChange> {
  if (!isRole(role) || (role !== 'editor' && languages.length > 0) || !languages.every(isLocale)) return 'invalid';
  return prisma.$transaction(async (tx) => {
    const member = await tx.user.findUnique({ where: { id }, select: { role: true, username: true } });
    if (!member) return 'not-found';
    if (member.role === 'owner' && role !== 'owner' && (await lockOwners(tx)) <= 1) return 'last-owner';
    await tx.user.update({ where: { id }, data: { role, languages: [...new Set(languages)] } });
    await recordAudit(tx, 'member-role', actor, { member: member.username, from: member.role, to: role, languages: languages.join(',') });
    return 'done';
  });
}

/** Removes a member: their sessions go with the account (cascade), so they are out at once. */
export async function removeMember(prisma: PrismaClient, id: number, actor: AuditActor): Promise<MemberChange> {
  return prisma.$transaction(async (tx) => {
    const member = await tx.user.findUnique({ where: { id }, select: { role: true, username: true } });
    if (!member) return 'not-found';
    if (member.role === 'owner' && (await lockOwners(tx)) <= 1) return 'last-owner';
    await tx.user.delete({ where: { id } });
    await recordAudit(tx, 'member-remove', actor, { member: member.username, role: member.role });
    return 'done';
  });
}

/**
 * How many owners there are, with their rows locked until the transaction ends. A plain count
 * let two demotions of two owners each see the other still there and leave none (PostgreSQL
 * reads committed data): here the second waits for the first to commit, then re-reads which rows
 * are still owners, and sees one.
 */
async function lockOwners(tx: Prisma.TransactionClient): Promise<number> {
  const owners = await tx.$queryRaw<{ id: number }[]>(Prisma.sql`SELECT "id" FROM "users" WHERE "role" = 'owner' ORDER BY "id" FOR UPDATE`);
  return owners.length;
}

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { changeMemberRole, listTeamMembers, removeMember } from '@/lib/team/members';
import { createSession, sessionFromToken } from '@/lib/team/sessions';
import { useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

// The owner's members page: roles changed and members removed, audited, never the last owner.

const dbs = useTestDatabases();

describe('team members', () => {
  let db: Database;
  let olga: { id: number; username: string };
  beforeAll(async () => {
    db = await dbs.open('pglite');
  });
  beforeEach(async () => {
    await db.prisma.auditEntry.deleteMany();
    await db.prisma.user.deleteMany();
    olga = await db.prisma.user.create({ data: { username: 'olga', password: 'x' }, select: { id: true, username: true } });
  });

  it('lists members with their role and last sign-in, never signed in as null', async () => {
    const ed = await db.prisma.user.create({ data: { username: 'ed', password: 'x', role: 'editor', languages: ['nl'] } });
    await db.prisma.auditEntry.createMany({
      data: [
        { action: 'sign-in', actorId: olga.id, actorName: 'olga', at: new Date('2026-11-01T08:00:00Z') },
        { action: 'sign-in', actorId: olga.id, actorName: 'olga', at: new Date('2026-11-20T08:00:00Z') },
      ],
    });
    expect(await listTeamMembers(db.prisma)).toEqual([
      expect.objectContaining({ id: ed.id, username: 'ed', role: 'editor', languages: ['nl'], lastSignInAt: null }),
      expect.objectContaining({ id: olga.id, username: 'olga', role: 'owner', languages: [], lastSignInAt: new Date('2026-11-20T08:00:00Z') }),
    ]);
  });

  it('changes a role, with languages for an editor only, and records who did it', async () => {
    const am = await db.prisma.user.create({ data: { username: 'am', password: 'x', role: 'account-manager' } });
    expect(await changeMemberRole(db.prisma, am.id, 'editor', ['de', 'fr'], olga)).toBe('done');
    expect(await db.prisma.user.findUnique({ where: { id: am.id }, select: { role: true, languages: true } })).toEqual({
      role: 'editor',
      languages: ['de', 'fr'],
    });
    expect(await changeMemberRole(db.prisma, am.id, 'account-manager', ['de'], olga)).toBe('invalid');
    expect(await changeMemberRole(db.prisma, am.id, 'admin', [], olga)).toBe('invalid');
    expect(await changeMemberRole(db.prisma, am.id, 'editor', ['xx'], olga)).toBe('invalid');
    expect(await changeMemberRole(db.prisma, 999_999, 'editor', [], olga)).toBe('not-found');
    expect(await db.prisma.auditEntry.findMany({ select: { action: true, actorName: true, detail: true } })).toEqual([
      { action: 'member-role', actorName: 'olga', detail: { member: 'am', from: 'account-manager', to: 'editor', languages: 'de,fr' } },
    ]);
  });

  it('keeps the last owner, and removing a member ends their sessions at once', async () => {
    expect(await changeMemberRole(db.prisma, olga.id, 'editor', [], olga)).toBe('last-owner');
    expect(await removeMember(db.prisma, olga.id, olga)).toBe('last-owner');
    const ed = await db.prisma.user.create({ data: { username: 'ed', password: 'x', role: 'editor' } });
    const { token } = await createSession(db.prisma, ed.id, null);
    expect(await sessionFromToken(db.prisma, token)).toMatchObject({ role: 'editor' });
    expect(await removeMember(db.prisma, ed.id, olga)).toBe('done');
    expect(await sessionFromToken(db.prisma, token)).toBeNull();
    expect((await db.prisma.auditEntry.findMany({ select: { action: true, detail: true } })).at(-1)).toEqual({
      action: 'member-remove',
      detail: { member: 'ed', role: 'editor' },
    });
  });

  it('lets a second owner step down', async () => {
    const pia = await db.prisma.user.create({ data: { username: 'pia', password: 'x', role: 'owner' } });
    expect(await changeMemberRole(db.prisma, pia.id, 'account-manager', [], olga)).toBe('done');
  });
});

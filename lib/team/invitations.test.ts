import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '@/lib/db/connection';
import { hashOneTimeToken } from '@/lib/team/one-time-token';
import {
  acceptInvitation,
  INVITATION_VALID_HOURS,
  invitationForToken,
  inviteMember,
  listPendingInvitations,
  passwordIssue,
  pendingInvitationWithToken,
  renewInvitation,
  revokeInvitation,
} from '@/lib/team/invitations';
import { verifyPassword } from '@/lib/team/password';
import { engines, useTestDatabases } from '@/test/databases';

vi.mock('server-only', () => ({}));

// An owner's invitations: a token stored only as its hash, an expiry, one use, and
// two acceptances at once make one account, on both databases.

const dbs = useTestDatabases();
const PASSWORD = 'correct horse battery staple';
const at = new Date('2026-11-28T10:00:00.000Z');
const hours = (n: number) => new Date(at.getTime() + n * 60 * 60 * 1000);
const form = (username: string) => ({ username, password: PASSWORD, repeat: PASSWORD });

describe.each(engines)('invitations on %s', (engine) => {
  let db: Database;
  let olga: { id: number; username: string };
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(async () => {
    await db.prisma.teamInvitation.deleteMany();
    await db.prisma.auditEntry.deleteMany();
    await db.prisma.user.deleteMany();
    olga = await db.prisma.user.create({ data: { username: 'olga', password: 'x', email: 'olga@granite.test' }, select: { id: true, username: true } });
  });

  const invite = (email = 'Ed@Example.com', role = 'editor', languages = ['nl']) => inviteMember(db.prisma, { email, role, languages, locale: 'de' }, olga, at);

  it('stores only the token’s hash, for the stated time, and audits the invitation', async () => {
    const result = await invite();
    if (!result.ok) throw new Error(result.reason);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const row = await db.prisma.teamInvitation.findUniqueOrThrow({ where: { id: result.invitation.id } });
    expect(row).toMatchObject({
      email: 'ed@example.com',
      role: 'editor',
      languages: ['nl'],
      locale: 'de',
      invitedByName: 'olga',
      tokenHash: hashOneTimeToken(result.token),
    });
    expect(JSON.stringify(row)).not.toContain(result.token);
    expect(row.expiresAt).toEqual(hours(INVITATION_VALID_HOURS));
    expect(await db.prisma.auditEntry.findMany({ select: { action: true, actorName: true } })).toEqual([{ action: 'member-invite', actorName: 'olga' }]);
  });

  it('refuses a bad address, languages for a non-editor, a member’s address, and a second pending invitation', async () => {
    expect(await invite('not an address')).toEqual({ ok: false, reason: 'invalid-email' });
    expect(await invite('am@example.com', 'account-manager', ['de'])).toEqual({ ok: false, reason: 'invite-invalid' });
    expect(await invite('am@example.com', 'admin', [])).toEqual({ ok: false, reason: 'invite-invalid' });
    expect(await invite('OLGA@granite.test', 'owner', [])).toEqual({ ok: false, reason: 'member-exists' });
    expect((await invite()).ok).toBe(true);
    expect(await invite('ed@example.com')).toEqual({ ok: false, reason: 'pending' });
  });

  it('accepts once: the account has the invited role, languages and address, signs in with the chosen password', async () => {
    const result = await invite();
    if (!result.ok) throw new Error(result.reason);
    expect(await invitationForToken(db.prisma, result.token, at)).toMatchObject({ state: 'valid', invitation: { email: 'ed@example.com', role: 'editor' } });
    const accepted = await acceptInvitation(db.prisma, result.token, form('Ed'), hours(1));
    expect(accepted).toMatchObject({ ok: true, user: { username: 'ed' }, locale: 'de' });
    const ed = await db.prisma.user.findUniqueOrThrow({ where: { username: 'ed' } });
    expect(ed).toMatchObject({ role: 'editor', languages: ['nl'], email: 'ed@example.com' });
    expect(await verifyPassword(ed.password, PASSWORD)).toBe(true);
    // Used up: the same link again, for another name, makes nothing.
    expect(await acceptInvitation(db.prisma, result.token, form('eve'), hours(2))).toEqual({ ok: false, reason: 'used' });
    expect(await invitationForToken(db.prisma, result.token, hours(2))).toEqual({ state: 'used' });
    expect(await db.prisma.user.count()).toBe(2);
    expect(await listPendingInvitations(db.prisma)).toEqual([]);
    expect(
      (await db.prisma.auditEntry.findMany({ orderBy: { id: 'asc' }, select: { action: true, actorName: true } })).map(
        (row) => `${row.action} ${row.actorName}`,
      ),
    ).toEqual(['member-invite olga', 'member-invite-accept ed']);
  });

  it('refuses an expired, a revoked, an unknown or a malformed token, and keeps the invitation on a form mistake', async () => {
    const result = await invite();
    if (!result.ok) throw new Error(result.reason);
    expect(await acceptInvitation(db.prisma, result.token, form('ed'), hours(INVITATION_VALID_HOURS))).toEqual({ ok: false, reason: 'expired' });
    expect(await invitationForToken(db.prisma, result.token, hours(INVITATION_VALID_HOURS + 1))).toEqual({ state: 'expired' });
    expect(await acceptInvitation(db.prisma, 'A'.repeat(43), form('ed'), at)).toEqual({ ok: false, reason: 'unknown' });
    expect(await acceptInvitation(db.prisma, 'short', form('ed'), at)).toEqual({ ok: false, reason: 'unknown' });
    // Form mistakes leave the invitation as it was.
    expect(await acceptInvitation(db.prisma, result.token, form('olga'), hours(1))).toEqual({ ok: false, reason: 'username-taken' });
    expect(await acceptInvitation(db.prisma, result.token, form('x'), hours(1))).toEqual({ ok: false, reason: 'username-invalid' });
    expect(await acceptInvitation(db.prisma, result.token, { username: 'ed', password: 'short', repeat: 'short' }, hours(1))).toEqual({
      ok: false,
      reason: 'password-short',
    });
    expect(await acceptInvitation(db.prisma, result.token, { username: 'ed', password: PASSWORD, repeat: `${PASSWORD}!` }, hours(1))).toEqual({
      ok: false,
      reason: 'password-mismatch',
    });
    expect((await invitationForToken(db.prisma, result.token, hours(1))).state).toBe('valid');
    expect(await revokeInvitation(db.prisma, result.invitation.id, olga, hours(1))).toBe(true);
    expect(await revokeInvitation(db.prisma, result.invitation.id, olga, hours(1))).toBe(false);
    expect(await acceptInvitation(db.prisma, result.token, form('ed'), hours(2))).toEqual({ ok: false, reason: 'revoked' });
    expect(await db.prisma.user.count()).toBe(1);
  });

  it('a resend replaces the link and the expiry: the old link stops working', async () => {
    const first = await invite();
    if (!first.ok) throw new Error(first.reason);
    const renewed = await renewInvitation(db.prisma, first.invitation.id, olga, hours(80));
    expect(renewed?.token).not.toBe(first.token);
    expect(renewed?.invitation.expiresAt).toEqual(hours(80 + INVITATION_VALID_HOURS));
    expect(await invitationForToken(db.prisma, first.token, hours(81))).toEqual({ state: 'unknown' });
    expect(await pendingInvitationWithToken(db.prisma, first.invitation.id, first.token, hours(81))).toBeUndefined();
    expect(await pendingInvitationWithToken(db.prisma, first.invitation.id, renewed!.token, hours(81))).toMatchObject({ id: first.invitation.id });
    expect((await acceptInvitation(db.prisma, renewed!.token, form('ed'), hours(81))).ok).toBe(true);
    expect(await renewInvitation(db.prisma, first.invitation.id, olga, hours(82))).toBeUndefined();
  });

  it('makes one account when two acceptances of one token race, whatever names they chose', async () => {
    const result = await invite();
    if (!result.ok) throw new Error(result.reason);
    const outcomes = await Promise.all(['ed', 'eddie', 'edward'].map((name) => acceptInvitation(db.prisma, result.token, form(name), hours(1))));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      { ok: false, reason: 'used' },
      { ok: false, reason: 'used' },
    ]);
    expect(await db.prisma.user.count({ where: { email: 'ed@example.com' } })).toBe(1);
    expect(await db.prisma.user.count()).toBe(2);
  });
});

describe('the password rule of an invitation', () => {
  it('is the command line’s: 12 to 256 characters as a person counts them', () => {
    expect(passwordIssue('a'.repeat(11))).toBe('password-short');
    expect(passwordIssue('é'.repeat(12))).toBeUndefined();
    expect(passwordIssue('e\u0301'.repeat(12))).toBeUndefined();
    expect(passwordIssue('a'.repeat(257))).toBe('password-long');
  });
});

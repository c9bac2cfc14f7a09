import 'server-only';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { isLocale, type Locale } from '@/i18n/routing';
import { timestamp } from '@/lib/db/timestamp';
import { normalizeUsername } from '@/lib/team/accounts';
import { recordAudit, type AuditActor } from '@/lib/team/audit';
import { normalizeEmail } from '@/lib/team/email';
import { hashOneTimeToken, newOneTimeToken } from '@/lib/team/one-time-token';
import { hashPassword, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/lib/team/password';
import { isRole, type Role } from '@/lib/team/permissions';
import type { TeamUser } from '@/lib/team/sessions';

// An owner invites a person by e-mail with a role. The mail carries a one-time link
// whose token is stored only as its SHA-256 (lib/team/one-time-token.ts); the person chooses a
// username and password on the acceptance page, which creates the account with the invited role
// and uses the invitation up, once, however many tabs accept at the same moment. A resend makes
// a new token (the old link stops working) and a new expiry. Everything is audited.

/** How long an invitation's link works: said in the mail and on the members page. */
export const INVITATION_VALID_HOURS = 72;
const VALID_MS = INVITATION_VALID_HOURS * 60 * 60 * 1000;

export type InvitationRow = {
  id: number;
  email: string;
  role: Role;
  languages: string[];
  locale: Locale;
  invitedByName: string;
  createdAt: Date;
  expiresAt: Date;
  sentAt: Date | null;
  mailFailed: boolean;
};

const columns = {
  id: true,
  email: true,
  role: true,
  languages: true,
  locale: true,
  invitedByName: true,
  createdAt: true,
  expiresAt: true,
  sentAt: true,
  mailFailed: true,
} as const;

export type InviteInput = { email: string; role: string; languages: string[]; locale: string };
export type InviteResult =
  { ok: true; invitation: InvitationRow; token: string } | { ok: false; reason: 'invalid-email' | 'invite-invalid' | 'member-exists' | 'pending' };

export async function inviteMember(prisma: PrismaClient, input: InviteInput, actor: AuditActor, now = new Date()): Promise<InviteResult> {
  const email = normalizeEmail(input.email);
  if (!email) return { ok: false, reason: 'invalid-email' };
  const languages = [...new Set(input.languages)];
  if (!isRole(input.role) || !isLocale(input.locale) || !languages.every(isLocale) || (input.role !== 'editor' && languages.length > 0))
    return { ok: false, reason: 'invite-invalid' };
  const { role, locale } = input;
  const { token, hash } = newOneTimeToken();
  return prisma.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email }, select: { id: true } })) return { ok: false, reason: 'member-exists' } as const;
    const pending = await tx.teamInvitation.findFirst({ where: { email, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } }, select: { id: true } });
    if (pending) return { ok: false, reason: 'pending' } as const;
    const invitation = await tx.teamInvitation.create({
      data: {
        email,
        role,
        languages,
        locale,
        tokenHash: hash,
        invitedById: actor.id,
        invitedByName: actor.username,
        createdAt: now,
        expiresAt: new Date(now.getTime() + VALID_MS),
      },
      select: columns,
    });
    await recordAudit(tx, 'member-invite', actor, { invitation: invitation.id, email, role, languages: languages.join(','), locale }, now);
    return { ok: true, invitation: invitation as InvitationRow, token } as const;
  });
}

/** A new link (the old one stops working) valid for another INVITATION_VALID_HOURS; undefined once accepted or revoked. */
export async function renewInvitation(
  prisma: PrismaClient,
  id: number,
  actor: AuditActor,
  now = new Date(),
): Promise<{ invitation: InvitationRow; token: string } | undefined> {
  const { token, hash } = newOneTimeToken();
  return prisma.$transaction(async (tx) => {
    const { count } = await tx.teamInvitation.updateMany({
      where: { id, acceptedAt: null, revokedAt: null },
      data: {
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + VALID_MS),
        sentAt: null,
        mailFailed: false,
        invitedById: actor.id,
        invitedByName: actor.username,
      },
    });
    if (count === 0) return undefined;
    const invitation = (await tx.teamInvitation.findUniqueOrThrow({ where: { id }, select: columns })) as InvitationRow;
    await recordAudit(tx, 'member-invite-resend', actor, { invitation: id, email: invitation.email }, now);
    return { invitation, token };
  });
}

/** Whether the mail went out; the invitation stays either way (the page offers the link or a resend). */
export async function recordInvitationMail(prisma: PrismaClient, id: number, sent: boolean, now = new Date()): Promise<void> {
  await prisma.teamInvitation.updateMany({ where: { id }, data: sent ? { sentAt: now, mailFailed: false } : { mailFailed: true } });
}

export async function revokeInvitation(prisma: PrismaClient, id: number, actor: AuditActor, now = new Date()): Promise<boolean> {
  return prisma.$transaction(async (tx) => {
    const invitation = await tx.teamInvitation.findFirst({ where: { id, acceptedAt: null, revokedAt: null }, select: { email: true } });
    if (!invitation) return false;
    await tx.teamInvitation.update({ where: { id }, data: { revokedAt: now } });
    await recordAudit(tx, 'member-invite-revoke', actor, { invitation: id, email: invitation.email }, now);
    return true;
  });
}

/** Invitations neither accepted nor revoked, expired ones too (they can be sent again), newest first. */
export async function listPendingInvitations(prisma: PrismaClient): Promise<InvitationRow[]> {
  const rows = await prisma.teamInvitation.findMany({ where: { acceptedAt: null, revokedAt: null }, orderBy: { id: 'desc' }, select: columns });
  return rows as InvitationRow[];
}

/** The pending invitation whose link `token` is, if it is still that invitation's link (a resend replaces it). */
export async function pendingInvitationWithToken(
  prisma: PrismaClient,
  id: number,
  token: string | undefined,
  now = new Date(),
): Promise<InvitationRow | undefined> {
  const hash = hashOneTimeToken(token);
  if (!hash) return undefined;
  const row = await prisma.teamInvitation.findFirst({
    where: { id, tokenHash: hash, acceptedAt: null, revokedAt: null, expiresAt: { gt: now } },
    select: columns,
  });
  return (row as InvitationRow | null) ?? undefined;
}

export type InvitationState = { state: 'valid'; invitation: InvitationRow } | { state: 'unknown' | 'expired' | 'used' | 'revoked' };

/** What a link's token stands for, for the acceptance page. */
export async function invitationForToken(prisma: PrismaClient, token: string | undefined, now = new Date()): Promise<InvitationState> {
  const hash = hashOneTimeToken(token);
  if (!hash) return { state: 'unknown' };
  const row = await prisma.teamInvitation.findUnique({ where: { tokenHash: hash }, select: { ...columns, acceptedAt: true, revokedAt: true } });
  if (!row) return { state: 'unknown' };
  if (row.acceptedAt) return { state: 'used' };
  if (row.revokedAt) return { state: 'revoked' };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  const { acceptedAt: _accepted, revokedAt: _revoked, ...invitation } = row;
  return { state: 'valid', invitation: invitation as InvitationRow };
}

export type AcceptProblem =
  'unknown' | 'expired' | 'used' | 'revoked' | 'username-invalid' | 'username-taken' | 'email-taken' | 'password-short' | 'password-long' | 'password-mismatch';
export type AcceptResult = { ok: true; user: TeamUser; locale: Locale } | { ok: false; reason: AcceptProblem };

class Refused extends Error {
  constructor(readonly reason: AcceptProblem) {
    super(reason);
  }
}

/** The password rule of the command line (lib/team/password.ts), as a code the page translates. */
export function passwordIssue(plain: string): 'password-short' | 'password-long' | undefined {
  const length = [...plain.normalize('NFC')].length;
  if (length < MIN_PASSWORD_LENGTH) return 'password-short';
  if (length > MAX_PASSWORD_LENGTH) return 'password-long';
  return undefined;
}

/**
 * Creates the invited account and uses the invitation up, in one transaction: the claim is one
 * conditional UPDATE, whose row lock makes a second acceptance of the same token wait and then
 * find it used, so two acceptances at once make one account. A refusal rolls the claim back.
 */
export async function acceptInvitation(
  prisma: PrismaClient,
  token: string | undefined,
  input: { username: string; password: string; repeat: string },
  now = new Date(),
): Promise<AcceptResult> {
  const hash = hashOneTimeToken(token);
  if (!hash) return { ok: false, reason: 'unknown' };
  // The token before anything costly: an unknown, used or expired one is refused without hashing a password.
  const found = await invitationForToken(prisma, token, now);
  if (found.state !== 'valid') return { ok: false, reason: found.state };
  const username = normalizeUsername(input.username);
  if (!username) return { ok: false, reason: 'username-invalid' };
  const problem = passwordIssue(input.password);
  if (problem) return { ok: false, reason: problem };
  if (input.password !== input.repeat) return { ok: false, reason: 'password-mismatch' };
  const password = await hashPassword(input.password);
  try {
    return await prisma.$transaction(async (tx) => {
      const [claimed] = await tx.$queryRaw<
        { id: number; email: string; role: string; languages: string[]; locale: string; invitedByName: string }[]
      >(Prisma.sql`
        UPDATE "team_invitations" SET "acceptedAt" = ${timestamp(now)}::timestamp(3)
        WHERE "tokenHash" = ${hash} AND "acceptedAt" IS NULL AND "revokedAt" IS NULL AND "expiresAt" > ${timestamp(now)}::timestamp(3)
        RETURNING "id", "email", "role", "languages", "locale", "invitedByName"`);
      if (!claimed) {
        const state = await invitationForToken(tx as unknown as PrismaClient, token, now);
        throw new Refused(state.state === 'valid' ? 'used' : state.state);
      }
      if (await tx.user.findUnique({ where: { username }, select: { id: true } })) throw new Refused('username-taken');
      if (await tx.user.findUnique({ where: { email: claimed.email }, select: { id: true } })) throw new Refused('email-taken');
      const user = await tx.user.create({
        data: { username, password, role: claimed.role, languages: claimed.languages, email: claimed.email, createdAt: now },
        select: { id: true, username: true },
      });
      await tx.teamInvitation.update({ where: { id: claimed.id }, data: { acceptedUserId: user.id } });
      await recordAudit(tx, 'member-invite-accept', user, { invitation: claimed.id, role: claimed.role, invitedBy: claimed.invitedByName }, now);
      return { ok: true, user, locale: isLocale(claimed.locale) ? claimed.locale : 'en' } as const;
    });
  } catch (error) {
    if (error instanceof Refused) return { ok: false, reason: error.reason };
    // Taken by a concurrent sign-up or command between the check and the insert.
    if ((error as { code?: unknown }).code === 'P2002') return { ok: false, reason: 'username-taken' };
    throw error;
  }
}

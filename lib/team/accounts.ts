import 'server-only';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { isLocale } from '@/i18n/routing';
import { EMAIL_RULE, normalizeEmail } from '@/lib/team/email';
import { hashPassword, passwordProblem } from '@/lib/team/password';
import { isRole, roles, type Role } from '@/lib/team/permissions';
import { endAllSessions, type TeamUser } from '@/lib/team/sessions';

// Team accounts. There is no sign-up: the command line (scripts/team-user.ts) adds members, sets
// their passwords and e-mail addresses and removes them; an owner can also invite one
// (lib/team/invitations.ts). Usernames are stored lower-case, so sign-in can compare
// them case-insensitively through the unique index.

export const USERNAME_RULE = 'A username is 2 to 64 characters: letters a-z, digits, dot, underscore or hyphen.';

const USERNAME = /^[A-Za-z0-9._-]{2,64}$/;

/** The stored form of a typed-in username (trimmed, lower-case), or undefined if none could exist. */
export function normalizeUsername(typed: string): string | undefined {
  const trimmed = typed.trim();
  // Checked before lower-casing: toLowerCase maps some non-ASCII letters (the Kelvin sign) to ASCII.
  return USERNAME.test(trimmed) ? trimmed.toLowerCase() : undefined;
}

export const ROLE_RULE = `A role is one of ${roles.join(', ')}; --languages (for example de,nl) limits an editor to those languages.`;

/** What a new member may do (lib/team/permissions.ts): an editor's languages, none meaning all. */
export type MemberRole = { role: Role; languages: string[] };

/**
 * The role of a member added from the command line: the first member is the owner unless told
 * otherwise; every later one needs `--role`, so nobody becomes an owner by a forgotten flag.
 */
export async function roleForNewMember(prisma: PrismaClient, role: string | undefined, languages: string | undefined): Promise<MemberRole> {
  if (role === undefined) {
    if ((await prisma.user.count()) > 0) throw new Error(`There are members already: say which role the new one has with --role=${roles.join('|')}.`);
    role = 'owner';
  }
  if (!isRole(role)) throw new Error(ROLE_RULE);
  const list = languages === undefined ? [] : languages.split(',').map((code) => code.trim());
  if (list.length > 0 && (role !== 'editor' || !list.every(isLocale))) throw new Error(ROLE_RULE);
  return { role, languages: [...new Set(list)] };
}

export async function addUser(
  prisma: PrismaClient,
  username: string,
  password: string,
  grant: MemberRole = { role: 'owner', languages: [] },
  email?: string,
): Promise<TeamUser> {
  const name = normalizeUsername(username);
  if (!name) throw new Error(USERNAME_RULE);
  if (email !== undefined && normalizeEmail(email) !== email) throw new Error(EMAIL_RULE);
  if (email !== undefined && (await prisma.user.findUnique({ where: { email }, select: { id: true } }))) throw emailTaken();
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const taken = () => new Error(`A user named "${name}" already exists.`);
  if (await prisma.user.findUnique({ where: { username: name }, select: { id: true } })) throw taken();
  const hash = await hashPassword(password);
  try {
    return await prisma.user.create({
      data: { username: name, password: hash, role: grant.role, languages: grant.languages, email: email ?? null },
      select: { id: true, username: true },
    });
  } catch (error) {
    // Added by someone else between the check and now.
    if ((error as { code?: unknown }).code === 'P2002') throw (await prisma.user.findUnique({ where: { username: name } })) || !email ? taken() : emailTaken();
    throw error;
  }
}

/** A new password ends every session of the member and lifts a lockout. Returns the sessions ended. */
export async function setPassword(prisma: PrismaClient, username: string, password: string): Promise<number> {
  const user = await existingUser(prisma, username);
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const hash = await hashPassword(password);
  await prisma.user.update({ where: { id: user.id }, data: { password: hash, failedSignIns: 0, lockedUntil: null } });
  // After the new hash is in place: a session created in between was signed in with the old password.
  return endAllSessions(prisma, user.id);
}

/** Where the member's invitations and unlock links go (lib/team/unlock-link.ts); null removes it. */
export async function setEmail(prisma: PrismaClient, username: string, email: string | null): Promise<void> {
  const user = await existingUser(prisma, username);
  if (email !== null && normalizeEmail(email) !== email) throw new Error(EMAIL_RULE);
  try {
    await prisma.user.update({ where: { id: user.id }, data: { email } });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2002' && email) throw emailTaken();
    throw error;
  }
}

/** Without the address: errors reach the log, which masks addresses anyway (lib/log.ts). */
function emailTaken(): Error {
  return new Error('Another member already has this e-mail address.');
}

/** Sessions go with the account (cascade); audit entries keep its name (actorName). */
export async function removeUser(prisma: PrismaClient, username: string): Promise<void> {
  const user = await existingUser(prisma, username);
  const { count } = await prisma.user.deleteMany({ where: { id: user.id } });
  if (count === 0) throw noSuchUser(user.username);
}

async function existingUser(prisma: PrismaClient, username: string): Promise<TeamUser> {
  const name = normalizeUsername(username);
  if (!name) throw new Error(USERNAME_RULE);
  const user = await prisma.user.findUnique({ where: { username: name }, select: { id: true, username: true } });
  if (!user) throw noSuchUser(name);
  return user;
}

function noSuchUser(name: string): Error {
  return new Error(`There is no user named "${name}".`);
}

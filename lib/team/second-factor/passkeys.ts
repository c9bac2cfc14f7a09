import 'server-only';
import { createHmac } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { getEnv } from '@/lib/env';
import { errorText, log } from '@/lib/log';
import { downloadLinkSecret } from '@/lib/signed-link';
import { recordAudit } from '@/lib/team/audit';
import { consumeChallenge, storeChallenge, type ChallengePurpose } from '@/lib/team/second-factor/challenges';
import type { TeamUser } from '@/lib/team/sessions';

// Passkeys (WebAuthn, @simplewebauthn/server): a member registers several, each with a name.
// Each is discoverable (a resident key), so it can sign the member in on its own, without a
// username or password ("Sign in with a passkey": the authenticator verifies the person, by
// fingerprint, face or PIN, so it counts as both factors); or it completes a password sign-in as
// the second factor. Challenges: challenges.ts. The relying party is the site's public address
// (SITE_URL), or, where none is configured (a single box on localhost), the address the browser
// used; a passkey works only on the host name it was made on.

export const MAX_PASSKEYS = 10;
export const PASSKEY_NAME_MAX = 60;
const TIMEOUT_MS = 2 * 60 * 1000;

export type RelyingParty = { id: string; origin: string; name: string };
export type PasskeyRow = { id: string; name: string; createdAt: Date; lastUsedAt: Date | null };

/** The relying party a request's passkeys belong to. */
export function relyingParty(request: Request): RelyingParty {
  const configured = getEnv().siteUrl;
  let origin: URL;
  if (configured) origin = new URL(configured);
  else {
    const host = request.headers.get('host');
    const scheme = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : new URL(request.url).protocol.replace(':', '');
    origin = host ? new URL(`${scheme}://${host}`) : new URL(request.url);
  }
  return { id: origin.hostname, origin: origin.origin, name: 'Granite Digital' };
}

export async function listPasskeys(prisma: PrismaClient, userId: number): Promise<PasskeyRow[]> {
  return prisma.teamPasskey.findMany({ where: { userId }, orderBy: { createdAt: 'asc' }, select: { id: true, name: true, createdAt: true, lastUsedAt: true } });
}

/** The same opaque handle every time for a member, naming nobody (the user.id of WebAuthn). */
async function userHandle(userId: number): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(
    createHmac('sha256', await downloadLinkSecret())
      .update(`webauthn-user:${userId}`)
      .digest()
      .subarray(0, 16),
  );
}

/**
 * Options for a new passkey of the session's member, who has just proved it is them
 * (re-authentication.ts): the challenge is bound to that session, so the passkey is accepted only
 * from it, within the challenge's five minutes.
 */
export async function registrationOptions(
  prisma: PrismaClient,
  user: TeamUser,
  sessionId: string,
  rp: RelyingParty,
  now = new Date(),
): Promise<PublicKeyCredentialCreationOptionsJSON | 'too-many'> {
  const existing = await prisma.teamPasskey.findMany({ where: { userId: user.id }, select: { id: true, transports: true } });
  if (existing.length >= MAX_PASSKEYS) return 'too-many';
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userID: await userHandle(user.id),
    attestationType: 'none',
    timeout: TIMEOUT_MS,
    excludeCredentials: existing.map((key) => ({ id: key.id, transports: key.transports as AuthenticatorTransportFuture[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await storeChallenge(prisma, options.challenge, 'register', `session:${sessionId}`, now);
  return options;
}

/** Verifies the browser's new credential against its challenge and keeps it under `name`. */
export async function addPasskey(
  prisma: PrismaClient,
  user: TeamUser,
  sessionId: string,
  name: string,
  response: unknown,
  rp: RelyingParty,
  now = new Date(),
): Promise<{ added: string } | 'invalid' | 'too-many'> {
  if ((await prisma.teamPasskey.count({ where: { userId: user.id } })) >= MAX_PASSKEYS) return 'too-many';
  let verification: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
  try {
    verification = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: (challenge) => consumeChallenge(prisma, challenge, 'register', `session:${sessionId}`, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
  } catch (error) {
    log.warn('passkey registration refused', { error: errorText(error) });
    return 'invalid';
  }
  if (!verification.verified) return 'invalid';
  const { credential } = verification.registrationInfo;
  const label = cleanName(name) || 'Passkey';
  try {
    await prisma.teamPasskey.create({
      data: {
        id: credential.id,
        userId: user.id,
        name: label,
        publicKey: Buffer.from(credential.publicKey),
        counter: BigInt(credential.counter),
        transports: credential.transports ?? [],
        createdAt: now,
      },
    });
  } catch (error) {
    if ((error as { code?: unknown }).code === 'P2002') return 'invalid';
    throw error;
  }
  await recordAudit(prisma, 'second-factor-added', user, { kind: 'passkey', name: label }, now);
  return { added: label };
}

export async function renamePasskey(prisma: PrismaClient, userId: number, id: string, name: string): Promise<boolean> {
  const label = cleanName(name);
  if (!label) return false;
  return (await prisma.teamPasskey.updateMany({ where: { id, userId }, data: { name: label } })).count === 1;
}

/** Removes one of the member's passkeys; its name, or undefined when it is not theirs (any more). */
export async function removePasskey(prisma: PrismaClient, user: TeamUser, id: string, now = new Date()): Promise<string | undefined> {
  const key = await prisma.teamPasskey.findFirst({ where: { id, userId: user.id }, select: { name: true } });
  if (!key) return undefined;
  const { count } = await prisma.teamPasskey.deleteMany({ where: { id, userId: user.id } });
  if (count !== 1) return undefined;
  await recordAudit(prisma, 'second-factor-removed', user, { kind: 'passkey', name: key.name }, now);
  return key.name;
}

/** Whether this passkey is one of the member's own (before asking them to prove it is them). */
export async function ownsPasskey(prisma: PrismaClient, userId: number, id: string): Promise<boolean> {
  return (await prisma.teamPasskey.count({ where: { id, userId } })) === 1;
}

/** Whose passkey must answer a challenge, and what the challenge is bound to (a half-finished sign-in, a session). */
export type ChallengeOwner = { subject: string; userId: number };

/**
 * Options for signing in with a passkey: any of the site's (discoverable, `subject` null) for a
 * passkey sign-in, which must verify the person; the member's own for a second factor or a
 * confirmation (re-authentication.ts).
 */
export async function authenticationOptions(
  prisma: PrismaClient,
  purpose: Exclude<ChallengePurpose, 'register'>,
  rp: RelyingParty,
  owner?: ChallengeOwner,
  now = new Date(),
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const allow = owner ? await prisma.teamPasskey.findMany({ where: { userId: owner.userId }, select: { id: true, transports: true } }) : [];
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    timeout: TIMEOUT_MS,
    userVerification: purpose === 'sign-in' ? 'required' : 'preferred',
    ...(owner ? { allowCredentials: allow.map((key) => ({ id: key.id, transports: key.transports as AuthenticatorTransportFuture[] })) } : {}),
  });
  await storeChallenge(prisma, options.challenge, purpose, owner?.subject ?? null, now);
  return options;
}

/**
 * The member a passkey's signed answer proves, or undefined. For a second factor or a
 * confirmation the passkey must be that member's own. The signature counter moves on (a cloned key shows as a counter
 * that goes back, and is refused by the library).
 */
export async function verifyPasskey(
  prisma: PrismaClient,
  purpose: Exclude<ChallengePurpose, 'register'>,
  response: unknown,
  rp: RelyingParty,
  owner?: ChallengeOwner,
  now = new Date(),
): Promise<TeamUser | undefined> {
  const answer = response as AuthenticationResponseJSON;
  if (typeof answer?.id !== 'string' || answer.id.length > 1400) return undefined;
  const key = await prisma.teamPasskey.findUnique({
    where: { id: answer.id },
    select: { id: true, userId: true, publicKey: true, counter: true, transports: true, user: { select: { id: true, username: true } } },
  });
  if (!key || (owner && key.userId !== owner.userId)) return undefined;
  let verification: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
  try {
    verification = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge: (challenge) => consumeChallenge(prisma, challenge, purpose, owner?.subject ?? null, now),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.id,
        publicKey: new Uint8Array(key.publicKey),
        counter: Number(key.counter),
        transports: key.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: purpose === 'sign-in',
    });
  } catch (error) {
    log.warn('passkey sign-in refused', { error: errorText(error) });
    return undefined;
  }
  if (!verification.verified) return undefined;
  await prisma.teamPasskey.update({ where: { id: key.id }, data: { counter: BigInt(verification.authenticationInfo.newCounter), lastUsedAt: now } });
  return key.user;
}

function cleanName(name: string): string {
  // One line of printable text: the name shows in lists and the audit log.
  return name
    .replace(/[\p{C}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, PASSKEY_NAME_MAX);
}

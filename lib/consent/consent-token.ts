import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey, verificationKeys, type SigningKey } from '@/lib/signing-key';

// Tokens in the links of marketing mail. They name the address's consent row by its random id
// (never the address itself, which would then sit in URLs and server logs) and are signed with
// the server secret under their own labels, led by the signing key's id so that the secret can
// be rotated: the previous secret (APP_SECRET_PREVIOUS) is still accepted during the grace period.

/** How long a confirmation link works; after that the request has expired. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KID = '[0-9A-Za-z]{8}';

/** Confirms the request whose link expires at `expiresAt` (whole seconds), and no other. */
export function signConfirmToken(consentId: string, expiresAt: Date, secret: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  const key = signingKey(secret);
  return `${key.id}.${consentId}.${expires}.${mac(key, `marketing-confirm:v1:${consentId}:${expires}`)}`;
}

export function verifyConfirmToken(token: string, secret: string, previous?: string): { consentId: string; expiresAt: Date } | undefined {
  const match = new RegExp(`^(${KID})\\.(${UUID})\\.([1-9a-z][0-9a-z]{0,8})\\.([\\w-]{43})$`).exec(token);
  if (!match) return undefined;
  const [, kid, consentId, expires, given] = match as unknown as [string, string, string, string, string];
  if (!signedBy(verificationKeys(secret, previous), kid, `marketing-confirm:v1:${consentId}:${expires}`, given)) return undefined;
  return { consentId, expiresAt: new Date(parseInt(expires, 36) * 1000) };
}

/** Withdraws the address's consent; it never expires (RFC 8058 links must keep working). */
export function signUnsubscribeToken(consentId: string, secret: string): string {
  const key = signingKey(secret);
  return `${key.id}.${consentId}.${mac(key, `marketing-unsubscribe:v1:${consentId}`)}`;
}

export function verifyUnsubscribeToken(token: string, secret: string, previous?: string): { consentId: string } | undefined {
  const match = new RegExp(`^(${KID})\\.(${UUID})\\.([\\w-]{43})$`).exec(token);
  if (!match) return undefined;
  const [, kid, consentId, given] = match as unknown as [string, string, string, string];
  return signedBy(verificationKeys(secret, previous), kid, `marketing-unsubscribe:v1:${consentId}`, given) ? { consentId } : undefined;
}

function mac(key: SigningKey, label: string): string {
  return createHmac('sha256', key.secret).update(`${key.id}:${label}`).digest('base64url');
}

/** Constant-time, so a signature cannot be found byte by byte from response times. */
function signedBy(keys: SigningKey[], kid: string, label: string, given: string): boolean {
  const key = keys.find((candidate) => candidate.id === kid);
  return key !== undefined && timingSafeEqual(Buffer.from(mac(key, label)), Buffer.from(given));
}

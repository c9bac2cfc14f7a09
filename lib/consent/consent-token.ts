import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// Tokens in the links of marketing mail. They name the address's consent row by its random id
// (never the address itself, which would then sit in URLs and server logs) and are signed with
// the server secret under their own labels. Every signature goes through `mac`, the one place
// to change when the secret gets a key id.

/** How long a confirmation link works; after that the request has expired. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Confirms the request whose link expires at `expiresAt` (whole seconds), and no other. */
export function signConfirmToken(consentId: string, expiresAt: Date, secret: string): string {
  const expires = Math.floor(expiresAt.getTime() / 1000).toString(36);
  return `${consentId}.${expires}.${mac(secret, `marketing-confirm:v1:${consentId}:${expires}`)}`;
}

export function verifyConfirmToken(token: string, secret: string): { consentId: string; expiresAt: Date } | undefined {
  const match = new RegExp(`^(${UUID})\\.([0-9a-z]{1,9})\\.([\\w-]{43})$`).exec(token);
  if (!match) return undefined;
  const [, consentId, expires, given] = match as unknown as [string, string, string, string];
  if (!sameSignature(mac(secret, `marketing-confirm:v1:${consentId}:${expires}`), given)) return undefined;
  return { consentId, expiresAt: new Date(parseInt(expires, 36) * 1000) };
}

/** Withdraws the address's consent; it never expires (RFC 8058 links must keep working). */
export function signUnsubscribeToken(consentId: string, secret: string): string {
  return `${consentId}.${mac(secret, `marketing-unsubscribe:v1:${consentId}`)}`;
}

export function verifyUnsubscribeToken(token: string, secret: string): { consentId: string } | undefined {
  const match = new RegExp(`^(${UUID})\\.([\\w-]{43})$`).exec(token);
  if (!match) return undefined;
  const [, consentId, given] = match as unknown as [string, string, string];
  return sameSignature(mac(secret, `marketing-unsubscribe:v1:${consentId}`), given) ? { consentId } : undefined;
}

function mac(secret: string, label: string): string {
  return createHmac('sha256', secret).update(label).digest('base64url');
}

/** Constant-time, so a signature cannot be found byte by byte from response times. */
function sameSignature(expected: string, given: string): boolean {
  return timingSafeEqual(Buffer.from(expected), Buffer.from(given));
}

import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingKey, verificationKeys } from '@/lib/signing-key';

// A form token is the time it was issued, signed: the prerendered page cannot carry a
// per-visit timestamp, so the form fetches one when the visitor starts on it, and the
// handler can tell how long they took without storing anything.

/** `<key id>.<issued, base 36>.<signature>`: the key id lets the secret be rotated. */
export function signFormToken(issuedAtMs: number, secret: string): string {
  const stamp = Math.floor(issuedAtMs).toString(36);
  const key = signingKey(secret);
  return `${key.id}.${stamp}.${mac(key.secret, stamp, key.id)}`;
}

/**
 * When the token was issued, or undefined unless it is one of ours, unaltered. `previous`:
 * the secret before the last rotation. Tokens without a key id (issued before key ids
 * existed, by a page still open) are checked against both secrets.
 */
export function formTokenIssuedAt(token: string, secret: string, previous?: string): number | undefined {
  const match = /^(?:([0-9A-Za-z]{8})\.)?([0-9a-z]{1,11})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, kid, stamp, given] = match as unknown as [string, string | undefined, string, string];
  if (stamp.length > 1 && stamp.startsWith('0')) return undefined;
  const keys = verificationKeys(secret, previous).filter((key) => kid === undefined || key.id === kid);
  // Constant-time, so a signature cannot be found byte by byte from response times.
  const valid = keys.some((key) => timingSafeEqual(Buffer.from(mac(key.secret, stamp, kid)), Buffer.from(given)));
  return valid ? parseInt(stamp, 36) : undefined;
}

function mac(secret: string, stamp: string, kid: string | undefined): string {
  const payload = kid ? `form-token:v2:${kid}:${stamp}` : `form-token:v1:${stamp}`;
  return createHmac('sha256', secret).update(payload).digest('base64url');
}

import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';

// A form token is the time it was issued, signed: the prerendered page cannot carry a
// per-visit timestamp, so the form fetches one when the visitor starts on it, and the
// handler can tell how long they took without storing anything.

export function signFormToken(issuedAtMs: number, secret: string): string {
  const stamp = Math.floor(issuedAtMs).toString(36);
  return `${stamp}.${mac(secret, stamp)}`;
}

/** When the token was issued, or undefined unless it is one of ours, unaltered. */
export function formTokenIssuedAt(token: string, secret: string): number | undefined {
  const match = /^([0-9a-z]{1,11})\.([\w-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, stamp, given] = match as unknown as [string, string, string];
  // Constant-time, so a signature cannot be found byte by byte from response times.
  if (!timingSafeEqual(Buffer.from(mac(secret, stamp)), Buffer.from(given))) return undefined;
  return parseInt(stamp, 36);
}

function mac(secret: string, stamp: string): string {
  return createHmac('sha256', secret).update(`form-token:v1:${stamp}`).digest('base64url');
}

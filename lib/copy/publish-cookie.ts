import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { processSlot } from '@/lib/process-slot.mjs';

// Publish mode (lib/copy/preview.ts) is this browser's choice, remembered in a cookie that is
// valid only beside the team session it was issued for: its value is an HMAC, under the app's
// secret, of that session's token. The request hook (lib/page-cache/request.ts) drops a
// publish-mode cookie that does not match its session before anything else sees the request,
// so a forged or copied cookie gets the cached page at a visitor's speed, and only a real
// member's request becomes a per-request render (the proxy turns it into Next.js's draft mode;
// the build's draft-mode id never reaches a browser). A session that ended (signed out
// elsewhere, removed) is noticed by the first render that finds no session behind it, and its
// cookie is dropped from then on in this process.
export const PUBLISH_MODE_COOKIE = 'granite_publish';

type PassState = { secrets: string[]; ended: Set<string> };
const state = processSlot<PassState>('publish-mode.pass', () => ({ secrets: [], ended: new Set() }));
const ENDED_KEPT = 10_000;

const tokenHash = (sessionToken: string) => createHash('sha256').update(sessionToken).digest('base64url');

/** The cookie's value for the session with this token. */
export function publishModeValue(sessionToken: string, secret: string): string {
  return createHmac('sha256', secret)
    .update(`publish-mode:${tokenHash(sessionToken)}`)
    .digest('base64url');
}

/** The secrets that sign publish-mode cookies (the current one first), from start-up (lib/lifecycle/startup.ts). */
export function usePublishModeSecrets(secrets: readonly (string | undefined)[]): void {
  state.secrets = secrets.filter((secret): secret is string => typeof secret === 'string' && secret.length > 0);
}

/** Whether a publish-mode cookie with `value` was issued for the session with `sessionToken`, which has not been seen to end. */
export function publishModeHolds(value: string | undefined, sessionToken: string | undefined): boolean {
  if (!value || !sessionToken || state.ended.has(tokenHash(sessionToken))) return false;
  const sent = Buffer.from(value);
  return state.secrets.some((secret) => {
    const expected = Buffer.from(publishModeValue(sessionToken, secret));
    return expected.length === sent.length && timingSafeEqual(expected, sent);
  });
}

/** A render in publish mode found no session behind this token: its cookie counts no more. */
export function publishModeEnded(sessionToken: string): void {
  if (state.ended.size >= ENDED_KEPT) state.ended.clear();
  state.ended.add(tokenHash(sessionToken));
}

/** Set-Cookie value switching publish mode on (`value`, for the session's lifetime at most) or off (undefined). */
export function publishModeCookie(value: string | undefined, secure: boolean, maxAgeSeconds: number): string {
  return [
    `${PUBLISH_MODE_COOKIE}=${value ?? ''}`,
    'Path=/',
    `Max-Age=${value ? maxAgeSeconds : 0}`,
    'HttpOnly',
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

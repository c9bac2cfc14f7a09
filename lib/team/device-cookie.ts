import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieFromHeader } from '@/lib/cookie-header';
import { downloadLinkSecret } from '@/lib/signed-link';

// OWASP's device cookies ("Slow Down Online Guessing Attacks with Device Cookies"): a browser in
// which a member signed in gets a cookie signed for that member. At sign-in, that cookie takes
// the attempt out of the account-wide delay strangers build up (lib/team/sign-in-throttle.ts)
// and into a delay of its own, per device: a stranger, who cannot have the cookie, can slow down
// guessing for everyone without one but can never keep the member out of their own browser, and
// the member's own typos slow down only that browser.

export const DEVICE_COOKIE = 'granite_team_device';
/** As long as an address stays known: a member who signs in every few months keeps their device. */
export const DEVICE_MAX_AGE_S = 90 * 24 * 60 * 60;
const NONCE = /^[A-Za-z0-9_-]{22}$/;

const sign = async (username: string, nonce: string) =>
  createHmac('sha256', await downloadLinkSecret())
    .update(`team-device\n${username}\n${nonce}`)
    .digest('base64url');

/** A new device cookie's value for `username` (already normalised). */
export async function newDeviceToken(username: string): Promise<string> {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${await sign(username, nonce)}`;
}

/**
 * The throttle key of this browser's device cookie when it was signed for `username`; undefined
 * for no cookie, another member's, or a forged one (those count as no cookie at all).
 */
export async function deviceKey(token: string | undefined, username: string): Promise<string | undefined> {
  const [nonce, signature, ...rest] = (token ?? '').split('.');
  if (!nonce || !signature || rest.length > 0 || !NONCE.test(nonce)) return undefined;
  const expected = Buffer.from(await sign(username, nonce));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return `device:${createHmac('sha256', await downloadLinkSecret())
    .update(`team-device-key\n${nonce}`)
    .digest('hex')
    .slice(0, 32)}`;
}

/** This browser's device cookie, as sent to the sign-in route. */
export function deviceTokenOf(request: Request): string | undefined {
  return cookieFromHeader(request.headers.get('cookie'), DEVICE_COOKIE) || undefined;
}

/** The Set-Cookie value: sent only to the sign-in route, never readable by a page's scripts. */
export function deviceCookie(token: string, secure: boolean): string {
  return [
    `${DEVICE_COOKIE}=${token}`,
    'Path=/api/team/sign-in',
    `Max-Age=${DEVICE_MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

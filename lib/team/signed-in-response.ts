import 'server-only';
import type { Locale } from '@/i18n/routing';
import { deviceCookie } from '@/lib/team/device-cookie';
import { isHttps, seeOther, serializeCookie } from '@/lib/team/guard';
import { teamHintCookie } from '@/lib/team/hint-cookie';
import { clearedPendingCookie } from '@/lib/team/second-factor/pending-sign-in';
import { SESSION_ABSOLUTE_MS, sessionCookie } from '@/lib/team/sessions';
import type { SignedIn } from '@/lib/team/sign-in';

// What every way of signing in (password, second factor, passkey) sends the browser at the end.

/** The cookies of a member who just signed in (by password, second factor or passkey), with a 303 to `next`. */
export function signedInResponse(request: Request, result: SignedIn, locale: Locale, next: string, response = seeOther(next)): Response {
  const cookie = sessionCookie(result.token, isHttps(request));
  response.headers.append('Set-Cookie', serializeCookie(cookie));
  // This browser skips the account-wide delay next time (lib/team/device-cookie.ts).
  response.headers.append('Set-Cookie', deviceCookie(result.deviceToken, isHttps(request)));
  // Not a secret: lets the public pages offer "Edit this page" to this browser (hint-cookie.ts).
  response.headers.append('Set-Cookie', teamHintCookie(locale, SESSION_ABSOLUTE_MS / 1000, isHttps(request)));
  response.headers.append('Set-Cookie', clearedPendingCookie(isHttps(request)));
  return response;
}

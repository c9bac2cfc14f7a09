import 'server-only';
import { isLocale, type Locale } from '@/i18n/routing';
import { cookieFromHeader } from '@/lib/cookie-header';
import { LINK_COOKIE_MAX_AGE_S } from '@/lib/team/access-links';
import { seeOther } from '@/lib/team/guard';
import { hashOneTimeToken, oneTimeTokenCookie } from '@/lib/team/one-time-token';

// A mailed link's first GET (invitation, unlock link) moves its token out of the URL: into an
// httpOnly cookie for the page and the route its form posts to, then a redirect to the page's
// clean address, with `Referrer-Policy: no-referrer` on the way. The token is then in no address
// bar, history entry, Referer or access log past this one request.

/** The link's language (`?locale=`), English when missing. */
export function linkLocale(request: Request): Locale {
  const value = new URL(request.url).searchParams.get('locale');
  return isLocale(value) ? value : 'en';
}

/** The link's token, if it has a token's shape: nothing else ever reaches a Set-Cookie header. */
export function linkToken(request: Request): string | undefined {
  const token = new URL(request.url).searchParams.get('token');
  return hashOneTimeToken(token) ? token! : undefined;
}

/** The token as the page or the form's route received it. */
export function tokenFromCookie(cookieHeader: string | null, name: string): string | undefined {
  return cookieFromHeader(cookieHeader, name) || undefined;
}

/**
 * 303 to `page` with the token in cookies for each of `paths` (the page's and its route's), or
 * with them cleared when `token` is undefined.
 */
export function redirectWithTokenCookie(page: string, name: string, token: string | undefined, paths: string[], secure: boolean): Response {
  const response = seeOther(page);
  for (const path of paths) response.headers.append('Set-Cookie', oneTimeTokenCookie(name, token ?? '', path, token ? LINK_COOKIE_MAX_AGE_S : 0, secure));
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

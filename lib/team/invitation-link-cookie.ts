import 'server-only';
import type { Locale } from '@/i18n/routing';
import { cookieFromHeader } from '@/lib/cookie-header';

// When an invitation's mail fails, the owner gets its link to pass on another way: carried from
// the route to the members page in this cookie (httpOnly, that page only, ten minutes), never in
// a URL. The page shows it only while it is still that invitation's link (a resend replaces it).

export const INVITATION_LINK_COOKIE = 'granite_team_invite_link';
const MAX_AGE_S = 10 * 60;

export function invitationLinkCookie(locale: Locale, id: number, token: string, secure: boolean): string {
  return [
    `${INVITATION_LINK_COOKIE}=${id}.${token}`,
    `Path=/${locale}/team/members`,
    `Max-Age=${MAX_AGE_S}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The invitation id and token the members page was sent, if any. */
export function invitationLinkOf(cookieHeader: string | null): { id: number; token: string } | undefined {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(cookieFromHeader(cookieHeader, INVITATION_LINK_COOKIE) ?? '');
  return match ? { id: Number(match[1]), token: match[2]! } : undefined;
}

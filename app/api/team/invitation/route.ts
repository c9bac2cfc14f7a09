import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { errorText, log } from '@/lib/log';
import { consumeRateLimit } from '@/lib/rate-limit/limiter';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { INVITATION_COOKIE } from '@/lib/team/access-links';
import { isHttps } from '@/lib/team/guard';
import { acceptInvitation, invitationForToken } from '@/lib/team/invitations';
import { oneTimeTokenCookie } from '@/lib/team/one-time-token';
import { linkLocale, linkToken, redirectWithTokenCookie, tokenFromCookie } from '@/lib/team/link-cookies';
import { formLocale } from '@/lib/team/paths';
import { completeSignIn } from '@/lib/team/sign-in';
import { signedInResponse } from '@/lib/team/signed-in-response';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// An invitation's link and the acceptance form (lib/team/invitations.ts). Open to anyone by
// design: the token is the permission. GET moves the token into a cookie and on to the clean
// acceptance page (lib/team/link-cookies.ts); the page's form posts here, and a new member is
// signed in as after a normal sign-in (session, device cookie) and sent to their account page.
export const GET = teamRoute(openLink, { permission: 'anyone' });
export const POST = teamRoute(accept, { permission: 'anyone', body: 'form' });

const pagePath = (locale: string) => `/${locale}/team/invitation`;
const cookiePaths = (locale: string) => ['/api/team/invitation', pagePath(locale)];

async function openLink({ request }: TeamContext<'anyone'>): Promise<Response> {
  const locale = linkLocale(request);
  return redirectWithTokenCookie(pagePath(locale), INVITATION_COOKIE, linkToken(request), cookiePaths(locale), isHttps(request));
}

async function accept({ request, form }: TeamContext<'anyone', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const prisma = await getDb();
  // Cheap checks first. The token (one indexed read): an unknown, used or expired one is refused
  // with nothing written and nothing hashed. Then the address, like the sign-in form: each
  // acceptance with a live token may hash a password.
  const found = await invitationForToken(prisma, tokenFromCookie(request.headers.get('cookie'), INVITATION_COOKIE));
  if (found.state !== 'valid') throw new TeamError(410, found.state, { back: pagePath(locale), headers: { 'Referrer-Policy': 'no-referrer' } });
  const verdict = await consumeRateLimit('link-address', clientAddress(request, getEnv().trustedProxyHops));
  if (!verdict.allowed) throw new TeamError(429, 'unavailable', { back: pagePath(locale), headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  let result: Awaited<ReturnType<typeof acceptInvitation>>;
  try {
    result = await acceptInvitation(prisma, tokenFromCookie(request.headers.get('cookie'), INVITATION_COOKIE), {
      username: (form.get('username') ?? '').slice(0, 256),
      password: (form.get('password') ?? '').slice(0, 1024),
      repeat: (form.get('repeat') ?? '').slice(0, 1024),
    });
  } catch (error) {
    log.error('team invitation acceptance failed', { error: errorText(error) });
    throw new TeamError(503, 'unavailable', { back: pagePath(locale) });
  }
  if (!result.ok) throw new TeamError(422, result.reason, { back: pagePath(locale), headers: { 'Referrer-Policy': 'no-referrer' } });

  // Signed in as after the sign-in form: a session, this browser's device cookie, the hint cookie;
  // on to the account page, where a second factor is set up. The invitation's cookies go.
  // The language of the page they accepted on is their mail language from now on.
  const signedIn = await completeSignIn(prisma, result.user, request.headers.get('user-agent')?.slice(0, 300) ?? null, 'invitation', undefined, { locale });
  const response = signedInResponse(request, signedIn, locale, `/${locale}/team/account?welcome=1`);
  for (const path of cookiePaths(locale)) response.headers.append('Set-Cookie', oneTimeTokenCookie(INVITATION_COOKIE, '', path, 0, isHttps(request)));
  response.headers.set('Referrer-Policy', 'no-referrer');
  return response;
}

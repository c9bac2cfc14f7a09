import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { consumeRateLimit } from '@/lib/rate-limit/limiter';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { UNLOCK_COOKIE } from '@/lib/team/access-links';
import { deviceCookie } from '@/lib/team/device-cookie';
import { isHttps } from '@/lib/team/guard';
import { redirectWithTokenCookie, tokenFromCookie } from '@/lib/team/link-cookies';
import { formLocale, teamPath } from '@/lib/team/paths';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { redeemUnlockLink } from '@/lib/team/unlock-link';

export const dynamic = 'force-dynamic';

// The sign-in page's "Use the link in this browser" button: uses the mailed link up and gives
// this browser the member's device cookie, which exempts its sign-ins from the account-wide delay
// (lib/team/device-cookie.ts). It signs nobody in: the sign-in form and the password come next.
export const POST = teamRoute(redeemLink, { permission: 'anyone', body: 'form' });

async function redeemLink({ request, form }: TeamContext<'anyone', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const secure = isHttps(request);
  const verdict = await consumeRateLimit('link-address', clientAddress(request, getEnv().trustedProxyHops));
  if (!verdict.allowed)
    return redirectWithTokenCookie(teamPath(locale, '/sign-in', { error: 'rate-limited' }), UNLOCK_COOKIE, undefined, ['/api/team/unlock-link'], secure);
  const result = await redeemUnlockLink(await getDb(), tokenFromCookie(request.headers.get('cookie'), UNLOCK_COOKIE));
  const page = teamPath(locale, '/sign-in', { unlock: result.ok ? 'ready' : result.reason });
  const response = redirectWithTokenCookie(page, UNLOCK_COOKIE, undefined, ['/api/team/unlock-link'], secure);
  if (result.ok) response.headers.append('Set-Cookie', deviceCookie(result.deviceToken, secure));
  return response;
}

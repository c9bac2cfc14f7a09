import { afterResponse } from '@/lib/api/after-response';
import { linkOrigin } from '@/lib/api/public-origin';
import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { consumeRateLimit } from '@/lib/rate-limit/limiter';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { sendUnlockLink, UNLOCK_COOKIE } from '@/lib/team/access-links';
import { isHttps, seeOther } from '@/lib/team/guard';
import { linkLocale, linkToken, redirectWithTokenCookie } from '@/lib/team/link-cookies';
import { formLocale, teamPath } from '@/lib/team/paths';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { issueUnlockLink } from '@/lib/team/unlock-link';

export const dynamic = 'force-dynamic';

// The mailed unlock link (lib/team/unlock-link.ts), open to anyone by design: POST asks for one
// from the sign-in page, GET is the mailed link, which moves its token into a cookie and shows the
// sign-in page with a button that uses it (app/api/team/unlock-link/use): a mail scanner that
// fetches the link uses nothing up.
export const GET = teamRoute(openLink, { permission: 'anyone' });
export const POST = teamRoute(requestLink, { permission: 'anyone', body: 'form' });

async function openLink({ request }: TeamContext<'anyone'>): Promise<Response> {
  const locale = linkLocale(request);
  const token = linkToken(request);
  return redirectWithTokenCookie(
    teamPath(locale, '/sign-in', token ? { unlock: 'confirm' } : {}),
    UNLOCK_COOKIE,
    token,
    ['/api/team/unlock-link'],
    isHttps(request),
  );
}

async function requestLink({ request, form }: TeamContext<'anyone', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  // The same answer whatever happens below: nobody learns whether a member or an address exists.
  const answer = seeOther(teamPath(locale, '/sign-in', { unlock: 'sent' }));
  const login = (form.get('login') ?? '').slice(0, 300);
  if (!login.trim()) return seeOther(teamPath(locale, '/sign-in', { error: 'rate-limited', unlock: 'missing' }));
  const env = getEnv();
  const byAddress = await consumeRateLimit('unlock-link-address', clientAddress(request, env.trustedProxyHops));
  if (!byAddress.allowed) return answer;
  const origin = linkOrigin();
  // After the answer: the look-up, the limit per account and the mail take as long for a stranger's name as for a member's.
  await afterResponse(async () => {
    const mail = await issueUnlockLink(await getDb(), login);
    if (mail) await sendUnlockLink(mail, locale, origin);
  });
  return answer;
}

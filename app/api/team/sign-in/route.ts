import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { errorText, log } from '@/lib/log';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { isHttps, seeOther } from '@/lib/team/guard';
import { formLocale, safeNext, teamPath } from '@/lib/team/paths';
import { deviceTokenOf } from '@/lib/team/device-cookie';
import { pendingCookie } from '@/lib/team/second-factor/pending-sign-in';
import { signedInResponse } from '@/lib/team/signed-in-response';
import { signIn } from '@/lib/team/sign-in';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The sign-in form posts here; every outcome is a redirect, so the browser never offers to
// resend a password and the page shows what happened.
export const POST = teamRoute(signInWithPassword, { permission: 'anyone', body: 'form' });

async function signInWithPassword({ request, form }: TeamContext<'anyone', Record<string, never>, 'form'>): Promise<Response> {
  // 1. (The wrapper: only our own sign-in page may post here, as a plain form; no session needed.)
  const locale = formLocale(form);
  const next = safeNext(form.get('next'), locale);
  const back = (error: string, extra: Record<string, string> = {}) => seeOther(teamPath(locale, '/sign-in', { error, next, ...extra }));

  // 2. Check the password, the lockout and both rate limits (lib/team/sign-in.ts).
  let result: Awaited<ReturnType<typeof signIn>>;
  try {
    result = await signIn(await getDb(), {
      username: (form.get('username') ?? '').slice(0, 256),
      password: (form.get('password') ?? '').slice(0, 1024),
      clientAddress: clientAddress(request, getEnv().trustedProxyHops),
      userAgent: request.headers.get('user-agent')?.slice(0, 300) ?? null,
      deviceToken: deviceTokenOf(request),
      next,
      locale,
    });
  } catch (error) {
    log.error('team sign-in failed', { error: errorText(error) });
    return back('unavailable');
  }
  // 3. A member with a second factor: on to that step, the half-finished sign-in in a cookie.
  if (!result.ok && result.reason === 'second-factor') {
    const response = seeOther(teamPath(locale, '/sign-in/second-factor'));
    response.headers.append('Set-Cookie', pendingCookie(result.pendingToken, isHttps(request)));
    return response;
  }
  if (!result.ok) return result.reason === 'rate-limited' ? back('rate-limited', { retry: String(result.retryAfterSeconds) }) : back('invalid');
  // 4. The session cookie, and on to where the member wanted to go.
  return signedInResponse(request, result, locale, next);
}

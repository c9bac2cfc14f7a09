import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { errorText, log } from '@/lib/log';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { isHttps, seeOther, serializeCookie } from '@/lib/team/guard';
import { formLocale, safeNext, teamPath } from '@/lib/team/paths';
import { deviceCookie, deviceTokenOf } from '@/lib/team/device-cookie';
import { teamHintCookie } from '@/lib/team/hint-cookie';
import { SESSION_ABSOLUTE_MS, sessionCookie } from '@/lib/team/sessions';
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
    });
  } catch (error) {
    log.error('team sign-in failed', { error: errorText(error) });
    return back('unavailable');
  }
  if (!result.ok) return result.reason === 'rate-limited' ? back('rate-limited', { retry: String(result.retryAfterSeconds) }) : back('invalid');

  // 3. The session cookie, and on to where the member wanted to go.
  const response = seeOther(next);
  const cookie = sessionCookie(result.token, isHttps(request));
  response.headers.append('Set-Cookie', serializeCookie(cookie));
  // This browser skips the account-wide delay next time (lib/team/device-cookie.ts).
  response.headers.append('Set-Cookie', deviceCookie(result.deviceToken, isHttps(request)));
  // Not a secret: lets the public pages offer "Edit this page" to this browser (hint-cookie.ts).
  response.headers.append('Set-Cookie', teamHintCookie(locale, SESSION_ABSOLUTE_MS / 1000, isHttps(request)));
  return response;
}

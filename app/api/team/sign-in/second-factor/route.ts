import { getDb } from '@/lib/db/client';
import { deviceTokenOf } from '@/lib/team/device-cookie';
import { isHttps, seeOther } from '@/lib/team/guard';
import { formLocale, safeNext, teamPath } from '@/lib/team/paths';
import { clearedPendingCookie, pendingSignInOf, pendingTokenOf } from '@/lib/team/second-factor/pending-sign-in';
import { signInWithCode } from '@/lib/team/second-factor/sign-in-step';
import { signedInResponse } from '@/lib/team/signed-in-response';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The second step of a password sign-in: a code from the authenticator app or a recovery code,
// for the half-finished sign-in this browser's cookie names (lib/team/second-factor/sign-in-step.ts).
export const POST = teamRoute(secondFactorCode, { permission: 'anyone', body: 'form' });

async function secondFactorCode({ request, form }: TeamContext<'anyone', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const prisma = await getDb();
  const pending = await pendingSignInOf(prisma, pendingTokenOf(request));
  const startOver = () => {
    const response = seeOther(teamPath(locale, '/sign-in', { error: 'start-over' }));
    response.headers.append('Set-Cookie', clearedPendingCookie(isHttps(request)));
    return response;
  };
  if (!pending) return startOver();
  const result = await signInWithCode(prisma, pending, form.get('code') ?? '', request.headers.get('user-agent')?.slice(0, 300) ?? null, undefined, {
    locale,
    deviceToken: deviceTokenOf(request),
  });
  if (result.ok) return signedInResponse(request, result, locale, safeNext(pending.next, locale));
  if (result.reason === 'start-over') return startOver();
  const query: Record<string, string> =
    result.reason === 'rate-limited' ? { error: 'rate-limited', retry: String(result.retryAfterSeconds) } : { error: 'invalid' };
  return seeOther(teamPath(locale, '/sign-in/second-factor', query));
}

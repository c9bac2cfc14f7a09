import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { consumeRateLimit } from '@/lib/rate-limit/limiter';
import { changeOwnPassword } from '@/lib/team/second-factor/own-password';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The member's own new password, with the current one (a browser left signed in is not enough).
// The current one is checked under the client address's sign-in allowance, like a sign-in.
export const POST = teamRoute(changePassword, { permission: 'account.manage', body: 'form' });

async function changePassword({ request, session, form }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const back = (query: Record<string, string>) => seeOther(teamPath(locale, '/account', query));
  const verdict = await consumeRateLimit('sign-in-address', clientAddress(request, getEnv().trustedProxyHops));
  if (!verdict.allowed) return back({ error: 'password-rate-limited' });
  const result = await changeOwnPassword(await getDb(), session, {
    current: (form.get('current') ?? '').slice(0, 1024),
    next: (form.get('password') ?? '').slice(0, 1024),
    repeat: (form.get('repeat') ?? '').slice(0, 1024),
  });
  return back(result === 'done' ? { done: 'password-changed' } : { error: `password-${result}` });
}

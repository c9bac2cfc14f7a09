import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { setSecondFactorRequired } from '@/lib/team/second-factor/factors';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The owner's "Require a second factor for every member" (on the members page), audited. Turning
// it on needs the owner's own second factor first (lib/team/second-factor/factors.ts).
export const POST = teamRoute(requireSecondFactor, { permission: 'members.manage', body: 'form' });

async function requireSecondFactor({ session, form }: TeamContext<'members.manage', Record<string, never>, 'form'>): Promise<Response> {
  const required = form.get('required');
  if (required !== 'on' && required !== 'off') throw new TeamError(400, 'bad-request');
  const locale = formLocale(form);
  const result = await setSecondFactorRequired(await getDb(), required === 'on', session.user);
  const query: Record<string, string> = result === 'done' ? { done: required === 'on' ? 'required-on' : 'required-off' } : { error: 'own-factor-first' };
  // Straight to the part of the page that changed, where its notice is.
  return seeOther(`${teamPath(locale, '/members', query)}#second-factor`);
}

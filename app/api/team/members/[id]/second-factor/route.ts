import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { resetSecondFactor } from '@/lib/team/second-factor/factors';
import { idParam } from '@/lib/team/search-params';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The owner resets a member's second factor (a lost phone or key): every factor and recovery
// code of theirs goes and their sessions end; they sign in with the password and set up a new
// one. Needs a ticked confirmation; audited (lib/team/second-factor/factors.ts).
export const POST = teamRoute(resetMemberSecondFactor, { permission: 'members.manage', body: 'form' });

async function resetMemberSecondFactor({ session, params, form }: TeamContext<'members.manage', { id: string }, 'form'>): Promise<Response> {
  const id = idParam(params.id);
  if (!id) throw new TeamError(400, 'bad-request');
  const locale = formLocale(form);
  if (form.get('confirm') !== 'yes') throw new TeamError(422, 'confirm', { back: teamPath(locale, '/members') });
  if ((await resetSecondFactor(await getDb(), id, session.user)) === 'not-found') throw new TeamError(404, 'not-found');
  if (id === session.user.id) return seeOther(teamPath(locale, '/sign-in', { error: 'signed-out' }));
  return seeOther(`${teamPath(locale, '/members', { done: 'second-factor-reset' })}#second-factor`);
}

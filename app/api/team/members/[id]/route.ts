import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { changeMemberRole, removeMember } from '@/lib/team/members';
import { formLocale, teamPath } from '@/lib/team/paths';
import { idParam } from '@/lib/team/search-params';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The members page's forms: a member's new role (and an editor's languages), or their removal
// (with a ticked confirmation), each audited (lib/team/members.ts); then back to the page.
export const POST = teamRoute(changeMember, { permission: 'members.manage', body: 'form' });

async function changeMember({ session, params, form }: TeamContext<'members.manage', { id: string }, 'form'>): Promise<Response> {
  const id = idParam(params.id);
  const action = form.get('action');
  if (!id || (action !== 'role' && action !== 'remove')) throw new TeamError(400, 'bad-request');
  const locale = formLocale(form);
  if (action === 'remove' && form.get('confirm') !== 'yes') throw new TeamError(422, 'confirm', { back: teamPath(locale, '/members') });
  const prisma = await getDb();
  const result =
    action === 'remove'
      ? await removeMember(prisma, id, session.user)
      : await changeMemberRole(prisma, id, form.get('role') ?? '', form.getAll('languages').slice(0, 4), session.user);
  if (result === 'not-found') throw new TeamError(404, 'not-found');
  if (result !== 'done') throw new TeamError(409, result, { back: teamPath(locale, '/members') });
  // Removing oneself ends one's own session too: on to the sign-in page then.
  if (action === 'remove' && id === session.user.id) return seeOther(teamPath(locale, '/sign-in', { error: 'signed-out' }));
  return seeOther(teamPath(locale, '/members', { done: action === 'remove' ? 'removed' : 'changed' }));
}

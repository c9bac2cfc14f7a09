import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { idParam } from '@/lib/team/search-params';
import { deleteWebhook, setWebhookActive } from '@/lib/webhooks';

export const dynamic = 'force-dynamic';

// One webhook's buttons: pause, resume, delete (the last with a ticked confirmation).
export const POST = teamRoute(changeWebhook, { permission: 'webhooks.manage', body: 'form' });

async function changeWebhook({ session, params, form }: TeamContext<'webhooks.manage', { id: string }, 'form'>): Promise<Response> {
  const id = idParam(params.id);
  const action = form.get('action');
  if (!id || (action !== 'pause' && action !== 'resume' && action !== 'delete')) throw new TeamError(400, 'bad-request');
  const locale = formLocale(form);
  if (action === 'delete' && form.get('confirm') !== 'yes') throw new TeamError(422, 'confirm', { back: teamPath(locale, '/webhooks') });
  const prisma = await getDb();
  const found = action === 'delete' ? await deleteWebhook(prisma, id, session.user) : await setWebhookActive(prisma, id, action === 'resume', session.user);
  if (!found) throw new TeamError(404, 'not-found');
  return seeOther(teamPath(locale, '/webhooks', { done: action === 'delete' ? 'deleted' : 'updated' }));
}

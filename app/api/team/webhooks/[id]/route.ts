import { getDb } from '@/lib/db/client';
import { readTeamForm, requireTeamRoute, seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { idParam } from '@/lib/team/search-params';
import { deleteWebhook, setWebhookActive } from '@/lib/webhooks/config';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

// One webhook's buttons: pause, resume, delete (the last with a ticked confirmation).
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const id = idParam((await params).id);
  const form = await readTeamForm(request);
  const action = form?.get('action');
  if (!id || !form || (action !== 'pause' && action !== 'resume' && action !== 'delete')) return Response.json({ error: 'Bad Request' }, { status: 400 });
  const locale = formLocale(form);
  if (action === 'delete' && form.get('confirm') !== 'yes') return seeOther(teamPath(locale, '/webhooks', { error: 'confirm' }));
  const prisma = await getDb();
  const found = action === 'delete' ? await deleteWebhook(prisma, id, auth.session.user) : await setWebhookActive(prisma, id, action === 'resume', auth.session.user);
  if (!found) return Response.json({ error: 'Not Found' }, { status: 404 });
  return seeOther(teamPath(locale, '/webhooks', { done: action === 'delete' ? 'deleted' : 'updated' }));
}

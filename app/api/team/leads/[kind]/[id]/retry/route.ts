import { getDb } from '@/lib/db/client';
import { mailTransport } from '@/lib/mail/transport';
import { readTeamForm, requireTeamRoute, seeOther } from '@/lib/team/guard';
import { leadRef } from '@/lib/team/lead-route';
import { retryNotification } from '@/lib/team/leads';
import { formLocale, safeBack, teamPath } from '@/lib/team/paths';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ kind: string; id: string }> };

// "Retry now" for a failed notification of this lead: it goes back to the outbox as due.
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const { kind, id } = await params;
  const lead = leadRef(kind, id);
  const form = await readTeamForm(request);
  const outboxId = form?.get('notification') ?? '';
  if (!lead || !form || !/^[0-9a-f-]{36}$/.test(outboxId)) return Response.json({ error: 'Bad Request' }, { status: 400 });
  // Sent at once (claimed first, so the worker cannot send it as well); left queued if that fails.
  const outcome = await retryNotification(await getDb(), lead.kind, lead.id, outboxId, auth.session.user, { transport: mailTransport() });
  if (!outcome) return Response.json({ error: 'Conflict: no failed notification of this lead by that id' }, { status: 409 });
  // The notice tells what the try came to (sent, failed again, queued), never just "queued".
  const back = safeBack(form.get('back'));
  return seeOther(teamPath(formLocale(form), `/leads/${lead.kind}/${lead.id}`, { retried: outcome, ...(back ? { back } : {}) }));
}

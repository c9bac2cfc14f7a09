import { getDb } from '@/lib/db/client';
import { readTeamForm, requireTeamRoute, seeOther } from '@/lib/team/guard';
import { leadRef } from '@/lib/team/lead-route';
import { leadStatuses, updateLead, type LeadStatusValue } from '@/lib/team/leads';
import { formLocale, teamPath } from '@/lib/team/paths';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ kind: string; id: string }> };

const NOTE_MAX = 2000;

// The lead page's status and note form.
export async function POST(request: Request, { params }: Params): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const { kind, id } = await params;
  const lead = leadRef(kind, id);
  const form = await readTeamForm(request);
  if (!lead || !form) return Response.json({ error: 'Bad Request' }, { status: 400 });
  const status = form.get('status');
  const note = (form.get('note') ?? '').trim();
  if (!leadStatuses.includes(status as LeadStatusValue) || note.length > NOTE_MAX) {
    return Response.json({ error: 'Bad Request' }, { status: 400 });
  }
  const found = await updateLead(await getDb(), lead.kind, lead.id, { status: status as LeadStatusValue, note: note || null }, auth.session.user);
  if (!found) return Response.json({ error: 'Not Found' }, { status: 404 });
  return seeOther(teamPath(formLocale(form), `/leads/${lead.kind}/${lead.id}`, { saved: '1' }));
}

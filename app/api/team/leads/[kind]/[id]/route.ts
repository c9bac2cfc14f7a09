import { getDb } from '@/lib/db/client';
import { readTeamForm, requireTeamRoute, seeOther } from '@/lib/team/guard';
import { parseSeen, staleResponse, wantsJson } from '@/lib/team/lead-conflict';
import { leadRef } from '@/lib/team/lead-route';
import { leadStatuses, type LeadStatusValue } from '@/lib/team/leads';
import { addNote, assignLead, changeStatus, editNote, isId, NOTE_MAX_LENGTH, recordReplyStarted } from '@/lib/team/lead-work';
import { formLocale, safeBack, teamPath } from '@/lib/team/paths';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ kind: string; id: string }> };

const bad = (error = 'Bad Request') => Response.json({ error }, { status: 400 });

// The lead page's forms: `action` says which. Each is one change, one timeline entry, one audit
// entry (lib/team/lead-work.ts), then back to the lead with a notice.
export async function POST(request: Request, { params }: Params): Promise<Response> {
  // Authorise: a signed-in member, from our own pages.
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  // Parse and validate.
  const { kind, id } = await params;
  const lead = leadRef(kind, id);
  const form = await readTeamForm(request);
  if (!lead || !form) return bad();
  const actor = auth.session.user;
  const prisma = await getDb();
  const action = form.get('action');
  const note = (form.get('note') ?? '').trim();
  if ((action === 'note' || action === 'edit-note') && (!note || [...note].length > NOTE_MAX_LENGTH)) return bad('A note needs 1 to 2,000 characters');
  // The version of the lead the member's page showed: a status or assignment change made on an
  // out-of-date page is refused (lib/team/lead-conflict.ts).
  const seen = parseSeen(form.get('seen'));
  const back = safeBack(form.get('back'));
  const leadPath = (query: Record<string, string>) => teamPath(formLocale(form), `/leads/${lead.kind}/${lead.id}`, { ...query, ...(back ? { back } : {}) });
  // Write.
  let notice: string;
  if (action === 'status') {
    const status = form.get('status');
    if (!leadStatuses.includes(status as LeadStatusValue)) return bad();
    const result = await changeStatus(prisma, lead, status as LeadStatusValue, actor, undefined, seen);
    if (!result) return notFound();
    if (result !== true) return staleResponse(request, result.conflict, leadPath({ conflict: String(result.conflict.eventId) }));
    notice = 'status';
  } else if (action === 'note') {
    if (!(await addNote(prisma, lead, note, actor))) return notFound();
    notice = 'note';
  } else if (action === 'edit-note') {
    const noteId = Number(form.get('noteId'));
    const result = await editNote(prisma, lead, noteId, note, actor);
    if (result === 'not-found') return notFound();
    if (result === 'not-author' || result === 'too-late') return Response.json({ error: 'Forbidden: only its author may change a note, within 15 minutes' }, { status: 403 });
    notice = 'noteEdited';
  } else if (action === 'assign') {
    const value = form.get('assignee') ?? '';
    const assignee = value === 'me' ? actor.id : value === '' ? null : /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
    if (assignee === undefined || (assignee !== null && !isId(assignee))) return bad();
    const result = await assignLead(prisma, lead, assignee, actor, undefined, seen);
    if (!result) return notFound();
    if (result !== true) return staleResponse(request, result.conflict, leadPath({ conflict: String(result.conflict.eventId) }));
    notice = 'assigned';
  } else if (action === 'reply') {
    if (!(await recordReplyStarted(prisma, lead, actor))) return notFound();
    notice = 'reply';
  } else {
    return bad();
  }
  // Respond: the lead again, the inbox's filter kept for the way back (for the page's script,
  // where to render it in place).
  const location = leadPath({ done: notice });
  return wantsJson(request) ? Response.json({ done: notice, location }, { headers: { 'Cache-Control': 'no-store' } }) : seeOther(location);
}

const notFound = () => Response.json({ error: 'Not Found' }, { status: 404 });

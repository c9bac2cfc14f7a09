import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { mailTransport } from '@/lib/mail';
import { seeOther, wantsJson } from '@/lib/team/guard';
import { parseSeen, staleError } from '@/lib/team/lead-conflict';
import { parseDay, parseNote, setNextAction } from '@/lib/team/follow-up';
import { replyToAddress, sendLeadReply } from '@/lib/team/lead-reply';
import { leadRef } from '@/lib/team/lead-route';
import { leadStatuses, type LeadStatusValue } from '@/lib/team/leads';
import { addNote, assignLead, changeStatus, editNote, isId, NOTE_MAX_LENGTH, recordReplyStarted } from '@/lib/team/lead-work';
import { formLocale, safeBack, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { leadReplySchema } from '@/lib/validation/lead-reply';

export const dynamic = 'force-dynamic';

const bad = (error = 'bad-request') => new TeamError(400, error);

// The lead page's forms: `action` says which. Each is one change, one timeline entry, one audit
// entry (lib/team/lead-work.ts), then back to the lead with a notice.
export const POST = teamRoute(workOnLead, { permission: 'leads.work', body: 'form' });

async function workOnLead({ request, session, params, form }: TeamContext<'leads.work', { kind: string; id: string }, 'form'>): Promise<Response> {
  // Parse and validate.
  const { kind, id } = params;
  const lead = leadRef(kind, id);
  if (!lead) throw bad();
  const actor = session.user;
  const prisma = await getDb();
  const action = form.get('action');
  const note = (form.get('note') ?? '').trim();
  if ((action === 'note' || action === 'edit-note') && (!note || [...note].length > NOTE_MAX_LENGTH)) throw bad('note-length');
  // The version of the lead the member's page showed: a status or assignment change made on an
  // out-of-date page is refused (lib/team/lead-conflict.ts).
  const seen = parseSeen(form.get('seen'));
  const back = safeBack(form.get('back'));
  const leadPath = (query: Record<string, string>) => teamPath(formLocale(form), `/leads/${lead.kind}/${lead.id}`, { ...query, ...(back ? { back } : {}) });
  // Write.
  let notice: string;
  if (action === 'status') {
    const status = form.get('status');
    if (!leadStatuses.includes(status as LeadStatusValue)) throw bad();
    const result = await changeStatus(prisma, lead, status as LeadStatusValue, actor, undefined, seen);
    if (!result) throw notFound();
    if (result !== true) throw staleError(result.conflict, leadPath({ conflict: String(result.conflict.eventId) }));
    notice = 'status';
  } else if (action === 'note') {
    if (!(await addNote(prisma, lead, note, actor))) throw notFound();
    notice = 'note';
  } else if (action === 'edit-note') {
    const noteId = Number(form.get('noteId'));
    const result = await editNote(prisma, lead, noteId, note, actor);
    if (result === 'not-found') throw notFound();
    if (result === 'not-author' || result === 'too-late') throw new TeamError(403, 'note-not-editable');
    notice = 'noteEdited';
  } else if (action === 'assign') {
    const value = form.get('assignee') ?? '';
    const assignee = value === 'me' ? actor.id : value === '' ? null : /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : undefined;
    if (assignee === undefined || (assignee !== null && !isId(assignee))) throw bad();
    const result = await assignLead(prisma, lead, assignee, actor, undefined, seen);
    if (!result) throw notFound();
    if (result !== true) throw staleError(result.conflict, leadPath({ conflict: String(result.conflict.eventId) }));
    notice = 'assigned';
  } else if (action === 'send-reply') {
    // The words travel as written; the schema's messages are keys here (the form shows them in words).
    const parsed = leadReplySchema((key) => key).safeParse({
      replyLocale: form.get('replyLocale'),
      subject: form.get('subject') ?? '',
      body: form.get('body') ?? '',
    });
    if (!parsed.success) {
      const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      throw new TeamError(400, 'invalid-reply', { body: { issues } });
    }
    const replyTo = await replyToAddress(prisma, actor.id, getEnv().mailToTeam);
    const outcome = await sendLeadReply(prisma, lead, parsed.data, actor, { transport: mailTransport(), replyTo });
    if (!outcome) throw notFound();
    notice = outcome === 'sent' ? 'replySent' : outcome === 'queued' ? 'replyQueued' : 'replyFailed';
  } else if (action === 'next-action') {
    const clear = form.get('clear') === '1';
    const on = parseDay(form.get('nextActionOn'));
    const nextNote = parseNote(form.get('nextActionNote'));
    if (!clear && (!on || nextNote === undefined)) throw bad('next-action');
    if (!(await setNextAction(prisma, lead, clear ? null : { on: on!, note: nextNote ?? null }, actor))) throw notFound();
    notice = clear ? 'nextActionCleared' : 'nextAction';
  } else if (action === 'reply') {
    if (!(await recordReplyStarted(prisma, lead, actor))) throw notFound();
    notice = 'reply';
  } else {
    throw bad();
  }
  // Respond: the lead again, the inbox's filter kept for the way back (for the page's script,
  // where to render it in place).
  const location = leadPath({ done: notice });
  return wantsJson(request) ? Response.json({ done: notice, location }, { headers: { 'Cache-Control': 'no-store' } }) : seeOther(location);
}

const notFound = () => new TeamError(404, 'not-found');

import { getDb } from '@/lib/db/client';
import { seeOther, wantsJson } from '@/lib/team/guard';
import { bulkChange, parseBulkChange, parseBulkItems } from '@/lib/team/lead-bulk';
import { formLocale, safeBack, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The inbox's bulk form: the chosen leads (each with the version the list showed) get one status
// or assignee, each as a single change would (lib/team/lead-bulk.ts); then back to the same list
// with what was changed and what was skipped because a colleague changed it meanwhile.
export const POST = teamRoute(bulkWork, { permission: 'leads.work', body: 'form' });

async function bulkWork({ request, session, form }: TeamContext<'leads.work', Record<string, never>, 'form'>): Promise<Response> {
  // Parse and validate.
  const back = new URLSearchParams(safeBack(form.get('back')) ?? '');
  for (const name of ['bulk', 'skipped', 'missing', 'select']) back.delete(name);
  const respond = (body: Record<string, unknown>) => {
    const location = teamPath(formLocale(form), '/leads', back);
    return wantsJson(request) ? Response.json({ ...body, location }, { headers: { 'Cache-Control': 'no-store' } }) : seeOther(location);
  };
  const change = parseBulkChange(form.get('change'));
  const values = form.getAll('lead');
  if (change && values.length === 0) {
    // Nothing ticked: the list again, saying so.
    back.set('bulk', 'none');
    return respond({ done: 'none' });
  }
  const items = parseBulkItems(values);
  if (!change || !items) throw new TeamError(400, 'bad-request');
  // Write, one lead at a time.
  const result = await bulkChange(await getDb(), items, change, session.user);
  // Respond: the list the member came from, with the outcome (the skipped ones by the entry that made them stale).
  back.set('bulk', String(result.changed.length));
  if (result.skipped.length > 0) back.set('skipped', result.skipped.map(({ conflict }) => conflict.eventId).join('.'));
  if (result.missing.length > 0) back.set('missing', String(result.missing.length));
  return respond({ done: 'bulk', changed: result.changed.length, skipped: result.skipped, missing: result.missing.length });
}

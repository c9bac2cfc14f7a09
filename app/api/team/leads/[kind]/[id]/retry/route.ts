import { getDb } from '@/lib/db/client';
import { mailTransport } from '@/lib/mail';
import { seeOther } from '@/lib/team/guard';
import { leadRef } from '@/lib/team/lead-route';
import { retryNotification } from '@/lib/team/leads';
import { formLocale, safeBack, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// "Retry now" for a failed notification of this lead: it goes back to the outbox as due.
export const POST = teamRoute(retryLeadNotification, { permission: 'leads.work', body: 'form' });

async function retryLeadNotification({ session, params, form }: TeamContext<'leads.work', { kind: string; id: string }, 'form'>): Promise<Response> {
  const { kind, id } = params;
  const lead = leadRef(kind, id);
  const outboxId = form.get('notification') ?? '';
  if (!lead || !/^[0-9a-f-]{36}$/.test(outboxId)) throw new TeamError(400, 'bad-request');
  // Sent at once (claimed first, so the worker cannot send it as well); left queued if that fails.
  const outcome = await retryNotification(await getDb(), lead.kind, lead.id, outboxId, session.user, { transport: mailTransport() });
  if (!outcome) throw new TeamError(409, 'no-failed-notification');
  // The notice tells what the try came to (sent, failed again, queued), never just "queued".
  const back = safeBack(form.get('back'));
  return seeOther(teamPath(formLocale(form), `/leads/${lead.kind}/${lead.id}`, { retried: outcome, ...(back ? { back } : {}) }));
}

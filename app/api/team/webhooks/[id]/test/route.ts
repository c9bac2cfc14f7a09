import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { idParam } from '@/lib/team/search-params';
import { webhookResultPath, sendTestEvent } from '@/lib/webhooks';

export const dynamic = 'force-dynamic';

// "Send a test event": sent while the member waits, the outcome shown on the endpoint's card.
// A receiver that is down is an outcome to show, never an error of ours.
export const POST = teamRoute(sendTest, { permission: 'webhooks.manage', body: 'form' });

async function sendTest({ session, params, form }: TeamContext<'webhooks.manage', { id: string }, 'form'>): Promise<Response> {
  const id = idParam(params.id);
  if (!id) throw new TeamError(400, 'bad-request');
  const result = await sendTestEvent(await getDb(), id, session.user);
  if (!result.found) throw new TeamError(404, 'not-found');
  return seeOther(webhookResultPath(formLocale(form), id, result.outcome === 'sent' ? 'test-sent' : 'test-failed', result.deliveryId));
}

import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { idParam } from '@/lib/team/search-params';
import { webhookResultPath, retryDeliveryNow } from '@/lib/webhooks';

export const dynamic = 'force-dynamic';

// "Retry now" on a delivery that is retrying or was given up: the same delivery (and `webhook-id`)
// sent again at once, the outcome shown on the endpoint's card.
export const POST = teamRoute(retryNow, { permission: 'webhooks.manage', body: 'form' });

async function retryNow({ session, params, form }: TeamContext<'webhooks.manage', { id: string }, 'form'>): Promise<Response> {
  const id = idParam(params.id);
  const delivery = (form.get('delivery') ?? '').slice(0, 40);
  if (!id || !delivery) throw new TeamError(400, 'bad-request');
  const result = await retryDeliveryNow(await getDb(), id, delivery, session.user);
  const locale = formLocale(form);
  if (!result.found) return seeOther(webhookResultPath(locale, id, 'retry-gone', delivery));
  return seeOther(webhookResultPath(locale, id, result.outcome === 'sent' ? 'retry-sent' : 'retry-failed', delivery));
}

import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { createWebhook, MAX_URL_LENGTH } from '@/lib/webhooks';

export const dynamic = 'force-dynamic';

// The webhooks page's "Add" form: URL, events, an optional secret of the receiver's.
export const POST = teamRoute(addWebhook, { permission: 'webhooks.manage', body: 'form' });

async function addWebhook({ session, form }: TeamContext<'webhooks.manage', Record<string, never>, 'form'>): Promise<Response> {
  // 1. (The wrapper: signed in with `webhooks.manage`, from our own site, as a plain form.)
  const locale = formLocale(form);
  // 2. Validated and saved (lib/webhooks/config.ts); every problem goes back to the page, named.
  const result = await createWebhook(
    await getDb(),
    { url: (form.get('url') ?? '').slice(0, MAX_URL_LENGTH + 1), events: form.getAll('events').slice(0, 10), secret: (form.get('secret') ?? '').slice(0, 200) },
    session.user,
  );
  if (!result.ok) throw new TeamError(422, result.problem, { back: teamPath(locale, '/webhooks') });
  return seeOther(teamPath(locale, '/webhooks', { done: 'created', webhook: String(result.id) }));
}

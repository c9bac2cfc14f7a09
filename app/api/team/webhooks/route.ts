import { getDb } from '@/lib/db/client';
import { readTeamForm, requireTeamRoute, seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { createWebhook } from '@/lib/webhooks/config';
import { MAX_URL_LENGTH } from '@/lib/webhooks/destination';

export const dynamic = 'force-dynamic';

// The webhooks page's "Add" form: URL, events, an optional secret of the receiver's.
export async function POST(request: Request): Promise<Response> {
  // 1. Signed in, from our own site, as a plain form.
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const form = await readTeamForm(request);
  if (!form) return Response.json({ error: 'Unsupported Media Type' }, { status: 415 });
  const locale = formLocale(form);
  // 2. Validated and saved (lib/webhooks/config.ts); every problem goes back to the page, named.
  const result = await createWebhook(
    await getDb(),
    { url: (form.get('url') ?? '').slice(0, MAX_URL_LENGTH + 1), events: form.getAll('events').slice(0, 10), secret: (form.get('secret') ?? '').slice(0, 200) },
    auth.session.user,
  );
  return seeOther(teamPath(locale, '/webhooks', result.ok ? { done: 'created', webhook: String(result.id) } : { error: result.problem }));
}

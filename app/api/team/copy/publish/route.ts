import { isLocale } from '@/i18n/routing';
import { copyConflict, copyDone, copyRefused, formKeys, readCopyRequest } from '@/lib/copy/copy-route';
import { goLive, publishingRefused } from '@/lib/copy/go-live';
import { publish } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { requireTeamRoute } from '@/lib/team/guard';
import { copyPublishSchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

// Publishes the drafts of a language (all, or those of `keys`), then has the pages of that
// language regenerated on their next request, or a deployment made (lib/copy/go-live.ts).
export async function POST(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const input = await readCopyRequest(request, copyPublishSchema, (form) => ({ locale: form.get('locale') ?? '', ...formKeys(form) }));
  if ('response' in input) return input.response;
  const { locale, keys } = input.data;
  if (!isLocale(locale)) return copyRefused(input, 'unknown-locale');
  const refused = publishingRefused();
  if (refused) return copyConflict(input, refused);
  const db = await getDb();
  const published = await publish(db, { locale, keys, user: auth.session.user });
  // Nothing changed, nothing to regenerate.
  const live = published.length > 0 ? await goLive(db, locale, auth.session.user) : { pages: [] };
  return copyDone(input, { published, ...live }, { done: 'published', count: String(published.length) });
}

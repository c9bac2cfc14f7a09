import { isLocale } from '@/i18n/routing';
import { copyConflict, copyDone, copyNotYourLanguage, copyRefused, formKeys, readCopyRequest } from '@/lib/copy/copy-route';
import { goLive, publishingRefused } from '@/lib/copy/go-live';
import { publish } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { canEditLanguage } from '@/lib/team/permissions';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { copyPublishSchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

// Publishes the drafts of a language (all, or those of `keys`), then has the pages of that
// language regenerated on their next request, or a deployment made (lib/copy/go-live.ts).
export const POST = teamRoute(publishDrafts, { permission: 'copy.publish' });

async function publishDrafts({ request, session }: TeamContext<'copy.publish'>): Promise<Response> {
  const input = await readCopyRequest(request, copyPublishSchema, (form) => ({ locale: form.get('locale') ?? '', ...formKeys(form) }));
  const { locale, keys } = input.data;
  if (!canEditLanguage(session, locale)) throw copyNotYourLanguage(input);
  if (!isLocale(locale)) throw copyRefused(input, 'unknown-locale');
  const refused = publishingRefused();
  if (refused) throw copyConflict(input, refused);
  const db = await getDb();
  const published = await publish(db, { locale, keys, user: session.user });
  // Nothing changed, nothing to regenerate.
  const live = published.length > 0 ? await goLive(db, locale, session.user) : { pages: [] };
  return copyDone(input, { published, ...live }, { done: 'published', count: String(published.length) });
}

import { isLocale } from '@/i18n/routing';
import { copyDone, copyRefused, formKeys, readCopyRequest } from '@/lib/copy/copy-route';
import { revalidateCopy } from '@/lib/copy/revalidate';
import { publish } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { requireTeamRoute } from '@/lib/team/guard';
import { copyPublishSchema } from '@/lib/validation/copy';

export const dynamic = 'force-dynamic';

// Publishes the drafts of a language (all, or those of `keys`), then has the pages that show
// the pages of that language regenerated on their next request.
export async function POST(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const input = await readCopyRequest(request, copyPublishSchema, (form) => ({ locale: form.get('locale') ?? '', ...formKeys(form) }));
  if ('response' in input) return input.response;
  const { locale, keys } = input.data;
  if (!isLocale(locale)) return copyRefused(input, 'unknown-locale');
  const published = await publish(await getDb(), { locale, keys, user: auth.session.user });
  // Nothing changed, nothing to regenerate.
  const pages = published.length > 0 ? revalidateCopy(locale) : [];
  return copyDone(input, { published, pages }, { done: 'published', count: String(published.length) });
}

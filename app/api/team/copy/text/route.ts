import { isLocale } from '@/i18n/routing';
import { siteCatalogue } from '@/lib/copy/catalogue';
import { copyJson } from '@/lib/copy/copy-route';
import { findDraft } from '@/lib/copy/store';
import { textNamer } from '@/lib/copy/text-names';
import { currentEnglish, latestTexts, originalText, visibleText } from '@/lib/copy/versions';
import { getDb } from '@/lib/db/client';
import { serverTranslator } from '@/lib/server-i18n';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// What the editor in publish mode shows beside a text being edited: its name in words, the
// English visitors see now (the source a translator works from), the original text of the
// page's language and what its visitors see now. Reads only.
export const GET = teamRoute(textForEditor, { permission: 'copy.edit' });

async function textForEditor({ request, session }: TeamContext<'copy.edit'>): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale');
  const key = query.get('key') ?? '';
  if (!isLocale(locale) || key.length > 200) throw new TeamError(400, 'invalid-request');
  const original = siteCatalogue.text('en', key) === undefined ? undefined : originalText(siteCatalogue, locale, key);
  if (original === undefined) throw new TeamError(404, 'unknown-key');
  const db = await getDb();
  const english = (await currentEnglish(db, siteCatalogue)).get(key)!;
  const current = visibleText(siteCatalogue, locale, key, (await latestTexts(db, locale)).get(key))!;
  const t = await serverTranslator(locale, 'PublishMode');
  // A colleague's draft is shown and asked about before the member types over it.
  const draft = await findDraft(db, locale, key, session.user.id);
  return copyJson({ name: (await textNamer(locale))(key), english, original, current, draft, labels: { english: t('english'), original: t('original') } }, 200);
}

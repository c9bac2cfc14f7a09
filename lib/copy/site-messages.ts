import 'server-only';
import type { Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { buildPublishedTexts, buildRendersTexts } from '@/lib/copy/build-texts';
import { withTexts } from '@/lib/copy/messages';
import { building, previewMember, publishModeFailed } from '@/lib/copy/preview';
import { listDrafts, publishedTexts } from '@/lib/copy/store';
import { getDb } from '@/lib/db/client';
import { errorText, log } from '@/lib/log';
import { expireLater, languagePages } from '@/lib/page-cache';

/**
 * The messages a page is rendered with (i18n/request.ts): the catalogue with the team's
 * published texts, and in publish mode the member's language's drafts on top.
 *
 * Renders at run time read the database: a page regenerated after a publish, a page in publish
 * mode, the team area. `next build` renders the catalogue, and the server expires the pages that
 * have published texts when it starts (lib/copy/startup.ts); on a host that caches pages itself
 * the build renders the published texts instead (lib/copy/build-texts.ts). If the database cannot
 * be read, the page is rendered with the catalogue and expired again a little later, so the
 * published texts come back by themselves instead of being cached away.
 */
export async function siteMessages(locale: Locale, catalogue: Messages): Promise<Messages> {
  if (building()) return buildRendersTexts() ? withTexts(catalogue, await buildPublishedTexts(locale)) : catalogue;
  let texts: Record<string, string>;
  try {
    texts = await publishedTexts(await getDb(), locale);
  } catch (error) {
    log.error('published texts unavailable: rendering the catalogue for now', { locale, error: errorText(error) });
    expireLater(languagePages(locale));
    return catalogue;
  }
  if (await previewMember()) {
    try {
      for (const draft of await listDrafts(await getDb(), locale)) texts[draft.key] = draft.text;
    } catch (error) {
      publishModeFailed('the drafts could not be read', error);
    }
  }
  return withTexts(catalogue, texts);
}

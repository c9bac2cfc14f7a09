import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { copyRoutes } from '@/components/team/copy-parts';
import { Wordings } from '@/components/team/copy-restore';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { buttonClasses } from '@/components/ui/button';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';
import { siteCatalogue } from '@/lib/copy/catalogue';
import { publishingRefused } from '@/lib/copy/go-live';
import { textNamer } from '@/lib/copy/text-names';
import { latestTexts, originalText, visibleText } from '@/lib/copy/versions';
import { getDb } from '@/lib/db/client';
import { memberLabels } from '@/lib/team/member';
import { teamPath } from '@/lib/team/paths';
import { canEditLanguage } from '@/lib/team/permissions';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';
import { teamPage } from '@/lib/team/team-page';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.copy.restore' });
  return { title: t('title') };
}

/**
 * "Restore this version" without scripts: the question the Texts page's dialog asks, as a page.
 * The chosen version's wording beside the live one, and the form that publishes it.
 */
export default async function RestoreVersionPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const requested = query.get('lang');
  const lang = isLocale(requested) ? requested : locale;
  const key = (query.get('key') ?? '').slice(0, 200);
  const versionId = /^[0-9]{1,10}$/.test(query.get('version') ?? '') ? Number(query.get('version')) : 0;
  const texts = teamPath(locale, '/copy', { lang });
  const here = teamPath(locale, '/copy/restore', { lang, key, version: String(versionId) });
  const session = await teamPage(locale, here, 'copy.publish');
  const t = await getTranslations({ locale, namespace: 'Team.copy' });
  const { labels } = await memberLabels(locale, session);
  const db = await getDb();
  const version = versionId > 0 && versionId <= 2_147_483_647 ? await db.copyVersion.findUnique({ where: { id: versionId } }) : null;
  const found = version && version.locale === lang && version.key === key && siteCatalogue.text('en', key) !== undefined ? version : null;
  const chosen = found ? (found.text ?? originalText(siteCatalogue, lang, key)) : undefined;
  const current = found ? visibleText(siteCatalogue, lang, key, (await latestTexts(db, lang)).get(key)) : undefined;
  const allowed = canEditLanguage(session, lang);
  const blocked = publishingRefused() !== undefined;
  return (
    <TeamShell locale={locale} session={session} current="copy">
      <TeamHeading title={t('restore.title')} intro={found ? t('restore.intro') : undefined} />
      {!allowed && <TeamNotice tone="error">{t('errors.notYourLanguage')}</TeamNotice>}
      {blocked && <TeamNotice tone="error">{t('errors.noDeployHook')}</TeamNotice>}
      {!found || chosen === undefined || current === undefined ? (
        <TeamNotice tone="error">{t('restore.missing')}</TeamNotice>
      ) : (
        <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-4">
          <p className="font-semibold">{(await textNamer(locale))(key)}</p>
          <Wordings
            chosen={chosen}
            current={current}
            lang={lang}
            labels={{ chosen: t('restore.chosen', { author: found.authorName, time: labels.dateTime(found.createdAt) }), current: t('restore.current') }}
          />
          <div className="mt-5 flex flex-wrap items-center justify-end gap-3">
            <Link href={texts} className={buttonClasses({ variant: 'outline' })}>
              {t('restore.cancel')}
            </Link>
            {allowed && !blocked && (
              <form method="post" action={copyRoutes.revert}>
                <input type="hidden" name="locale" value={lang} />
                <input type="hidden" name="key" value={key} />
                <input type="hidden" name="version" value={String(found.id)} />
                <input type="hidden" name="back" value={texts} />
                <button type="submit" className={buttonClasses()}>
                  {t('restore.confirm')}
                </button>
              </form>
            )}
          </div>
        </div>
      )}
      <p className="mt-6">
        <Link href={texts} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('restore.back')}
        </Link>
      </p>
    </TeamShell>
  );
}

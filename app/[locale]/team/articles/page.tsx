import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { TeamHeading, TeamShell } from '@/components/team/team-shell';
import { buttonClasses } from '@/components/ui/button';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { defaultLocale, locales } from '@/i18n/routing';
import { listTeamArticles } from '@/lib/articles/store';
import { getDb } from '@/lib/db/client';
import { teamPage } from '@/lib/team/team-page';
import { teamPath } from '@/lib/team/paths';

// Permission: articles.read (editors and owners by role; today every member).
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'TeamArticles' });
  return { title: t('title') };
}

export default async function TeamArticlesPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const session = await teamPage(locale, teamPath(locale, '/articles'), 'articles.edit');
  const t = await getTranslations({ locale, namespace: 'TeamArticles' });
  const tLanguages = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
  const articles = await listTeamArticles(await getDb());
  return (
    <TeamShell locale={locale} session={session} current="articles">
      <TeamHeading title={t('title')} intro={t('intro')} />
      <p className="mb-6">
        <Link href={teamPath(locale, `/articles/new/${defaultLocale}`)} className={buttonClasses({})}>
          {t('new')}
        </Link>
      </p>
      {articles.length === 0 ? (
        <p className="text-ink-muted">{t('empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('tableCaption')}</caption>
            <thead className="bg-slate-50 text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('column.title')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('column.languages')}
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('column.author')}
                </th>
              </tr>
            </thead>
            <tbody>
              {articles.map((article) => (
                <tr key={article.id} className="border-t border-slate-100 align-top">
                  <th scope="row" className="px-4 py-3 font-medium">
                    {article.versions.en?.title ?? `#${article.id}`}
                  </th>
                  <td className="px-4 py-3">
                    <ul className="space-y-1">
                      {locales.map((lang) => {
                        const version = article.versions[lang];
                        return (
                          <li key={lang}>
                            <Link href={teamPath(locale, `/articles/${article.id}/${lang}`)} className="font-medium text-brand-700 hover:underline">
                              {tLanguages(lang)}
                            </Link>{' '}
                            <span className="text-ink-muted">
                              {version ? t(`status.${version.status}`) : t('status.missing')}
                              {version?.outdated && ` · ${t('status.outdated')}`}
                            </span>
                          </li>
                        );
                      })}
                    </ul>
                  </td>
                  <td className="px-4 py-3">{article.authorName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </TeamShell>
  );
}

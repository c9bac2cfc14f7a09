import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { ArticleEditor, type EditorLabels } from '@/components/team/article-editor';
import { TeamHeading, TeamShell } from '@/components/team/team-shell';
import { pageLocale } from '@/i18n/page-locale';
import { defaultLocale, isLocale, locales } from '@/i18n/routing';
import { emptyBody } from '@/lib/articles/body';
import { articleProse } from '@/lib/articles/prose';
import { ArticleBody } from '@/lib/articles/render';
import { articleDraft, articleHistory, publishedArticleLinks } from '@/lib/articles/store';
import { cn } from '@/lib/cn';
import { getDb } from '@/lib/db/client';
import { teamPage } from '@/lib/team/team-page';
import { teamPath } from '@/lib/team/paths';
import { inMemberLanguages } from '@/lib/team/permissions';
import { routes } from '@/lib/site';
import { DEFAULT_TIME_ZONE, memberTimeZone } from '@/lib/team/time-zone';

type Props = { params: Promise<{ locale: string; id: string; lang: string }> };

// Permission: articles.write to save, articles.publish to publish (editors and owners).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'TeamArticles' });
  return { title: t('editTitle') };
}

export default async function TeamArticleEditPage({ params }: Props) {
  const locale = await pageLocale(params);
  const { id, lang } = await params;
  const isNew = id === 'new';
  if ((!isNew && !/^[1-9][0-9]{0,9}$/.test(id)) || !isLocale(lang) || (isNew && lang !== defaultLocale)) notFound();
  const session = await teamPage(locale, teamPath(locale, `/articles/${id}/${lang}`), 'articles.edit');
  const db = await getDb();
  const articleId = isNew ? null : Number(id);
  const draft = articleId ? await articleDraft(db, articleId, lang) : null;
  // Another language of an existing article starts from the English working copy's article fields.
  const english = articleId && !draft ? await articleDraft(db, articleId, defaultLocale) : null;
  if (articleId && !draft && !english) notFound();
  const t = await getTranslations({ locale, namespace: 'TeamArticles' });
  const tLanguages = await getTranslations({ locale, namespace: 'LanguageSwitcher' });
  const labels = (await getMessages({ locale })).TeamArticles as unknown as EditorLabels;
  const history = articleId ? await articleHistory(db, articleId, lang) : [];
  const timeZone = (await memberTimeZone(db, session.user.id)) ?? DEFAULT_TIME_ZONE;
  const tNavigation = await getTranslations({ locale: lang, namespace: 'Navigation' });
  const tFooter = await getTranslations({ locale: lang, namespace: 'Footer' });
  const pageNames: Record<string, string> = {
    '': tNavigation('home'),
    '/about': tNavigation('about'),
    '/services': tNavigation('services'),
    '/industry': tNavigation('industry'),
    '/working': tNavigation('working'),
    '/testimonials': tNavigation('testimonials'),
    '/contact': tNavigation('contact'),
    '/privacy': tFooter('privacy'),
    '/terms': tFooter('terms'),
  };
  // Translating: the English working copy beside the translation, as it will read when published.
  const englishOriginal = lang === defaultLocale || !articleId ? null : (english ?? (await articleDraft(db, articleId, defaultLocale)));
  const linkTargets = [
    ...routes.flatMap((route) => (pageNames[route] ? [{ title: pageNames[route]!, href: `/${lang}${route}` }] : [])),
    { title: tNavigation('insights'), href: `/${lang}/insights` },
    ...(await publishedArticleLinks(db, lang)),
  ];
  return (
    <TeamShell locale={locale} session={session} current="articles">
      <p className="mb-2 text-sm">
        <Link href={teamPath(locale, '/articles')} className="text-brand-700 hover:underline">
          {t('title')}
        </Link>
      </p>
      <TeamHeading title={isNew ? t('newTitle') : t('editTitle')} />
      {articleId && (
        <nav aria-label={t('language')} className="mb-6">
          <ul className="flex flex-wrap gap-1">
            {locales.map((item) => (
              <li key={item}>
                <Link
                  href={teamPath(locale, `/articles/${articleId}/${item}`)}
                  aria-current={item === lang ? 'page' : undefined}
                  className={cn(
                    'inline-flex min-h-10 items-center rounded-lg px-3 text-sm font-medium hover:bg-slate-100',
                    item === lang && 'bg-brand-50 text-brand-700',
                  )}
                >
                  {tLanguages(item)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ArticleEditor
        uiLocale={locale}
        timeZone={timeZone}
        lang={lang}
        articleId={articleId}
        labels={labels}
        readOnly={!inMemberLanguages(session, lang)}
        liveText={draft?.liveText ?? null}
        history={history.map((entry) => ({ ...entry, createdAt: entry.createdAt.toISOString() }))}
        linkTargets={linkTargets}
        original={
          englishOriginal && (
            <div lang={defaultLocale} className="mt-3">
              <p className="text-xl font-bold text-ink">{englishOriginal.title}</p>
              <p className="mt-2 text-ink-muted">{englishOriginal.summary}</p>
              <div className={cn(articleProse, 'text-base [&>*:first-child]:mt-4')}>
                <ArticleBody body={englishOriginal.body} />
              </div>
            </div>
          )
        }
        initial={{
          slug: draft?.slug ?? '',
          title: draft?.title ?? '',
          summary: draft?.summary ?? '',
          body: draft?.body ?? english?.body ?? emptyBody(),
          seoTitle: draft?.seoTitle ?? '',
          seoDescription: draft?.seoDescription ?? '',
          tags: (draft ?? english)?.tags ?? [],
          coverImageId: (draft ?? english)?.coverImageId ?? null,
          coverAlt: (draft ?? english)?.coverAlt ?? '',
          scheduledAt: draft?.scheduledAt?.toISOString() ?? null,
          saved: draft !== null,
          savedAt: draft?.savedAt.toISOString() ?? null,
        }}
      />
    </TeamShell>
  );
}

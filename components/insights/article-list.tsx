import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { ArticlePage } from '@/lib/articles/public';
import { cn } from '@/lib/cn';
import { ArticleCard } from './article-card';

type InsightsT = Awaited<ReturnType<typeof getTranslations<'InsightsPage'>>>;

/**
 * A topic in the page's language: the catalogue's word for the topics it knows (InsightsPage.topics;
 * the slug in the address stays one for all languages), otherwise the slug in words.
 */
export function topicName(t: InsightsT, tag: string): string {
  const key = `topics.${tag}` as Parameters<InsightsT['has']>[0];
  return t.has(key) ? t(key as Parameters<InsightsT>[0]) : tag.replace(/-/g, ' ');
}

/** A topic as a chip's label: its name, its first letter a capital (`first-letter` needs a block). */
export const topicChip = 'inline-block first-letter:uppercase';

/** A page of the index: topic filter, the articles, and links to newer and older pages. */
export async function ArticleList({ locale, list, tag }: { locale: Locale; list: ArticlePage; tag?: string }) {
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  const base = tag ? `/${locale}/insights/tag/${tag}` : `/${locale}/insights`;
  const pageHref = (page: number) => (page === 1 ? base : `${base}/page/${page}`);
  const chip = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition';
  return (
    <section className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      {list.tags.length > 0 && (
        <nav aria-label={t('tags')}>
          <ul className="flex flex-wrap gap-2">
            {[undefined, ...list.tags].map((item) => (
              <li key={item ?? ''}>
                <Link
                  href={item ? `/${locale}/insights/tag/${item}` : `/${locale}/insights`}
                  aria-current={item === tag ? 'page' : undefined}
                  className={cn(chip, item === tag ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-200 bg-white text-ink hover:border-brand-300')}
                >
                  <span className={topicChip}>{item ? topicName(t, item) : t('allTags')}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {list.items.length === 0 ? (
        <p className="mt-10 text-lg text-ink-muted">{t('empty')}</p>
      ) : (
        <div className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {list.items.map((article, index) => (
            <ArticleCard key={article.id} locale={locale} article={article} first={index === 0} />
          ))}
        </div>
      )}
      {list.pages > 1 && (
        <nav aria-label={t('pagination')} className="mt-12 flex items-center justify-between gap-4 text-sm font-medium">
          {list.page > 1 ? (
            <Link href={pageHref(list.page - 1)} rel="prev" className="text-brand-700 hover:underline">
              {t('previous')}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-ink-muted">{t('pageOf', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? (
            <Link href={pageHref(list.page + 1)} rel="next" className="text-brand-700 hover:underline">
              {t('next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
      <p className="mt-10 text-sm">
        <a href={`/${locale}/insights/feed.xml`} className="text-brand-700 hover:underline">
          {t('feed')}
        </a>
      </p>
    </section>
  );
}

import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { imageSrcSet } from '@/lib/articles/image-widths';
import type { PublicArticle } from '@/lib/articles/public';
import { articleProse } from '@/lib/articles/prose';
import { ArticleBody } from '@/lib/articles/render';
import { ArticleMeta, formatDate } from './article-meta';
import { topicChip, topicName } from './article-list';

// The article's typography without a plugin: the body is our own elements (lib/articles/render.tsx).
const prose = articleProse;

/** One article as visitors read it (and as the editor's preview shows it). */
export async function ArticleView({ locale, article }: { locale: Locale; article: PublicArticle }) {
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  const updated = article.updatedAt.getTime() - article.publishedAt.getTime() > 24 * 3600_000;
  return (
    <article>
      <header className="bg-gradient-to-br from-brand-950 via-brand-900 to-accent-600 text-white">
        <div className="mx-auto max-w-3xl px-4 pb-12 pt-16 sm:px-6">
          <p className="text-sm font-semibold">
            <Link href={`/${locale}/insights`} className="text-brand-200 hover:text-white">
              {t('back')}
            </Link>
          </p>
          <h1 className="mt-4 text-4xl font-extrabold tracking-tight [overflow-wrap:anywhere] sm:text-5xl" style={{ hyphens: 'auto' }}>
            {article.title}
          </h1>
          <p className="mt-5 text-lg leading-relaxed text-brand-100 sm:text-xl">{article.summary}</p>
          <ArticleMeta locale={locale} article={article} className="mt-6 text-sm text-brand-200" />
          <p className="mt-1 text-sm text-brand-200">
            {t('by', { author: article.authorName })}
            {updated && (
              <>
                <span aria-hidden="true"> · </span>
                {t('updated', { date: formatDate(locale, article.updatedAt) })}
              </>
            )}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        {article.cover && (
          // The cover is the page's largest element: loaded first, sized before it arrives.
          <img
            src={article.cover.src}
            srcSet={imageSrcSet(article.cover.src, article.cover.width)}
            sizes="(min-width: 768px) 768px, 100vw"
            alt={article.cover.alt}
            width={article.cover.width}
            height={article.cover.height}
            fetchPriority="high"
            decoding="async"
            className="mb-10 h-auto w-full rounded-2xl"
          />
        )}
        <div className={prose}>
          <ArticleBody body={article.body} />
        </div>
        {article.tags.length > 0 && (
          <nav aria-label={t('tags')} className="mt-12 border-t border-slate-200 pt-6">
            <ul className="flex flex-wrap gap-2">
              {article.tags.map((tag) => (
                <li key={tag}>
                  <Link
                    href={`/${locale}/insights/tag/${tag}`}
                    className="inline-flex min-h-10 items-center rounded-full border border-slate-200 px-4 text-sm text-ink hover:border-brand-300"
                  >
                    <span className={topicChip}>{topicName(t, tag)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </article>
  );
}

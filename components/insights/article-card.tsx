import Link from 'next/link';
import type { Locale } from '@/i18n/routing';
import { imageSrcSet } from '@/lib/articles/image-widths';
import type { ArticleCard as Card } from '@/lib/articles/public';
import { ArticleMeta } from './article-meta';

/**
 * An article in a list: cover, title (the link), summary, date and reading time. `first`: the
 * list's first card, whose cover is the page's largest paint on a phone: loaded at once, first.
 */
export function ArticleCard({ locale, article, headingLevel = 2, first = false }: { locale: Locale; article: Card; headingLevel?: 2 | 3; first?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:-translate-y-1 hover:shadow-lg">
      {article.cover && (
        <img
          src={article.cover.src}
          srcSet={imageSrcSet(article.cover.src, article.cover.width)}
          // The list's columns: three from lg (max-w-7xl), two from md, one on a phone.
          sizes="(min-width: 1024px) 400px, (min-width: 768px) 50vw, 100vw"
          alt=""
          width={article.cover.width}
          height={article.cover.height}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : undefined}
          decoding="async"
          className="aspect-[16/9] w-full object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <ArticleMeta locale={locale} article={article} className="text-sm text-ink-muted" />
        <Heading className="mt-2 text-xl font-semibold text-ink [overflow-wrap:anywhere]">
          <Link href={`/${locale}/insights/${article.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none">
            {article.title}
          </Link>
        </Heading>
        <p className="mt-3 leading-relaxed text-ink-muted">{article.summary}</p>
      </div>
    </article>
  );
}

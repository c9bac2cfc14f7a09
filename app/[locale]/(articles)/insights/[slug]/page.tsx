import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ArticleView } from '@/components/insights/article-view';
import { ArticleJsonLd } from '@/components/seo/article-json-ld';
import { pageLocale } from '@/i18n/page-locale';
import { articleMetadata } from '@/lib/articles/metadata';
import { allPublished, articleBySlug } from '@/lib/articles/public';

type Props = { params: Promise<{ locale: string; slug: string }> };

// Articles published after the build are rendered on their first request and then shared like
// the build's (lib/articles/expire.ts expires them on a publish).
export const dynamicParams = true;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return (await allPublished()).filter((item) => item.locale === params.locale).map(({ slug }) => ({ slug }));
}

async function find(params: Props['params']) {
  const locale = await pageLocale(params);
  const { slug } = await params;
  const found = await articleBySlug(locale, slug);
  if (!found) notFound();
  // An old slug: 308 to the current one, which search engines follow and remember.
  if (found.kind === 'moved') permanentRedirect(`/${locale}/insights/${found.slug}`);
  return found.article;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata(await find(params));
}

export default async function ArticlePage({ params }: Props) {
  const article = await find(params);
  return (
    <>
      <ArticleJsonLd article={article} />
      <ArticleView locale={article.locale} article={article} />
    </>
  );
}

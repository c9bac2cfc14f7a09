import type { PublicArticle } from '@/lib/articles/public';
import { articleUrl } from '@/lib/articles/metadata';
import { absoluteUrl, siteUrl } from '@/lib/site';
import { JsonLd } from './json-ld';

/** schema.org Article: headline, dates, author, publisher, and the cover as its image when there is one. */
export function ArticleJsonLd({ article }: { article: PublicArticle }) {
  const url = articleUrl(article.locale, article.slug);
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.seoDescription,
        inLanguage: article.locale,
        url,
        mainEntityOfPage: url,
        datePublished: article.publishedAt.toISOString(),
        dateModified: article.updatedAt.toISOString(),
        author: { '@type': article.authorName === 'Granite Digital' ? 'Organization' : 'Person', name: article.authorName },
        publisher: { '@type': 'Organization', name: 'Granite Digital', url: absoluteUrl(article.locale, ''), logo: { '@type': 'ImageObject', url: `${siteUrl}/icon.svg` } },
        ...(article.cover && { image: `${siteUrl}${article.cover.src}` }),
        keywords: article.tags.join(', '),
      }}
    />
  );
}

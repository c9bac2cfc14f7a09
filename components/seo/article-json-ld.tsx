import { getTranslations } from 'next-intl/server';
import type { PublicArticle } from '@/lib/articles/public';
import { ORGANISATION_AUTHOR } from '@/lib/articles/public';
import { articleUrl } from '@/lib/articles/metadata';
import { absoluteUrl, siteUrl } from '@/lib/site';
import { JsonLd } from './json-ld';

/**
 * schema.org Article (headline, dates, its author with a url, the publisher as the site's
 * organisation by @id, the cover as its image) and the BreadcrumbList Home › Insights › article.
 */
export async function ArticleJsonLd({ article }: { article: PublicArticle }) {
  const url = articleUrl(article.locale, article.slug);
  const organisation = { '@type': 'Organization', '@id': `${siteUrl}/#organization`, name: ORGANISATION_AUTHOR, url: absoluteUrl(article.locale, '') };
  // A member writes for the agency: the page that presents its people is their page.
  const author =
    article.authorName === ORGANISATION_AUTHOR
      ? organisation
      : { '@type': 'Person', name: article.authorName, url: absoluteUrl(article.locale, '/about'), worksFor: { '@id': `${siteUrl}/#organization` } };
  const tNavigation = await getTranslations({ locale: article.locale, namespace: 'Navigation' });
  return (
    <>
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
          author,
          publisher: { ...organisation, logo: { '@type': 'ImageObject', url: `${siteUrl}/icon.svg` } },
          ...(article.cover && { image: `${siteUrl}${article.cover.src}` }),
          keywords: article.tags.join(', '),
        }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'BreadcrumbList',
          itemListElement: [
            { '@type': 'ListItem', position: 1, name: tNavigation('home'), item: absoluteUrl(article.locale, '') },
            { '@type': 'ListItem', position: 2, name: tNavigation('insights'), item: absoluteUrl(article.locale, '/insights') },
            { '@type': 'ListItem', position: 3, name: article.title, item: url },
          ],
        }}
      />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { locales, type Locale } from '@/i18n/routing';
import { articleAlternates, type PublicArticle } from '@/lib/articles/public';
import { absoluteUrl, languageAlternates } from '@/lib/site';

const ogLocales: Record<Locale, string> = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR', nl: 'nl_NL' };

export const articleUrl = (locale: Locale, slug: string) => absoluteUrl(locale, `/insights/${slug}`);

const otherOgLocales = (locale: Locale, present: readonly Locale[]) => present.filter((other) => other !== locale).map((other) => ogLocales[other]);

/**
 * An index page: the first page has every language; further pages and topics only themselves.
 * Topic pages are for readers, not search results (they repeat the index's articles with the
 * index's description): `noindex, follow`, and absent from the sitemap.
 */
export async function indexMetadata(locale: Locale, route: string, heading?: string): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  const title = tMeta('titleTemplate').replace('%s', heading ?? t('meta.title'));
  const url = absoluteUrl(locale, route);
  return {
    title: { absolute: title },
    description: t('meta.description'),
    alternates: {
      canonical: url,
      ...(route === '/insights' && { languages: languageAlternates(route) }),
      types: { 'application/atom+xml': [{ url: absoluteUrl(locale, '/insights/feed.xml'), title: t('feedTitle') }] },
    },
    ...(route.startsWith('/insights/tag/') && { robots: { index: false, follow: true } }),
    openGraph: {
      title,
      description: t('meta.description'),
      url,
      type: 'website',
      siteName: 'Granite Digital',
      locale: ogLocales[locale],
      ...(route === '/insights' && { alternateLocale: otherOgLocales(locale, locales) }),
    },
    twitter: { card: 'summary_large_image', title, description: t('meta.description') },
  };
}

/** An article: its SEO texts, canonical URL and hreflang alternates between its real translations. */
export async function articleMetadata(article: PublicArticle): Promise<Metadata> {
  const tMeta = await getTranslations({ locale: article.locale, namespace: 'Metadata' });
  const title = tMeta('titleTemplate').replace('%s', article.seoTitle);
  const url = articleUrl(article.locale, article.slug);
  const tIndex = await getTranslations({ locale: article.locale, namespace: 'InsightsPage' });
  return {
    title: { absolute: title },
    description: article.seoDescription,
    alternates: {
      canonical: url,
      languages: articleAlternates(article.alternates, articleUrl),
      types: { 'application/atom+xml': [{ url: absoluteUrl(article.locale, '/insights/feed.xml'), title: tIndex('feedTitle') }] },
    },
    openGraph: {
      title,
      description: article.seoDescription,
      url,
      type: 'article',
      siteName: 'Granite Digital',
      locale: ogLocales[article.locale],
      alternateLocale: otherOgLocales(article.locale, Object.keys(article.alternates) as Locale[]),
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: article.updatedAt.toISOString(),
      tags: article.tags,
    },
    twitter: { card: 'summary_large_image', title, description: article.seoDescription },
  };
}

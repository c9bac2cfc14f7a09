import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { articleAlternates, type PublicArticle } from '@/lib/articles/public';
import { absoluteUrl, languageAlternates } from '@/lib/site';

const ogLocales: Record<Locale, string> = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR', nl: 'nl_NL' };

export const articleUrl = (locale: Locale, slug: string) => absoluteUrl(locale, `/insights/${slug}`);

/** An index page: the first page has every language; further pages and topics only themselves. */
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
    openGraph: { title, description: t('meta.description'), url, type: 'website', siteName: 'Granite Digital', locale: ogLocales[locale] },
  };
}

/** An article: its SEO texts, canonical URL and hreflang alternates between its real translations. */
export async function articleMetadata(article: PublicArticle): Promise<Metadata> {
  const tMeta = await getTranslations({ locale: article.locale, namespace: 'Metadata' });
  const title = tMeta('titleTemplate').replace('%s', article.seoTitle);
  const url = articleUrl(article.locale, article.slug);
  return {
    title: { absolute: title },
    description: article.seoDescription,
    alternates: { canonical: url, languages: articleAlternates(article.alternates, articleUrl) },
    openGraph: {
      title,
      description: article.seoDescription,
      url,
      type: 'article',
      siteName: 'Granite Digital',
      locale: ogLocales[article.locale],
      publishedTime: article.publishedAt.toISOString(),
      modifiedTime: article.updatedAt.toISOString(),
      tags: article.tags,
    },
    twitter: { card: 'summary_large_image', title, description: article.seoDescription },
  };
}

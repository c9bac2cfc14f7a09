import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/routing';
import { articleUrl } from '@/lib/articles/metadata';
import { allPublished, articleAlternates } from '@/lib/articles/public';
import { pageDates } from '@/lib/copy/page-dates';
import { absoluteUrl, languageAlternates, routes } from '@/lib/site';

// The same 40 URLs and alternates as each page's <head> (both come from lib/site.ts). A page's
// last-modified date is that of the newest text the team published on it: the sitemap is
// regenerated with the pages a publish changes (lib/page-cache/expiry.ts).
// Articles: each published version with its own date and its real translations only.
// Also regenerated a minute after it is asked for once stale, whatever expired it (a safety net:
// it is stored only from the server's own request either way, lib/page-cache).
export const revalidate = 60;

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const dates = await pageDates();
  const articles = await allPublished();
  // The index changes with its newest article.
  for (const article of articles) {
    const index = `/${article.locale}/insights`;
    if (!dates.has(index) || dates.get(index)! < article.updatedAt) dates.set(index, article.updatedAt);
  }
  const pages = [...routes, '/insights'].flatMap((route) =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, route),
      ...(dates.has(`/${locale}${route}`) && { lastModified: dates.get(`/${locale}${route}`) }),
      changeFrequency: 'monthly' as const,
      priority: route === '' ? 1 : 0.7,
      alternates: { languages: languageAlternates(route) },
    })),
  );
  return [
    ...pages,
    ...articles.map((article) => ({
      url: articleUrl(article.locale, article.slug),
      lastModified: article.updatedAt,
      changeFrequency: 'monthly' as const,
      priority: 0.6,
      alternates: { languages: articleAlternates(article.alternates, articleUrl) },
    })),
  ];
}

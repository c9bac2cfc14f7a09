import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/routing';
import { pageDates } from '@/lib/copy/page-dates';
import { absoluteUrl, languageAlternates, routes } from '@/lib/site';

// The same 40 URLs and alternates as each page's <head> (both come from lib/site.ts). A page's
// last-modified date is that of the newest text the team published on it: the sitemap is
// regenerated with the pages a publish changes (lib/page-cache/expiry.ts).
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const dates = await pageDates();
  return routes.flatMap((route) =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, route),
      ...(dates.has(`/${locale}${route}`) && { lastModified: dates.get(`/${locale}${route}`) }),
      changeFrequency: 'monthly' as const,
      priority: route === '' ? 1 : 0.7,
      alternates: { languages: languageAlternates(route) },
    })),
  );
}

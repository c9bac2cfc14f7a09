import type { MetadataRoute } from 'next';
import { locales } from '@/i18n/routing';
import { absoluteUrl, languageAlternates, routes } from '@/lib/site';

// The same 40 URLs and alternates as each page's <head> (both come from lib/site.ts).
export default function sitemap(): MetadataRoute.Sitemap {
  return routes.flatMap((route) =>
    locales.map((locale) => ({
      url: absoluteUrl(locale, route),
      changeFrequency: 'monthly' as const,
      priority: route === '' ? 1 : 0.7,
      alternates: { languages: languageAlternates(route) },
    })),
  );
}

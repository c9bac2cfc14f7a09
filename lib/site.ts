import { defaultLocale, locales, type Locale } from '@/i18n/routing';

// The public origin is baked into the prerendered pages at build time, so it must be set
// for the build (SITE_URL) as well as at runtime.
export const siteUrl = (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');

export const routes = ['', '/about', '/services', '/industry', '/working', '/testimonials', '/contact', '/privacy', '/terms', '/diy-agents'] as const;
export type Route = (typeof routes)[number];

export function absoluteUrl(locale: Locale, route: string): string {
  return `${siteUrl}/${locale}${route}`;
}

/** hreflang map for one route: the four languages plus x-default pointing at English. */
export function languageAlternates(route: string): Record<string, string> {
  const alternates: Record<string, string> = {};
  for (const locale of locales) alternates[locale] = absoluteUrl(locale, route);
  alternates['x-default'] = absoluteUrl(defaultLocale, route);
  return alternates;
}

export const socialLinks = {
  linkedin: 'https://www.linkedin.com/company/granite-digital',
  instagram: 'https://www.instagram.com/granitedigital',
  facebook: 'https://www.facebook.com/granitedigital',
  youtube: 'https://www.youtube.com/@granitedigital',
} as const;

/**
 * The year of the footer's „© 2026“: the year this page was rendered, in the agency's zone. The
 * pages are static, rendered at build and again whenever a text of their language is published,
 * so it is the year their content was published, which is what a copyright notice states; it
 * moves on with the first build or publish of a new year, never by a clock in the browser.
 */
export function copyrightYear(now = new Date()): string {
  return new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' }).format(now);
}

import { defineRouting } from 'next-intl/routing';

export const locales = ['en', 'de', 'fr', 'nl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'always',
  // The browser remembers the choice (lib/locale-preference.ts); a Set-Cookie on every
  // prerendered page would make it uncacheable for shared caches.
  localeCookie: false,
  // hreflang alternates live in each page's <head> (built from SITE_URL); no duplicate Link header.
  alternateLinks: false,
});

// The site's languages, with no dependencies: next.config.ts, the post-build step and code that
// runs in the browser (which must not pull in the routing) read them here; the rest through
// i18n/routing.ts.
export const locales = ['en', 'de', 'fr', 'nl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

import { defineRouting } from 'next-intl/routing';

import { defaultLocale, locales } from './locales';

export { defaultLocale, isLocale, locales, type Locale } from './locales';

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

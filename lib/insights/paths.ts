import { isLocale, locales, type Locale } from '@/i18n/routing';
import { routes } from '@/lib/site';

// The public pages a beacon or a lead source may name: the site's routes in each language
// (lib/site.ts, i18n/routing.ts), and articles under /{lang}/insights/{slug}. Anything
// else is refused, so a counter row can only ever be one of these.

const ARTICLE = /^\/(en|de|fr|nl)\/insights(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;
const MAX_PATH = 120;

const knownRoutes = new Set<string>(locales.flatMap((locale) => routes.map((route) => `/${locale}${route}`)));

/** The path itself when it is one of our public pages, else undefined (a trailing slash is dropped). */
export function knownPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH) return undefined;
  const path = value.length > 1 && value.endsWith('/') ? value.slice(0, -1) : value;
  if (knownRoutes.has(path)) return path;
  const article = ARTICLE.exec(path);
  if (article && path.length <= MAX_PATH) return path;
  return undefined;
}

/** The language of a known path. */
export function pathLocale(path: string): Locale {
  const first = path.split('/')[1];
  return isLocale(first) ? first : 'en';
}

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The device class from the viewport width alone (no user agent is read): phone, tablet, desk. */
export function deviceClassOf(width: number): DeviceClass {
  if (width < 768) return 'mobile';
  if (width < 1100) return 'tablet';
  return 'desktop';
}

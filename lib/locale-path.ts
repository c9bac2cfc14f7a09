import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

/** Swaps (or adds) the language prefix of a path, keeping the rest of it untouched. */
export function withLocale(pathname: string, locale: Locale): string {
  const segments = pathname.split('/');
  if (isLocale(segments[1])) segments.splice(1, 1);
  const rest = segments.join('/').replace(/^\/+/, '');
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}

/** The language a path is in, or the default when it has no valid prefix. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : defaultLocale;
}

import type { Locale } from '@/i18n/routing';

// Names shared with the server: the proxy reads both cookies when a visitor opens an
// un-prefixed URL, so a choice made in the browser survives on the next visit.
export const STORAGE_KEY = 'i18nextLng';
export const SPEC_COOKIE = 'i18next';
export const INTL_COOKIE = 'NEXT_LOCALE';
const ONE_YEAR = 60 * 60 * 24 * 365;

/** Remembers the interface language in localStorage and mirrors it into both cookies. */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage can be disabled (privacy modes); the cookies still carry the choice.
  }
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  for (const name of [SPEC_COOKIE, INTL_COOKIE]) {
    document.cookie = `${name}=${locale}; path=/; max-age=${ONE_YEAR}; samesite=lax${secure}`;
  }
}

import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';

type Signals = {
  query?: string | null;
  specCookie?: string | null;
  intlCookie?: string | null;
  acceptLanguage?: string | null;
};

/**
 * The language for a request that has none in its path, in the spec's order: the `lng` query,
 * the `i18next` cookie (then next-intl's own), the browser's Accept-Language, then English.
 * Only the four exact codes are accepted; anything else is discarded, never echoed.
 */
export function detectLocale({ query, specCookie, intlCookie, acceptLanguage }: Signals): Locale {
  for (const candidate of [query, specCookie, intlCookie]) {
    if (isLocale(candidate)) return candidate;
  }
  return fromAcceptLanguage(acceptLanguage) ?? defaultLocale;
}

/** Best supported language in an Accept-Language header, by quality then order. */
export function fromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.find((entry) => isLocale(entry.base))?.base as Locale | undefined;
}

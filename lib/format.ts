import type { Locale } from '@/i18n/routing';

/** "1,200+" in English, "1.200+" in German: figures follow the reader's conventions. */
export function formatFigure(locale: Locale, value: number, kind: 'count' | 'percent' = 'count', plus = false): string {
  const formatted =
    kind === 'percent'
      ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)
      : new Intl.NumberFormat(locale).format(value);
  return plus ? `${formatted}+` : formatted;
}

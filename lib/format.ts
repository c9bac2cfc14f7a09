import type { Locale } from '@/i18n/routing';

/** "1,200+" in English, "1.200+" in German: figures follow the reader's conventions. */
export function formatFigure(locale: Locale, value: number, kind: 'count' | 'percent' = 'count', plus = false): string {
  const formatted =
    kind === 'percent'
      ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(value / 100)
      : new Intl.NumberFormat(locale).format(value);
  return plus ? `${formatted}+` : formatted;
}

// The colon between a label and its value ("Download link: https://…") is typography, so it
// follows the language: French puts a no-break space before it (docs/style/fr.md); a plain space
// would let the colon wrap onto a line of its own. Code that writes a label and a value (plain-
// text mails, the team area, screen-reader prefixes) goes through here; messages/copy-code.test.ts
// checks that no such code writes the colon by itself.
const COLON: Record<Locale, string> = { en: ':', de: ':', nl: ':', fr: '\u00A0:' };

/** The colon after a label in this language, no-break space included where it needs one. */
export function labelColon(locale: Locale): string {
  return COLON[locale];
}

/** "Label: value" in this language. */
export function labelled(locale: Locale, label: string, value: string): string {
  return `${label}${COLON[locale]} ${value}`;
}

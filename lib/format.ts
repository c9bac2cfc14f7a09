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

// Dates are written the way each language's readers write them, through this one place: British
// English for "en" (a UK company: "3 November 2026", never "November 3, 2026"), the language's
// own conventions otherwise. messages/dates.test.ts fails on any other Intl.DateTimeFormat or
// toLocale…String( in pages, components, mails and lib that is handed a bare locale.

/** The BCP 47 tag dates and times are formatted with: British English for "en". */
export function dateTag(locale: string): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** "3 November 2026", "3. November 2026", "3 novembre 2026", "3 november 2026" (a calendar day, on London's clock). */
export function longDate(locale: string, date: Date): string {
  return new Intl.DateTimeFormat(dateTag(locale), { dateStyle: 'long', timeZone: 'Europe/London' }).format(date);
}

/** A date with its time on the reader's own clock, for a visitor's browser: "27 November 2026 at 17:39". */
export function longDateTime(locale: string, date: Date): string {
  return new Intl.DateTimeFormat(dateTag(locale), { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

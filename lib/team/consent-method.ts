import { isLocale, type Locale } from '@/i18n/routing';
import { CONSENT_METHOD } from '@/lib/consent/consent-text';

/** The words a consent's method is written with (Team.lead.consentMethods, Team.members.languageNamesInSentence). */
export type ConsentMethodWords = { webFormCheckbox: (language: string) => string; language: (code: Locale) => string };

/**
 * How a consent was given, in the reader's words: the stored value ("web form checkbox") is the
 * record's, not a text for people. A value this code does not know is shown as stored.
 */
export function consentMethodText(method: string, locale: string | null, words: ConsentMethodWords): string {
  if (method !== CONSENT_METHOD) return method;
  return words.webFormCheckbox(isLocale(locale) ? words.language(locale) : '—');
}

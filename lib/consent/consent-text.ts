import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { loadMessages, perCatalogue } from '@/lib/server-i18n';

/** The wording a visitor saw next to the white-paper form's two checkboxes, exactly as in the catalogue. */
export type ConsentWording = {
  locale: Locale;
  marketingLabel: string;
  privacyLabel: string;
  privacyNote: string;
};

export type ConsentText = ConsentWording & { version: string };

/**
 * The version of a wording is its hash: a changed label or note is a new version by itself,
 * with no number to bump, and a record keeps pointing at what was shown when it was made.
 */
export function consentVersion(wording: ConsentWording): string {
  const canonical = JSON.stringify([wording.locale, wording.marketingLabel, wording.privacyLabel, wording.privacyNote]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** The white-paper form's consent texts in one language, as the catalogue holds them now. */
export const consentTextFor = perCatalogue(async (locale: Locale): Promise<ConsentText> => {
  const form = (await loadMessages(locale)).DownloadForm;
  const wording: ConsentWording = {
    locale,
    marketingLabel: form.agreeMarketing,
    privacyLabel: form.agreePrivacy,
    // The raw message, tags included: the link's wording is part of what was shown.
    privacyNote: form.privacyNote,
  };
  return { ...wording, version: consentVersion(wording) };
});

/** How the consent was given, stored with each record. */
export const CONSENT_METHOD = 'web form checkbox';

import 'server-only';
import { createHash } from 'node:crypto';
import type { Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { loadMessages, perCatalogue } from '@/lib/server-i18n';

/** The white-paper form's consent texts: each field of a wording and the catalogue key it shows. */
export const CONSENT_KEYS = {
  marketingLabel: 'DownloadForm.agreeMarketing',
  privacyLabel: 'DownloadForm.agreePrivacy',
  // The raw message, tags included: the link's wording is part of what was shown.
  privacyNote: 'DownloadForm.privacyNote',
} as const;
export type ConsentField = keyof typeof CONSENT_KEYS;

/** The wording a visitor saw next to the white-paper form's two checkboxes, exactly as rendered. */
export type ConsentWording = { locale: Locale } & Record<ConsentField, string>;

/** A wording, its version, and per text the published version shown (copy_versions.id) or null for the catalogue's. */
export type ConsentText = ConsentWording & { version: string; sources: Record<ConsentField, number | null> };

/**
 * The version of a wording is its hash: a changed label or note is a new version by itself,
 * with no number to bump, and a record keeps pointing at what was shown when it was made.
 */
export function consentVersion(wording: ConsentWording): string {
  const canonical = JSON.stringify([wording.locale, wording.marketingLabel, wording.privacyLabel, wording.privacyNote]);
  return createHash('sha256').update(canonical, 'utf8').digest('hex');
}

/** The version of the wording a page renders with these messages (published texts included): the form sends it back. */
export function consentVersionOf(locale: Locale, form: Messages['DownloadForm']): string {
  return consentVersion({ locale, marketingLabel: form.agreeMarketing, privacyLabel: form.agreePrivacy, privacyNote: form.privacyNote });
}

/** The white-paper form's consent texts in one language, as the catalogue holds them. */
export const consentTextFor = perCatalogue(async (locale: Locale): Promise<ConsentText> => {
  const form = (await loadMessages(locale)).DownloadForm;
  const wording: ConsentWording = {
    locale,
    marketingLabel: form.agreeMarketing,
    privacyLabel: form.agreePrivacy,
    privacyNote: form.privacyNote,
  };
  return { ...wording, version: consentVersion(wording), sources: { marketingLabel: null, privacyLabel: null, privacyNote: null } };
});

/** How the consent was given, stored with each record. */
export const CONSENT_METHOD = 'web form checkbox';

import type { Locale } from '@/i18n/routing';

// What the white paper prints the same in every language: the company, its contact details
// (verbatim on the last page, with working links), the offices, colours and the document date.
// Everything a reader reads as prose is in messages/*.json under WhitePaper.

export const COMPANY_NAME = 'Granite Digital';

export const CONTACT = {
  email: 'hello@granitedigital.example',
  phone: '+44 20 7946 0958',
  site: 'granitedigital.example',
} as const;

/** The contact line as printed, each part a link (mailto:, tel:, https:). */
export const CONTACT_LINE = `${CONTACT.email} · ${CONTACT.phone} · ${CONTACT.site}`;

export const CONTACT_LINKS = {
  email: `mailto:${CONTACT.email}`,
  phone: `tel:${CONTACT.phone.replace(/\s/g, '')}`,
  site: `https://${CONTACT.site}`,
} as const;

/** The offices in the order the closing page lists them; their descriptions are catalogue texts. */
export const OFFICES = [
  { key: 'aberdeen', city: 'Aberdeen' },
  { key: 'slough', city: 'Slough' },
] as const;

export const OFFICES_LINE = [COMPANY_NAME, ...OFFICES.map((office) => office.city)].join(' · ');

/** BCP 47 tag written to the PDF catalogue (/Lang), for screen readers and hyphenation. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en-GB', de: 'de-DE', fr: 'fr-FR', nl: 'nl-NL' };

/**
 * Fixed document date so that the same texts always produce identical bytes (and a cached PDF
 * can be compared with a fresh one). Bump deliberately when the structure is revised.
 */
export const DOCUMENT_DATE = new Date('2025-06-02T09:00:00.000Z');

export const COLORS = {
  indigo: '#312e81',
  violet: '#7c3aed',
  violetSoft: '#c4b5fd',
  violetTint: '#f5f3ff',
  violetLine: '#ddd6fe',
  indigoTint: '#eef2ff',
  onIndigo: '#e0e7ff',
  ink: '#1f2937',
  muted: '#6b7280',
  rule: '#e5e7eb',
  zebra: '#f8fafc',
  white: '#ffffff',
} as const;

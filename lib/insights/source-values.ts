import { deviceClasses, knownPath } from '@/lib/insights/paths';

// Where a lead's visit came from, sent with the contact and white-paper forms (captured in the
// browser by lib/insights/capture.ts) and checked on the server (parseSource): known paths only,
// a host name only, bounded UTM values, a click id as a flag. Anything that does not fit is
// dropped (field by field) rather than refusing the enquiry: a lead matters more than its source.
// No zod here: the browser's page-view beacon imports this module on every public page.

export const UTM_MAX = 100;
const HOST = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
// Letters, digits and the usual campaign punctuation; no control characters, quotes or angle brackets.
const UTM = /^[\p{L}\p{N} ._\-+/:|#&()!,]+$/u;

export type VisitSource = {
  page: string | null;
  landing: string | null;
  referrer: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
  clickId: boolean | null;
  device: (typeof deviceClasses)[number] | null;
};

export const emptySource: VisitSource = {
  page: null,
  landing: null,
  referrer: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmTerm: null,
  utmContent: null,
  clickId: null,
  device: null,
};

/** A UTM value as stored: trimmed, inner white space folded, at most 100 characters; null if unusable. */
export function utmValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text || [...text].length > UTM_MAX || !UTM.test(text)) return null;
  return text;
}

/** A host name, lower case, without "www."; null if it is none. */
export function hostValue(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const host = value
    .trim()
    .toLowerCase()
    .replace(/^www\./, '');
  return HOST.test(host) ? host : null;
}

export function parseSource(value: unknown): VisitSource {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return emptySource;
  const raw = value as Record<string, unknown>;
  const device = typeof raw.device === 'string' && (deviceClasses as readonly string[]).includes(raw.device) ? (raw.device as VisitSource['device']) : null;
  return {
    page: knownPath(raw.page) ?? null,
    landing: knownPath(raw.landing) ?? null,
    referrer: hostValue(raw.referrer),
    utmSource: utmValue(raw.utmSource),
    utmMedium: utmValue(raw.utmMedium),
    utmCampaign: utmValue(raw.utmCampaign),
    utmTerm: utmValue(raw.utmTerm),
    utmContent: utmValue(raw.utmContent),
    clickId: raw.clickId === true ? true : raw.clickId === false ? false : null,
    device,
  };
}

/** Known sources by their utm_source or referring host, as people name them. */
const sourceNames: Record<string, string> = {
  linkedin: 'LinkedIn',
  'linkedin.com': 'LinkedIn',
  'lnkd.in': 'LinkedIn',
  google: 'Google',
  'google.com': 'Google',
  facebook: 'Facebook',
  'facebook.com': 'Facebook',
  'm.facebook.com': 'Facebook',
  'l.facebook.com': 'Facebook',
  'lm.facebook.com': 'Facebook',
  fb: 'Facebook',
  instagram: 'Instagram',
  'instagram.com': 'Instagram',
  'l.instagram.com': 'Instagram',
  ig: 'Instagram',
  youtube: 'YouTube',
  'youtube.com': 'YouTube',
  'm.youtube.com': 'YouTube',
  bing: 'Bing',
  'bing.com': 'Bing',
  duckduckgo: 'DuckDuckGo',
  'duckduckgo.com': 'DuckDuckGo',
  ecosia: 'Ecosia',
  'ecosia.org': 'Ecosia',
  yahoo: 'Yahoo',
  'search.yahoo.com': 'Yahoo',
  qwant: 'Qwant',
  'qwant.com': 'Qwant',
  newsletter: 'Newsletter',
  x: 'X',
  'x.com': 'X',
  twitter: 'X',
  'twitter.com': 'X',
  't.co': 'X',
  xing: 'XING',
  'xing.com': 'XING',
  tiktok: 'TikTok',
  'tiktok.com': 'TikTok',
  reddit: 'Reddit',
  'reddit.com': 'Reddit',
};

const knownNames = new Set(Object.values(sourceNames));

/** Whether a name is one of the well-known sources above (always counted, never folded into "other"). */
export function isKnownSourceName(name: string): boolean {
  return knownNames.has(name);
}

const GOOGLE_HOST = /^(?:[a-z]+\.)?google\.[a-z.]+$/;

/** A utm_source or a host as people name it: "google.de", "google" and "Google" are all "Google". */
export function namedSource(value: string): string {
  const lower = value.toLowerCase();
  return sourceNames[lower] ?? (GOOGLE_HOST.test(lower) ? 'Google' : value);
}

/**
 * The source a person would name: the utm_source (known ones spelled properly: "LinkedIn"),
 * else the referring host (google.de reads "Google"), else null for a direct visit.
 */
export function sourceName(source: Pick<VisitSource, 'utmSource' | 'referrer'>): string | null {
  const value = source.utmSource || source.referrer;
  return value ? namedSource(value) : null;
}

/**
 * The key a source is grouped, counted and filtered by: its name in lower case ('' for direct).
 * The label is the key, so Google is one source however the visit arrived.
 */
export function sourceKey(source: Pick<VisitSource, 'utmSource' | 'referrer'>): string {
  return (sourceName(source) ?? '').toLowerCase();
}

/** The columns a submission row keeps its source in (migration …_lead_sources_insights). */
export type SourceColumns = {
  sourcePage?: string | null;
  sourceLanding?: string | null;
  sourceReferrer?: string | null;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  utmTerm?: string | null;
  utmContent?: string | null;
  sourceClickId?: boolean | null;
  sourceDevice?: string | null;
};

/** A stored row's source, or null when it has none (rows from before it was kept). */
export function storedSource(row: SourceColumns): VisitSource | null {
  const source: VisitSource = {
    page: row.sourcePage ?? null,
    landing: row.sourceLanding ?? null,
    referrer: row.sourceReferrer ?? null,
    utmSource: row.utmSource ?? null,
    utmMedium: row.utmMedium ?? null,
    utmCampaign: row.utmCampaign ?? null,
    utmTerm: row.utmTerm ?? null,
    utmContent: row.utmContent ?? null,
    clickId: row.sourceClickId ?? null,
    device: (deviceClasses as readonly (string | null | undefined)[]).includes(row.sourceDevice) ? (row.sourceDevice as VisitSource['device']) : null,
  };
  return Object.values(source).every((value) => value === null) ? null : source;
}

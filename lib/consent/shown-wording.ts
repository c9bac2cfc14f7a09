import 'server-only';
import { locales, type Locale } from '@/i18n/routing';
import { siteCatalogue, type Catalogue } from '@/lib/copy/catalogue';
import { publishedTexts } from '@/lib/copy/store';
import { fits, originalText } from '@/lib/copy/versions';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { CONSENT_KEYS, consentVersion, type ConsentField, type ConsentText, type ConsentWording } from '@/lib/consent/consent-text';

// Which consent wording a visitor was shown. The page names the version it rendered
// (a hash of its wording, consentVersionOf); the server never takes wording from the request: it
// rebuilds the wordings this build can have served, each text the catalogue's or one the team
// published for that key, and keeps the one whose hash matches. A page cached before a publish
// still carries the older wording's version, which stays a candidate, so its record says what
// that visitor read, not what the page says now.

type Candidate = { text: string; copyVersion: number | null };

/**
 * The texts each consent key can have shown in a language: the catalogue's, then each published
 * one (newest first). One query for every language and key.
 */
async function candidates(db: PrismaClient, catalogue: Catalogue): Promise<(locale: Locale, key: string) => Candidate[]> {
  const versions = await db.copyVersion.findMany({
    where: { key: { in: Object.values(CONSENT_KEYS) }, text: { not: null } },
    orderBy: { id: 'desc' },
    select: { id: true, locale: true, key: true, text: true },
  });
  return (locale, key) => {
    const original = originalText(catalogue, locale, key);
    const found: Candidate[] = original === undefined ? [] : [{ text: original, copyVersion: null }];
    for (const { id, text, ...row } of versions) {
      if (row.locale !== locale || row.key !== key || text === null || found.some((c) => c.text === text)) continue;
      // A text this build would not show (an argument it no longer has) cannot have been on screen.
      if (fits(catalogue, locale, key, text)) found.push({ text, copyVersion: id });
    }
    return found;
  };
}

const FIELDS = Object.keys(CONSENT_KEYS) as ConsentField[];

/** Guards against a history so long that its combinations cost more than a request should. */
const MAX_COMBINATIONS = 5_000;

/**
 * The consent wording whose version the page sent, with where each text came from; undefined
 * when no wording this build can show has that version (a page from before a deploy whose
 * catalogue text changed, or a forged value).
 */
export async function shownConsentText(db: PrismaClient, version: string, catalogue: Catalogue = siteCatalogue): Promise<ConsentText | undefined> {
  if (!/^[0-9a-f]{64}$/.test(version)) return undefined;
  const textsOf = await candidates(db, catalogue);
  // The version names its language too: the page's, which need not be the request's.
  for (const locale of locales) {
    const perField = FIELDS.map((field) => textsOf(locale, CONSENT_KEYS[field]));
    if (perField.reduce((n, list) => n * list.length, 1) > MAX_COMBINATIONS) perField.forEach((list) => list.splice(20));
    for (const combination of product(perField)) {
      const wording = Object.fromEntries([['locale', locale], ...FIELDS.map((field, i) => [field, combination[i]!.text])]) as ConsentWording;
      if (consentVersion(wording) !== version) continue;
      const sources = Object.fromEntries(FIELDS.map((field, i) => [field, combination[i]!.copyVersion])) as ConsentText['sources'];
      return { ...wording, version, sources };
    }
  }
  return undefined;
}

/**
 * The wording visitors of a language see now: for a request without a version (a page whose
 * script predates versions). The published text where there is one, else the catalogue's.
 */
export async function currentConsentText(db: PrismaClient, locale: Locale, catalogue: Catalogue = siteCatalogue): Promise<ConsentText> {
  const published = await publishedTexts(db, locale, catalogue);
  const latest = await db.copyVersion.findMany({
    where: { locale, key: { in: Object.values(CONSENT_KEYS) } },
    orderBy: { id: 'desc' },
    select: { id: true, key: true, text: true },
  });
  const entries = FIELDS.map((field) => {
    const key = CONSENT_KEYS[field];
    const text = published[key];
    const copyVersion = text === undefined ? null : (latest.find((row) => row.key === key && row.text === text)?.id ?? null);
    return [field, text ?? originalText(catalogue, locale, key)!, copyVersion] as const;
  });
  const wording = Object.fromEntries([['locale', locale], ...entries.map(([field, text]) => [field, text])]) as ConsentWording;
  const sources = Object.fromEntries(entries.map(([field, , copyVersion]) => [field, copyVersion])) as ConsentText['sources'];
  return { ...wording, version: consentVersion(wording), sources };
}

function* product<T>(lists: T[][], prefix: T[] = []): Generator<T[]> {
  if (prefix.length === lists.length) {
    yield prefix;
    return;
  }
  for (const item of lists[prefix.length]!) yield* product(lists, [...prefix, item]);
}

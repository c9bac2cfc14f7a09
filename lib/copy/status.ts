import 'server-only';
import type { Locale } from '@/i18n/routing';
import { englishHash, siteCatalogue, type Catalogue } from '@/lib/copy/catalogue';
import { currentEnglish, fits, latestVersions, originalText, visibleText } from '@/lib/copy/versions';
import type { PrismaClient } from '@/lib/generated/prisma/client';

// Per language, what the team's status page lists: pending drafts, published texts, and (for
// the translations) keys whose English changed since their text was written. A translation is
// written against the English hash of whichever is newest of its last confirmation and its last
// published version, else against the catalogue's English as this database first saw it.

export type CopyStatusItem = {
  key: string;
  /** This build's text for the key in this language. */
  catalogueText: string;
  /** What visitors see now. */
  currentText: string;
};
export type DraftStatus = CopyStatusItem & { draftText: string; authorName: string; updatedAt: Date };
export type PublishedStatus = CopyStatusItem & {
  /** Null after "back to the original": listed still, so its history stays at hand. */
  publishedText: string | null;
  versionId: number;
  authorName: string;
  publishedAt: Date;
  /** False when the text no longer fits this build's catalogue text: visitors see the catalogue's. */
  applied: boolean;
};
export type OutdatedStatus = CopyStatusItem & {
  englishText: string;
  /** The English the translation was written against, when this database knows its words. */
  oldEnglishText: string | null;
};
export type TranslationStatus = { drafts: DraftStatus[]; published: PublishedStatus[]; outdated: OutdatedStatus[] };

/**
 * Records each catalogue English text as first seen by this database (kept on conflict), so a
 * later build that changes one is told from the English its translations were written against.
 * Returns how many keys were new.
 */
export async function seedCatalogueBaseline(db: PrismaClient, catalogue: Catalogue = siteCatalogue): Promise<number> {
  const data = catalogue.keys().map((key) => ({ key, englishHash: englishHash(catalogue.text('en', key)!) }));
  const { count } = await db.copyCatalogueBaseline.createMany({ data, skipDuplicates: true });
  return count;
}

export async function translationStatus(db: PrismaClient, locale: Locale, catalogue: Catalogue = siteCatalogue): Promise<TranslationStatus> {
  await seedCatalogueBaseline(db, catalogue);
  const drafts = await db.copyDraft.findMany({ where: { locale }, orderBy: { key: 'asc' } });
  const latest = await latestVersions(db, locale);
  const item = (key: string): CopyStatusItem | undefined => {
    const current = visibleText(catalogue, locale, key, latest.get(key)?.text);
    return current === undefined ? undefined : { key, catalogueText: originalText(catalogue, locale, key)!, currentText: current };
  };

  const status: TranslationStatus = { drafts: [], published: [], outdated: [] };
  for (const draft of drafts) {
    const base = item(draft.key);
    if (base) status.drafts.push({ ...base, draftText: draft.text, authorName: draft.authorName, updatedAt: draft.updatedAt });
  }
  for (const version of [...latest.values()].sort((a, b) => compare(a.key, b.key))) {
    const base = item(version.key);
    if (!base) continue;
    status.published.push({
      ...base,
      publishedText: version.text,
      versionId: version.id,
      authorName: version.authorName,
      publishedAt: version.createdAt,
      applied: version.text === null || fits(catalogue, locale, version.key, version.text),
    });
  }
  if (locale !== 'en') status.outdated = await outdated(db, locale, catalogue, latest, item);
  return status;
}

async function outdated(
  db: PrismaClient,
  locale: Locale,
  catalogue: Catalogue,
  latest: Awaited<ReturnType<typeof latestVersions>>,
  item: (key: string) => CopyStatusItem | undefined,
): Promise<OutdatedStatus[]> {
  const english = await currentEnglish(db, catalogue);
  const checks = new Map((await db.copyTranslationCheck.findMany({ where: { locale } })).map((check) => [check.key, check]));
  const baseline = new Map((await db.copyCatalogueBaseline.findMany()).map((row) => [row.key, row.englishHash]));
  const found: { item: Omit<OutdatedStatus, 'oldEnglishText'>; basis: string }[] = [];
  for (const key of [...catalogue.keys()].sort(compare)) {
    const check = checks.get(key);
    const version = latest.get(key);
    const basis =
      check && version
        ? check.confirmedAt >= version.createdAt
          ? check.englishHash
          : version.englishHash
        : (check?.englishHash ?? version?.englishHash ?? baseline.get(key));
    const englishText = english.get(key)!;
    const base = item(key);
    if (base && basis !== undefined && basis !== englishHash(englishText)) found.push({ item: { ...base, englishText }, basis });
  }
  return withOldEnglish(db, catalogue, found);
}

/**
 * Puts the words to each outdated translation's English hash: the English the team published
 * for that key at some point, or this build's catalogue English. A catalogue English of an
 * earlier build was only recorded as a hash: then null.
 */
async function withOldEnglish(
  db: PrismaClient,
  catalogue: Catalogue,
  found: { item: Omit<OutdatedStatus, 'oldEnglishText'>; basis: string }[],
): Promise<OutdatedStatus[]> {
  if (found.length === 0) return [];
  const versions = await db.copyVersion.findMany({
    where: { locale: 'en', key: { in: found.map(({ item }) => item.key) }, text: { not: null } },
    select: { key: true, text: true },
  });
  const known = new Map<string, string>();
  const note = (key: string, text: string | null | undefined) => {
    if (text) known.set(`${key}\u0000${englishHash(text)}`, text);
  };
  for (const { item } of found) note(item.key, catalogue.text('en', item.key));
  for (const version of versions) note(version.key, version.text);
  return found.map(({ item, basis }) => ({ ...item, oldEnglishText: known.get(`${item.key}\u0000${basis}`) ?? null }));
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

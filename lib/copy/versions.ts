import 'server-only';
import type { Locale } from '@/i18n/routing';
import type { Catalogue } from '@/lib/copy/catalogue';
import { checkCopyText } from '@/lib/copy/safety';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';

// What visitors see for a key: its latest published version, unless that is a revert to the
// catalogue (text null) or no longer fits the catalogue text of this build (a new build renamed
// an argument the published text still uses), then the catalogue's text. lib/copy/store.ts
// builds on these.

export type Db = PrismaClient | Prisma.TransactionClient;

export type LatestVersion = { id: number; key: string; text: string | null; englishHash: string; authorName: string; createdAt: Date };

/**
 * The latest version of every key of a language. DISTINCT ON over an order that the index
 * (locale, key, id) gives read backwards: one index scan, however long the history.
 */
export async function latestVersions(db: Db, locale: Locale): Promise<Map<string, LatestVersion>> {
  const rows = await run<LatestVersion>(
    db,
    Prisma.sql`
    SELECT DISTINCT ON ("key") "id", "key", "text", "englishHash", "authorName", "createdAt" AT TIME ZONE 'UTC' AS "createdAt"
    FROM "copy_versions" WHERE "locale" = ${locale}
    ORDER BY "key" DESC, "id" DESC`,
  );
  return new Map(rows.map((row) => [row.key, { ...row, createdAt: new Date(row.createdAt) }]));
}

/** The published text of every key of a language whose latest version has one. */
export async function latestTexts(db: Db, locale: Locale): Promise<Map<string, string>> {
  const rows = await run<{ key: string; text: string }>(
    db,
    Prisma.sql`
    SELECT "key", "text" FROM (
      SELECT DISTINCT ON ("key") "key", "text" FROM "copy_versions" WHERE "locale" = ${locale}
      ORDER BY "key" DESC, "id" DESC
    ) AS "latest"
    WHERE "text" IS NOT NULL`,
  );
  return new Map(rows.map((row) => [row.key, row.text]));
}

/** The catalogue text a published one replaces: the language's own, else the English one. */
export function originalText(catalogue: Catalogue, locale: Locale, key: string): string | undefined {
  return catalogue.text(locale, key) ?? catalogue.text('en', key);
}

// Checked once per text and build: published texts are checked on every page regeneration.
const checked = new WeakMap<Catalogue, Map<string, boolean>>();

/** Whether `text` may stand for the key in this build's catalogue (lib/copy/safety.ts). */
export function fits(catalogue: Catalogue, locale: Locale, key: string, text: string): boolean {
  let known = checked.get(catalogue);
  if (!known) checked.set(catalogue, (known = new Map()));
  const id = `${locale}\u0000${key}\u0000${text}`;
  let verdict = known.get(id);
  if (verdict === undefined) {
    const original = catalogue.text('en', key) === undefined ? undefined : originalText(catalogue, locale, key);
    verdict = original !== undefined && checkCopyText(original, text) === null;
    known.set(id, verdict);
  }
  return verdict;
}

/** What visitors see for the key, given its published text (if any); undefined for no catalogue key. */
export function visibleText(catalogue: Catalogue, locale: Locale, key: string, published: string | null | undefined): string | undefined {
  const original = catalogue.text('en', key) === undefined ? undefined : originalText(catalogue, locale, key);
  if (original === undefined) return undefined;
  return published != null && fits(catalogue, locale, key, published) ? published : original;
}

/** The English text visitors see now, per catalogue key. */
export async function currentEnglish(db: Db, catalogue: Catalogue): Promise<Map<string, string>> {
  const published = await latestTexts(db, 'en');
  return new Map(catalogue.keys().map((key) => [key, visibleText(catalogue, 'en', key, published.get(key))!]));
}

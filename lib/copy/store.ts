import 'server-only';
import { isLocale, locales, type Locale } from '@/i18n/routing';
import { englishHash, siteCatalogue, type Catalogue } from '@/lib/copy/catalogue';
import { checkCopyText, type CopyProblemCode } from '@/lib/copy/safety';
import { currentEnglish, fits, latestTexts, originalText, visibleText, type Db } from '@/lib/copy/versions';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { recordAudit, type AuditActor } from '@/lib/team/audit';

// Published copy: team members' drafts of catalogue texts per language and key, their
// publication as versions every visitor sees, history and revert, and which translations were
// written against an older English text. Every function takes the Prisma client first, like
// lib/team/leads.ts, and the catalogue last (tests hand in a changed build's).

export type CopyStoreCode = CopyProblemCode | 'unknown-locale' | 'unknown-key' | 'unknown-version' | 'not-a-translation';
export type CopyFailure = { ok: false; code: CopyStoreCode };

export type CopyDraftEntry = { locale: string; key: string; text: string; authorName: string; updatedAt: Date };
export type CopyVersionEntry = { id: number; text: string | null; authorName: string; createdAt: Date; revertOf: number | null };

const draftFields = { locale: true, key: true, text: true, authorName: true, updatedAt: true } as const;
const versionFields = { id: true, text: true, authorName: true, createdAt: true, revertOf: true } as const;

/** The language and key of a request, or why they are not ones a text can be published for. */
function target(locale: string, key: string, catalogue: Catalogue): { locale: Locale } | CopyFailure {
  if (!isLocale(locale)) return { ok: false, code: 'unknown-locale' };
  if (catalogue.text('en', key) === undefined) return { ok: false, code: 'unknown-key' };
  return { locale };
}

async function latestText(db: Db, locale: Locale, key: string): Promise<string | null> {
  const latest = await db.copyVersion.findFirst({ where: { locale, key }, orderBy: { id: 'desc' }, select: { text: true } });
  return latest?.text ?? null;
}

/** A colleague's draft of the text, which a save would have replaced unasked. */
export type ColleagueDraft = { ok: false; code: 'colleague-draft'; draft: CopyDraftEntry };

/**
 * Keeps a member's text for (locale, key) as the draft; a text equal to what visitors see now
 * removes the draft instead (draft: null). Checked against the catalogue text of that language.
 *
 * A colleague's draft of the same text is never replaced (nor removed) unasked: the save is
 * refused with that draft, for the editor to show and ask (keep theirs, replace, edit theirs).
 * The member's choice comes back as `replaces`: the `updatedAt` of the draft they saw, so a
 * draft the colleague changed after that is refused again.
 */
export async function saveDraft(
  db: PrismaClient,
  { locale, key, text, user, replaces }: { locale: string; key: string; text: string; user: AuditActor; replaces?: string },
  catalogue: Catalogue = siteCatalogue,
): Promise<{ ok: true; draft: CopyDraftEntry | null } | CopyFailure | ColleagueDraft> {
  const found = target(locale, key, catalogue);
  if ('ok' in found) return found;
  const problem = checkCopyText(originalText(catalogue, found.locale, key)!, text);
  if (problem) return { ok: false, code: problem.code };
  const trimmed = text.trim();
  return db.$transaction(async (tx) => {
    // The draft's row locked (when there is one), so a colleague's save cannot slip in between.
    await run(tx, Prisma.sql`SELECT 1 FROM "copy_drafts" WHERE "locale" = ${locale} AND "key" = ${key} FOR UPDATE`);
    const existing = await tx.copyDraft.findUnique({ where: { locale_key: { locale, key } }, select: { ...draftFields, authorId: true } });
    if (existing && existing.authorId !== user.id && existing.updatedAt.toISOString() !== replaces) {
      const { authorId: _author, ...draft } = existing;
      return { ok: false as const, code: 'colleague-draft' as const, draft };
    }
    if (trimmed === visibleText(catalogue, found.locale, key, await latestText(tx, found.locale, key))) {
      await tx.copyDraft.deleteMany({ where: { locale, key } });
      return { ok: true as const, draft: null };
    }
    const data = { text: trimmed, authorId: user.id, authorName: user.username, updatedAt: new Date() };
    const draft = await tx.copyDraft.upsert({
      where: { locale_key: { locale, key } },
      create: { locale, key, ...data },
      update: data,
      select: draftFields,
    });
    return { ok: true as const, draft };
  });
}

/** The draft of (locale, key), with whether `userId` wrote it; null when there is none. */
export async function findDraft(db: PrismaClient, locale: string, key: string, userId: number): Promise<(CopyDraftEntry & { mine: boolean }) | null> {
  const draft = await db.copyDraft.findUnique({ where: { locale_key: { locale, key } }, select: { ...draftFields, authorId: true } });
  if (!draft) return null;
  const { authorId, ...entry } = draft;
  return { ...entry, mine: authorId === userId };
}

/** Drops the draft of (locale, key); false when there was none. */
export async function discardDraft(db: PrismaClient, { locale, key }: { locale: string; key: string }): Promise<boolean> {
  const { count } = await db.copyDraft.deleteMany({ where: { locale, key } });
  return count > 0;
}

export async function listDrafts(db: PrismaClient, locale: Locale): Promise<CopyDraftEntry[]> {
  return db.copyDraft.findMany({ where: { locale }, orderBy: { key: 'asc' }, select: draftFields });
}

/**
 * key → text of every published text of a language that visitors see instead of the catalogue's.
 * Read on every page regeneration: one indexed query, checks memoised per text.
 */
export async function publishedTexts(db: PrismaClient, locale: Locale, catalogue: Catalogue = siteCatalogue): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const [key, text] of await latestTexts(db, locale)) {
    if (visibleText(catalogue, locale, key, text) === text) texts[key] = text;
  }
  return texts;
}

/**
 * Publishes the drafts of a language (all of them, or those of `keys`) in one transaction and
 * returns the keys whose text changed for visitors. A draft that no longer fits this build's
 * catalogue text stays a draft; one equal to what visitors see is dropped.
 */
export async function publish(
  db: PrismaClient,
  { locale, keys, user }: { locale: Locale; keys?: readonly string[]; user: AuditActor },
  catalogue: Catalogue = siteCatalogue,
): Promise<string[]> {
  return db.$transaction(async (tx) => {
    // Locked: a publish at the same moment waits, then finds them gone, and publishes each once.
    const drafts = await lockDrafts(tx, locale);
    const only = keys && new Set(keys);
    const wanted = drafts.filter((draft) => (!only || only.has(draft.key)) && fits(catalogue, locale, draft.key, draft.text));
    if (wanted.length === 0) return [];
    const changedKeys = await writeVersions(tx, locale, wanted, user, catalogue);
    await tx.copyDraft.deleteMany({ where: { locale, key: { in: wanted.map((draft) => draft.key) } } });
    return changedKeys;
  });
}

/**
 * Publishes given wordings of a language (a scheduled publish's pinned drafts: lib/copy/schedule.ts)
 * in one transaction and returns the keys whose text changed for visitors. A draft that still
 * reads as the wording published goes; a draft written or changed since stays a draft. A wording
 * that no longer fits this build's catalogue text is not published.
 */
export async function publishWordings(
  db: PrismaClient,
  { locale, texts, user }: { locale: Locale; texts: readonly { key: string; text: string }[]; user: AuditActor },
  catalogue: Catalogue = siteCatalogue,
): Promise<string[]> {
  return db.$transaction(async (tx) => {
    const drafts = await lockDrafts(tx, locale);
    const wanted = texts.filter((item) => fits(catalogue, locale, item.key, item.text));
    if (wanted.length === 0) return [];
    const changedKeys = await writeVersions(tx, locale, wanted, user, catalogue);
    const wording = new Map(wanted.map((item) => [item.key, item.text]));
    const done = drafts.filter((draft) => wording.get(draft.key) === draft.text).map((draft) => draft.key);
    if (done.length > 0) await tx.copyDraft.deleteMany({ where: { locale, key: { in: done } } });
    return changedKeys;
  });
}

type Tx = Prisma.TransactionClient;

function lockDrafts(tx: Tx, locale: Locale) {
  return run<{ key: string; text: string }>(
    tx,
    Prisma.sql`
    SELECT "key", "text" FROM "copy_drafts" WHERE "locale" = ${locale} ORDER BY "key" FOR UPDATE`,
  );
}

/** A version for each text that changes what visitors see, and the audit entry; the keys changed. */
async function writeVersions(
  tx: Tx,
  locale: Locale,
  wanted: readonly { key: string; text: string }[],
  user: AuditActor,
  catalogue: Catalogue,
): Promise<string[]> {
  const published = await latestTexts(tx, locale);
  const changed = wanted.filter((draft) => draft.text !== visibleText(catalogue, locale, draft.key, published.get(draft.key)));
  const english = locale === 'en' ? undefined : await currentEnglish(tx, catalogue);
  const createdAt = new Date();
  await tx.copyVersion.createMany({
    data: changed.map(({ key, text }) => ({
      locale,
      key,
      text,
      englishHash: englishHash(english ? english.get(key)! : text),
      authorId: user.id,
      authorName: user.username,
      createdAt,
    })),
  });
  const changedKeys = changed.map((draft) => draft.key);
  if (changedKeys.length > 0) await recordAudit(tx, 'copy-publish', user, { locale, count: changedKeys.length, keys: keyList(changedKeys) }, createdAt);
  return changedKeys;
}

const isId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;

/** The audit entry names the keys (at most 20 of them; the history has every one). */
function keyList(keys: readonly string[]): string {
  return keys.length > 20 ? `${keys.slice(0, 20).join(', ')} … (+${keys.length - 20})` : keys.join(', ');
}

/**
 * Publishes the catalogue text again (toVersionId null) or the text of an earlier version of the
 * same language and key. Nothing is written when visitors see that text already (version: null).
 * A translation goes back to the English it was written against, so it shows as outdated if the
 * English changed since.
 */
export async function revert(
  db: PrismaClient,
  { locale, key, toVersionId, user }: { locale: string; key: string; toVersionId: number | null; user: AuditActor },
  catalogue: Catalogue = siteCatalogue,
): Promise<{ ok: true; version: CopyVersionEntry | null } | CopyFailure> {
  const found = target(locale, key, catalogue);
  if ('ok' in found) return found;
  let text: string | null = null;
  // A restored translation was written against the English of its time, not today's.
  let earlierBasis: string | undefined;
  if (toVersionId !== null) {
    const earlier = isId(toVersionId) ? await db.copyVersion.findUnique({ where: { id: toVersionId } }) : null;
    if (!earlier || earlier.locale !== locale || earlier.key !== key) return { ok: false, code: 'unknown-version' };
    const problem = earlier.text === null ? null : checkCopyText(originalText(catalogue, found.locale, key)!, earlier.text);
    if (problem) return { ok: false, code: problem.code };
    text = earlier.text;
    earlierBasis = earlier.englishHash;
  }
  const before = visibleText(catalogue, found.locale, key, await latestText(db, found.locale, key));
  if (visibleText(catalogue, found.locale, key, text) === before) return { ok: true, version: null };
  const hash = found.locale === 'en' ? englishHash(visibleText(catalogue, 'en', key, text)!) : (earlierBasis ?? (await catalogueBasis(db, key, catalogue)));
  const version = await db.$transaction(async (tx) => {
    const created = await tx.copyVersion.create({
      data: { locale, key, text, englishHash: hash, authorId: user.id, authorName: user.username, revertOf: toVersionId },
      select: versionFields,
    });
    await recordAudit(tx, 'copy-revert', user, { locale, key, version: created.id, to: toVersionId ?? 'catalogue' }, created.createdAt);
    return created;
  });
  return { ok: true, version };
}

/** The English a catalogue translation was written against: the catalogue's as first seen. */
async function catalogueBasis(db: PrismaClient, key: string, catalogue: Catalogue): Promise<string> {
  const baseline = await db.copyCatalogueBaseline.findUnique({ where: { key } });
  return baseline?.englishHash ?? englishHash(catalogue.text('en', key)!);
}

/** Every published change of (locale, key), newest first. */
export async function history(db: PrismaClient, locale: Locale, key: string): Promise<CopyVersionEntry[]> {
  return db.copyVersion.findMany({ where: { locale, key }, orderBy: { id: 'desc' }, select: versionFields });
}

/** A member says the translation of (locale, key) still fits the English text visitors see now. */
export async function confirmTranslation(
  db: PrismaClient,
  { locale, key, user }: { locale: string; key: string; user: AuditActor },
  catalogue: Catalogue = siteCatalogue,
): Promise<{ ok: true } | CopyFailure> {
  const found = target(locale, key, catalogue);
  if ('ok' in found) return found;
  if (found.locale === 'en') return { ok: false, code: 'not-a-translation' };
  const hash = englishHash((await currentEnglish(db, catalogue)).get(key)!);
  const confirmedAt = new Date();
  await db.$transaction(async (tx) => {
    const data = { englishHash: hash, confirmedBy: user.username, confirmedAt };
    await tx.copyTranslationCheck.upsert({ where: { locale_key: { locale, key } }, create: { locale, key, ...data }, update: data });
    await recordAudit(tx, 'copy-confirm', user, { locale, key }, confirmedAt);
  });
  return { ok: true };
}

/** When each (locale, key) was last published or reverted: locale → key → time. */
export async function publicationTimes(db: PrismaClient): Promise<Record<Locale, Record<string, Date>>> {
  const times = Object.fromEntries(locales.map((locale) => [locale, {}])) as Record<Locale, Record<string, Date>>;
  const rows = await db.copyVersion.groupBy({ by: ['locale', 'key'], _max: { createdAt: true } });
  for (const row of rows) {
    if (isLocale(row.locale) && row._max.createdAt) times[row.locale][row.key] = row._max.createdAt;
  }
  return times;
}

export { seedCatalogueBaseline, translationStatus } from '@/lib/copy/status';
export type { TranslationStatus } from '@/lib/copy/status';

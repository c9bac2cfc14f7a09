import 'server-only';
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/routing';
import { bodyImageIds, contentHash, parseBody, type Body } from '@/lib/articles/body';
import { versionText } from '@/lib/articles/body-text';
import { briefDiff } from '@/lib/articles/brief-diff';
import { slugify } from '@/lib/articles/slug';
import { wordDiff, type DiffPart } from '@/lib/copy/diff';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import type { AuditActor } from '@/lib/team/audit';

// Articles: drafts per language, publication as revisions, history and revert,
// scheduled publication, old slugs, and which translations were written against an older English
// version. Every function takes the Prisma client first, like lib/copy/store.ts; they say what
// changed (the paths to expire are lib/articles/expire.ts's business).

export type ArticleStoreCode =
  | 'unknown-locale'
  | 'unknown-article'
  | 'unknown-revision'
  | 'english-first'
  | 'english-unpublished'
  | 'invalid-slug'
  | 'slug-taken'
  | 'image-missing'
  | 'invalid-body'
  | 'not-scheduled'
  | 'nothing-to-publish';
export type ArticleFailure = { ok: false; code: ArticleStoreCode };

type Db = PrismaClient | Prisma.TransactionClient;

/** Segments the index uses under /{lang}/insights, so never an article's slug. */
const RESERVED_SLUGS = new Set(['page', 'tag', 'feed.xml', 'feed', 'opengraph-image']);
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isValidSlug = (slug: string) => slug.length >= 2 && slug.length <= 80 && SLUG.test(slug) && !RESERVED_SLUGS.has(slug);

export { slugify } from '@/lib/articles/slug';

export type DraftInput = {
  articleId?: number;
  locale: string;
  slug: string;
  title: string;
  summary: string;
  body: unknown;
  seoTitle?: string;
  seoDescription?: string;
  tags?: string[];
  coverImageId?: number | null;
  coverAlt?: string;
};

/**
 * Keeps a member's working copy of one language of an article. Without `articleId` a new article
 * is made, in English (every article exists in English first). Tags and cover belong to the
 * article and are changed only when given.
 */
export async function saveArticleDraft(
  db: PrismaClient,
  input: DraftInput,
  user: AuditActor,
): Promise<{ ok: true; articleId: number; translationId: number } | ArticleFailure> {
  if (!isLocale(input.locale)) return { ok: false, code: 'unknown-locale' };
  const locale = input.locale;
  if (input.articleId === undefined && locale !== defaultLocale) return { ok: false, code: 'english-first' };
  if (!isValidSlug(input.slug)) return { ok: false, code: 'invalid-slug' };
  const parsed = parseBody(input.body);
  if (!parsed.ok) return { ok: false, code: 'invalid-body' };
  const images = [...bodyImageIds(parsed.body), ...(input.coverImageId ? [input.coverImageId] : [])];
  if (images.length > 0) {
    const found = await db.articleImage.count({ where: { id: { in: [...new Set(images)] } } });
    if (found !== new Set(images).size) return { ok: false, code: 'image-missing' };
  }
  return db.$transaction(async (tx) => {
    let articleId = input.articleId;
    const articleData = {
      ...(input.tags && { tags: normaliseTags(input.tags) }),
      ...(input.coverImageId !== undefined && { coverImageId: input.coverImageId }),
      ...(input.coverAlt !== undefined && { coverAlt: input.coverAlt.trim() }),
    };
    if (articleId === undefined) {
      const created = await tx.article.create({ data: { authorId: user.id, authorName: user.username, ...articleData }, select: { id: true } });
      articleId = created.id;
    } else {
      const article = await tx.article.findUnique({ where: { id: articleId }, select: { id: true } });
      if (!article) return { ok: false, code: 'unknown-article' } as const;
      if (Object.keys(articleData).length > 0) await tx.article.update({ where: { id: articleId }, data: articleData });
    }
    const existing = await tx.articleTranslation.findUnique({ where: { articleId_locale: { articleId, locale } }, select: { id: true } });
    if (await slugTaken(tx, locale, input.slug, existing?.id)) return { ok: false, code: 'slug-taken' } as const;
    const data = {
      slug: input.slug,
      title: input.title.trim(),
      summary: input.summary.trim(),
      body: parsed.body as unknown as Prisma.InputJsonValue,
      seoTitle: (input.seoTitle ?? '').trim(),
      seoDescription: (input.seoDescription ?? '').trim(),
      draftUpdatedAt: new Date(),
      draftUpdatedByName: user.username,
    };
    const translation = existing
      ? await tx.articleTranslation.update({ where: { id: existing.id }, data, select: { id: true } })
      : await tx.articleTranslation.create({ data: { articleId, locale, ...data }, select: { id: true } });
    return { ok: true, articleId, translationId: translation.id } as const;
  });
}

async function slugTaken(db: Db, locale: Locale, slug: string, translationId: number | undefined): Promise<boolean> {
  const other = await db.articleTranslation.findFirst({ where: { locale, slug, ...(translationId && { NOT: { id: translationId } }) }, select: { id: true } });
  if (other) return true;
  const old = await db.articleSlug.findUnique({ where: { locale_slug: { locale, slug } }, select: { translationId: true } });
  return old !== null && old.translationId !== translationId;
}

export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map((tag) => slugify(tag)).filter((tag) => tag.length > 0 && tag.length <= 40))].slice(0, 8);
}

export type Published = { ok: true; locale: Locale; articleId: number; slug: string; previousSlug: string | null; unchanged: boolean };

/** Publishes the working copy of (article, language): a new revision visitors see from now. */
export async function publishArticle(
  db: PrismaClient,
  { articleId, locale, user, now = new Date() }: { articleId: number; locale: string; user: AuditActor; now?: Date },
): Promise<Published | ArticleFailure> {
  if (!isLocale(locale)) return { ok: false, code: 'unknown-locale' };
  return db.$transaction(async (tx) => {
    const translation = await tx.articleTranslation.findUnique({ where: { articleId_locale: { articleId, locale } }, include: { publishedRevision: true } });
    if (!translation) return { ok: false, code: 'unknown-article' } as const;
    const sourceHash = locale === defaultLocale ? null : await englishHash(tx, articleId);
    if (locale !== defaultLocale && !sourceHash) return { ok: false, code: 'english-unpublished' } as const;
    const body = translation.body as unknown as Body;
    const hash = contentHash({ title: translation.title, summary: translation.summary, body });
    const current = translation.publishedRevision;
    const same =
      current !== null &&
      current.contentHash === hash &&
      current.slug === translation.slug &&
      current.seoTitle === translation.seoTitle &&
      current.seoDescription === translation.seoDescription;
    if (same && translation.sourceHash === sourceHash) {
      await tx.articleTranslation.update({ where: { id: translation.id }, data: { scheduledAt: null } });
      return { ok: true, locale, articleId, slug: translation.slug, previousSlug: null, unchanged: true } as const;
    }
    const revision = same
      ? current
      : await tx.articleRevision.create({
          data: {
            translationId: translation.id,
            slug: translation.slug,
            title: translation.title,
            summary: translation.summary,
            body: translation.body as Prisma.InputJsonValue,
            seoTitle: translation.seoTitle,
            seoDescription: translation.seoDescription,
            contentHash: hash,
            createdById: user.id > 0 ? user.id : null,
            createdByName: user.username,
          },
        });
    await goLive(tx, translation.id, locale, revision.id, translation.slug, translation.publishedAt, sourceHash, now);
    const previousSlug = current && current.slug !== translation.slug ? current.slug : null;
    return { ok: true, locale, articleId, slug: translation.slug, previousSlug, unchanged: false } as const;
  });
}

async function goLive(
  tx: Prisma.TransactionClient,
  translationId: number,
  locale: Locale,
  revisionId: number,
  slug: string,
  publishedAt: Date | null,
  sourceHash: string | null,
  now: Date,
) {
  await tx.articleTranslation.update({
    where: { id: translationId },
    data: { publishedRevisionId: revisionId, publishedAt: publishedAt ?? now, updatedAt: now, scheduledAt: null, sourceHash },
  });
  await tx.articleSlug.upsert({ where: { locale_slug: { locale, slug } }, create: { locale, slug, translationId }, update: {} });
}

async function englishHash(db: Db, articleId: number): Promise<string | null> {
  const english = await db.articleTranslation.findUnique({
    where: { articleId_locale: { articleId, locale: defaultLocale } },
    select: { publishedRevision: { select: { contentHash: true } } },
  });
  return english?.publishedRevision?.contentHash ?? null;
}

/**
 * Publishes revision `revisionId` again, as a new revision (the history keeps both), and makes it
 * the working copy. A working copy that differs from both what is live and what is restored is
 * never lost: it is kept as a revision of kind 'working-copy' first (`kept` names it). A revert to
 * an older slug keeps today's slug redirecting to it.
 */
export async function revertArticle(
  db: PrismaClient,
  { revisionId, user, now = new Date() }: { revisionId: number; user: AuditActor; now?: Date },
): Promise<(Published & { kept: number | null }) | ArticleFailure> {
  return db.$transaction(async (tx) => {
    const old = await tx.articleRevision.findUnique({ where: { id: revisionId }, include: { translation: { include: { publishedRevision: true } } } });
    if (!old) return { ok: false, code: 'unknown-revision' } as const;
    const { translation } = old;
    const locale = translation.locale as Locale;
    if (await slugTaken(tx, locale, old.slug, translation.id)) return { ok: false, code: 'slug-taken' } as const;
    const kept = await keepWorkingCopy(tx, translation, [translation.publishedRevision, old], now);
    const sourceHash = locale === defaultLocale ? null : await englishHash(tx, translation.articleId);
    const revision = await tx.articleRevision.create({
      data: {
        translationId: translation.id,
        slug: old.slug,
        title: old.title,
        summary: old.summary,
        body: old.body as Prisma.InputJsonValue,
        seoTitle: old.seoTitle,
        seoDescription: old.seoDescription,
        contentHash: old.contentHash,
        createdById: user.id > 0 ? user.id : null,
        createdByName: user.username,
        revertOf: old.id,
        createdAt: now,
      },
    });
    await tx.articleTranslation.update({
      where: { id: translation.id },
      data: {
        slug: old.slug,
        title: old.title,
        summary: old.summary,
        body: old.body as Prisma.InputJsonValue,
        seoTitle: old.seoTitle,
        seoDescription: old.seoDescription,
        draftUpdatedAt: now,
        draftUpdatedByName: user.username,
      },
    });
    await goLive(tx, translation.id, locale, revision.id, old.slug, translation.publishedAt, sourceHash, now);
    const previous = translation.publishedRevision?.slug ?? null;
    return {
      ok: true,
      locale,
      articleId: translation.articleId,
      slug: old.slug,
      previousSlug: previous !== old.slug ? previous : null,
      unchanged: false,
      kept,
    } as const;
  });
}

type VersionFields = { slug: string; title: string; summary: string; body: unknown; seoTitle: string; seoDescription: string };
type StoredTranslation = VersionFields & { id: number; draftUpdatedAt: Date; draftUpdatedByName: string | null };

/** Whether two versions read the same to a visitor and a search engine. */
function sameVersion(a: VersionFields & { contentHash?: string }, b: VersionFields): boolean {
  const hash = (v: VersionFields) => contentHash({ title: v.title, summary: v.summary, body: v.body as Body });
  return (a.contentHash ?? hash(a)) === hash(b) && a.slug === b.slug && a.seoTitle === b.seoTitle && a.seoDescription === b.seoDescription;
}

/** Keeps the working copy as a revision unless one of `versions` (or the newest revision) already holds it; its id, or null. */
async function keepWorkingCopy(
  tx: Prisma.TransactionClient,
  translation: StoredTranslation,
  versions: readonly (VersionFields | null)[],
  now: Date,
): Promise<number | null> {
  const newest = await tx.articleRevision.findFirst({ where: { translationId: translation.id }, orderBy: { id: 'desc' } });
  if ([...versions, newest].some((version) => version !== null && sameVersion(version, translation))) return null;
  const kept = await tx.articleRevision.create({
    data: {
      translationId: translation.id,
      kind: 'working-copy',
      slug: translation.slug,
      title: translation.title,
      summary: translation.summary,
      body: translation.body as Prisma.InputJsonValue,
      seoTitle: translation.seoTitle,
      seoDescription: translation.seoDescription,
      contentHash: contentHash({ title: translation.title, summary: translation.summary, body: translation.body as Body }),
      createdById: null,
      // The working copy is the last writer's, whoever restores over it.
      createdByName: translation.draftUpdatedByName ?? '',
      createdAt: new Date(Math.min(translation.draftUpdatedAt.getTime(), now.getTime())),
    },
    select: { id: true },
  });
  return kept.id;
}

/** Asks for the working copy of (article, language) to be published at `at` in `user`'s name; null cancels. */
export async function scheduleArticle(
  db: PrismaClient,
  { articleId, locale, at, user }: { articleId: number; locale: string; at: Date | null; user: AuditActor },
): Promise<{ ok: true } | ArticleFailure> {
  if (!isLocale(locale)) return { ok: false, code: 'unknown-locale' };
  const by = at && user.id > 0 ? { scheduledById: user.id, scheduledByName: user.username } : { scheduledById: null, scheduledByName: null };
  const updated = await db.articleTranslation.updateMany({ where: { articleId, locale }, data: { scheduledAt: at, ...by } });
  return updated.count === 1 ? { ok: true } : { ok: false, code: 'unknown-article' };
}

/** Publishes every version whose time has come (the outbox worker and the cron route); English first, each in the name of the member who scheduled it. */
export async function publishDueArticles(db: PrismaClient, now = new Date()): Promise<Published[]> {
  const due = await db.articleTranslation.findMany({
    where: { scheduledAt: { lte: now } },
    select: { articleId: true, locale: true, scheduledById: true, scheduledByName: true },
    orderBy: [{ scheduledAt: 'asc' }, { id: 'asc' }],
  });
  due.sort((a, b) => Number(b.locale === defaultLocale) - Number(a.locale === defaultLocale));
  const done: Published[] = [];
  for (const { articleId, locale, scheduledById, scheduledByName } of due) {
    // A member removed since keeps their name on it; a schedule older than this column has none.
    const user = { id: scheduledById ?? 0, username: scheduledByName ?? 'schedule' };
    const result = await publishArticle(db, { articleId, locale, user, now });
    // A translation scheduled before its English stays scheduled until the English is out.
    if (result.ok) done.push(result);
  }
  return done;
}

export type RevisionEntry = {
  id: number;
  kind: 'published' | 'working-copy';
  slug: string;
  title: string;
  createdByName: string;
  createdAt: Date;
  revertOf: number | null;
  live: boolean;
  /** Title, summary and text, as a writer compares them (lib/articles/body-text.ts). */
  text: string;
  /** What this revision changed against the one before it, word by word (the first: against nothing). */
  changes: DiffPart[];
};

/** A version's publications, newest first. */
export async function articleHistory(db: PrismaClient, articleId: number, locale: string): Promise<RevisionEntry[]> {
  if (!isLocale(locale)) return [];
  const translation = await db.articleTranslation.findUnique({
    where: { articleId_locale: { articleId, locale } },
    select: { id: true, publishedRevisionId: true },
  });
  if (!translation) return [];
  const rows = await db.articleRevision.findMany({
    where: { translationId: translation.id },
    orderBy: { id: 'desc' },
    // One more than shown: the oldest shown is compared with the one before it.
    take: 51,
    select: { id: true, kind: true, slug: true, title: true, summary: true, body: true, createdByName: true, createdAt: true, revertOf: true },
  });
  const texts = rows.map(versionText);
  return rows.slice(0, 50).map(({ summary: _summary, body: _body, kind, ...row }, index) => ({
    ...row,
    kind: kind === 'working-copy' ? 'working-copy' : 'published',
    live: row.id === translation.publishedRevisionId,
    text: texts[index]!,
    changes: briefDiff(wordDiff(texts[index + 1] ?? '', texts[index]!)),
  }));
}

export type VersionStatus = 'draft' | 'published' | 'changed' | 'scheduled';
export type TeamArticle = {
  id: number;
  authorName: string;
  tags: string[];
  versions: Partial<
    Record<Locale, { title: string; slug: string; status: VersionStatus; outdated: boolean; scheduledAt: Date | null; updatedAt: Date | null }>
  >;
};

/** Every article with the state of each of its languages, newest first (the team's list). */
export async function listTeamArticles(db: PrismaClient): Promise<TeamArticle[]> {
  const rows = await db.article.findMany({
    orderBy: { id: 'desc' },
    include: { translations: { include: { publishedRevision: { select: { contentHash: true, slug: true, seoTitle: true, seoDescription: true } } } } },
  });
  return rows.map((article) => {
    const english = article.translations.find((t) => t.locale === defaultLocale)?.publishedRevision?.contentHash ?? null;
    const versions: TeamArticle['versions'] = {};
    for (const t of article.translations) {
      if (!isLocale(t.locale)) continue;
      const live = t.publishedRevision;
      const draftHash = contentHash({ title: t.title, summary: t.summary, body: t.body as unknown as Body });
      const changed =
        live !== null && (live.contentHash !== draftHash || live.slug !== t.slug || live.seoTitle !== t.seoTitle || live.seoDescription !== t.seoDescription);
      const status: VersionStatus = t.scheduledAt ? 'scheduled' : !live ? 'draft' : changed ? 'changed' : 'published';
      versions[t.locale] = {
        title: t.title,
        slug: t.slug,
        status,
        outdated: t.locale !== defaultLocale && live !== null && english !== null && t.sourceHash !== english,
        scheduledAt: t.scheduledAt,
        updatedAt: t.updatedAt,
      };
    }
    return { id: article.id, authorName: article.authorName, tags: article.tags, versions };
  });
}

export type ArticleDraft = {
  articleId: number;
  locale: Locale;
  slug: string;
  title: string;
  summary: string;
  body: Body;
  seoTitle: string;
  seoDescription: string;
  tags: string[];
  coverImageId: number | null;
  coverAlt: string;
  authorName: string;
  published: boolean;
  scheduledAt: Date | null;
  /** When the working copy was last saved. */
  savedAt: Date;
  /** What visitors see now, as a writer compares it (lib/articles/body-text.ts); null before the first publication. */
  liveText: string | null;
};

/** The working copy of (article, language), or null when that language was never written. */
export async function articleDraft(db: PrismaClient, articleId: number, locale: string): Promise<ArticleDraft | null> {
  if (!isLocale(locale)) return null;
  const t = await db.articleTranslation.findUnique({
    where: { articleId_locale: { articleId, locale } },
    include: { article: true, publishedRevision: { select: { title: true, summary: true, body: true } } },
  });
  if (!t) return null;
  return {
    articleId,
    locale,
    slug: t.slug,
    title: t.title,
    summary: t.summary,
    body: t.body as unknown as Body,
    seoTitle: t.seoTitle,
    seoDescription: t.seoDescription,
    tags: t.article.tags,
    coverImageId: t.article.coverImageId,
    coverAlt: t.article.coverAlt,
    authorName: t.article.authorName,
    published: t.publishedRevisionId !== null,
    scheduledAt: t.scheduledAt,
    savedAt: t.draftUpdatedAt,
    liveText: t.publishedRevision ? versionText(t.publishedRevision) : null,
  };
}

export const articleLocales = locales;

/** The published articles of a language, as link targets for the editor's link dialog. */
export async function publishedArticleLinks(db: PrismaClient, locale: Locale): Promise<{ title: string; href: string }[]> {
  const rows = await db.articleTranslation.findMany({
    where: { locale, publishedRevisionId: { not: null } },
    orderBy: { publishedAt: 'desc' },
    take: 500,
    select: { publishedRevision: { select: { title: true, slug: true } } },
  });
  return rows.flatMap(({ publishedRevision: live }) => (live ? [{ title: live.title, href: `/${locale}/insights/${live.slug}` }] : []));
}

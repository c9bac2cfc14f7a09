import 'server-only';
import { defaultLocale, isLocale, locales, type Locale } from '@/i18n/routing';
import { parseBody, readingMinutes, type Body } from '@/lib/articles/body';
import { buildRendersTexts } from '@/lib/copy/build-texts';
import { building } from '@/lib/copy/preview';
import { getDb } from '@/lib/db/client';
import { noteDatabaseAnswered, noteDatabaseFailure } from '@/lib/db/outage';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';

// What visitors see of the articles: published revisions only, a language only where it was
// written. `next build` (with our own page cache) reads nothing: the server loads the seed and
// expires the article pages when it starts (lib/articles/startup.ts), like the published texts.

export const PAGE_SIZE = 9;

export type ArticleCover = { src: string; width: number; height: number; alt: string };
export type PublicArticle = {
  id: number;
  locale: Locale;
  slug: string;
  title: string;
  summary: string;
  body: Body;
  seoTitle: string;
  seoDescription: string;
  publishedAt: Date;
  updatedAt: Date;
  authorName: string;
  tags: string[];
  cover: ArticleCover | null;
  readingMinutes: number;
  /** The languages this article is published in, with their slugs (this one included). */
  alternates: Partial<Record<Locale, string>>;
};
export type ArticleCard = Omit<PublicArticle, 'body' | 'alternates'>;

export const imagePath = (id: number) => `/api/article-images/${id}`;

const include = {
  publishedRevision: true,
  article: {
    include: {
      author: { select: { displayName: true } },
      coverImage: { select: { id: true, width: true, height: true } },
      translations: { where: { publishedRevisionId: { not: null } }, select: { locale: true, publishedRevision: { select: { slug: true } } } },
    },
  },
} as const;

type Row = NonNullable<Awaited<ReturnType<typeof rowsOf>>>[number];
const rowsOf = (db: PrismaClient, where: object, skip = 0, take = 1) =>
  db.articleTranslation.findMany({
    where: { publishedRevisionId: { not: null }, ...where },
    include,
    orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    skip,
    take,
  });

function toArticle(row: Row): PublicArticle {
  const revision = row.publishedRevision!;
  const parsed = parseBody(revision.body);
  const body: Body = parsed.ok ? parsed.body : { type: 'doc', content: [] };
  const cover = row.article.coverImage;
  const alternates: PublicArticle['alternates'] = {};
  for (const other of row.article.translations) if (isLocale(other.locale) && other.publishedRevision) alternates[other.locale] = other.publishedRevision.slug;
  return {
    id: row.articleId,
    locale: row.locale as Locale,
    slug: revision.slug,
    title: revision.title,
    summary: revision.summary,
    body,
    seoTitle: revision.seoTitle || revision.title,
    seoDescription: revision.seoDescription || revision.summary,
    publishedAt: row.publishedAt!,
    updatedAt: row.updatedAt ?? row.publishedAt!,
    authorName: bylineOf(row.article),
    tags: row.article.tags,
    cover: cover ? { src: imagePath(cover.id), width: cover.width, height: cover.height, alt: row.article.coverAlt } : null,
    readingMinutes: readingMinutes(body, revision.title),
    alternates,
  };
}

/** The organisation writes when no member's chosen name is known. */
export const ORGANISATION_AUTHOR = 'Granite Digital';

/**
 * The byline: the seed's author as written, else the member's display name. Never the login name
 * (`authorName` keeps it for the team's list): without a display name, or once the member's
 * account is removed, the article is the organisation's.
 */
function bylineOf(article: { seedKey: string | null; authorName: string; author: { displayName: string | null } | null }): string {
  if (article.seedKey) return article.authorName;
  return article.author?.displayName?.trim() || ORGANISATION_AUTHOR;
}

const card = ({ body: _body, alternates: _alternates, ...rest }: PublicArticle): ArticleCard => rest;

/** Runs a read for a page; while building (own page cache) or without a database: `fallback`. */
async function read<T>(what: string, fallback: T, query: (db: PrismaClient) => Promise<T>): Promise<T> {
  if (building() && !buildRendersTexts()) return fallback;
  try {
    const result = await query(await getDb());
    noteDatabaseAnswered();
    return result;
  } catch (error) {
    if (building()) throw error;
    // The page's render fails; it goes out as 503 with Retry-After (lib/db/outage.ts), or the
    // page cache serves the copy it has (lib/page-cache/handler.mjs).
    noteDatabaseFailure();
    log.error('articles unavailable', { what, error: errorText(error) });
    throw error;
  }
}

export type ArticlePage = { items: ArticleCard[]; page: number; pages: number; tags: string[] };

/** One page of a language's index, newest first, optionally of one tag. */
export function articleIndex(
  locale: Locale,
  { page = 1, tag, pageSize = PAGE_SIZE }: { page?: number; tag?: string; pageSize?: number } = {},
): Promise<ArticlePage> {
  return read('index', { items: [], page, pages: 1, tags: [] }, async (db) => {
    const where = { locale, ...(tag && { article: { tags: { has: tag } } }) };
    const [total, rows, tags] = await Promise.all([
      db.articleTranslation.count({ where: { publishedRevisionId: { not: null }, ...where } }),
      rowsOf(db, where, (page - 1) * pageSize, pageSize),
      languageTags(db, locale),
    ]);
    return { items: rows.map(toArticle).map(card), page, pages: Math.max(1, Math.ceil(total / pageSize)), tags };
  });
}

async function languageTags(db: PrismaClient, locale: Locale): Promise<string[]> {
  const rows = await db.article.findMany({ where: { translations: { some: { locale, publishedRevisionId: { not: null } } } }, select: { tags: true } });
  return [...new Set(rows.flatMap((row) => row.tags))].sort();
}

/** The newest `count` articles of a language (the home page, the feed). */
export function newestArticles(locale: Locale, count: number): Promise<PublicArticle[]> {
  return read('newest', [], async (db) => (await rowsOf(db, { locale }, 0, count)).map(toArticle));
}

export type ArticleLookup = { kind: 'article'; article: PublicArticle } | { kind: 'moved'; slug: string } | null;

/** The article published at /{locale}/insights/{slug}, where an old slug has moved to, or null. */
export function articleBySlug(locale: Locale, slug: string): Promise<ArticleLookup> {
  return read('article', null, async (db) => {
    const known = await db.articleSlug.findUnique({ where: { locale_slug: { locale, slug } }, select: { translationId: true } });
    if (!known) return null;
    const [row] = await rowsOf(db, { id: known.translationId });
    if (!row) return null;
    const article = toArticle(row);
    return article.slug === slug ? { kind: 'article', article } : { kind: 'moved', slug: article.slug };
  });
}

export type SitemapArticle = { locale: Locale; slug: string; updatedAt: Date; alternates: Partial<Record<Locale, string>> };

/** Every published version of every article (the sitemap, generateStaticParams). */
export function allPublished(): Promise<SitemapArticle[]> {
  return read('all', [], async (db) => {
    const rows = await db.articleTranslation.findMany({ where: { publishedRevisionId: { not: null } }, include, orderBy: { id: 'asc' } });
    return rows.map(toArticle).map(({ locale, slug, updatedAt, alternates }) => ({ locale, slug, updatedAt, alternates }));
  });
}

/** Every tag of a language's published articles. */
export function articleTags(locale: Locale): Promise<string[]> {
  return read('tags', [], (db) => languageTags(db, locale));
}

/** hreflang alternates of an article between its real translations; x-default is English (always there). */
export function articleAlternates(alternates: Partial<Record<Locale, string>>, url: (locale: Locale, slug: string) => string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const locale of locales) {
    const slug = alternates[locale];
    if (slug) out[locale] = url(locale, slug);
  }
  const english = alternates[defaultLocale];
  if (english) out['x-default'] = url(defaultLocale, english);
  return out;
}

import 'server-only';
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { isLocale, locales, type Locale } from '@/i18n/routing';
import { contentHash, parseBody, type Body, type BodyNode, type Mark } from '@/lib/articles/body';
import { encodeImage } from '@/lib/articles/images';
import seed from '@/lib/articles/seed/articles.json';
import type { Prisma, PrismaClient } from '@/lib/generated/prisma/client';
import { log } from '@/lib/log';

// The first articles (lib/articles/seed/articles.json), loaded into the database once, when the
// server starts: each keeps its `seedKey`, so a later start neither loads it again nor undoes
// what the team changed. Data, not code: the team edits and republishes them like any article.

type SeedBlock = [string, string | string[]];
/** `formerSlugs`: slugs the version was once published under, which keep answering with a 308 to `slug`. */
type SeedVersion = { slug: string; formerSlugs?: string[]; title: string; summary: string; blocks: SeedBlock[] };
type SeedCover = { from: string; to: string; motif: 'nodes' | 'bars' };
type SeedArticle = { key: string; publishedAt: string; author: string; tags: string[]; cover: SeedCover; versions: Partial<Record<Locale, SeedVersion>> };

export const seedArticles = (seed as unknown as { articles: SeedArticle[] }).articles;

/** `**bold**` and `[label](/path)` inside a seed text, as text nodes; paths get the language. */
export function seedInline(text: string, locale: Locale): BodyNode[] {
  const nodes: BodyNode[] = [];
  const pattern = /\*\*(.+?)\*\*|\[(.+?)\]\((\/[^)]*)\)/g;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > at) nodes.push({ type: 'text', text: text.slice(at, match.index) });
    const marks: Mark[] = match[1] !== undefined ? [{ type: 'bold' }] : [{ type: 'link', attrs: { href: `/${locale}${match[3]}` } }];
    nodes.push({ type: 'text', text: match[1] ?? match[2]!, marks });
    at = match.index + match[0].length;
  }
  if (at < text.length) nodes.push({ type: 'text', text: text.slice(at) });
  return nodes;
}

/** A seed version's blocks as the editor's JSON. */
export function seedBody(blocks: readonly SeedBlock[], locale: Locale): Body {
  const paragraph = (text: string): BodyNode => ({ type: 'paragraph', content: seedInline(text, locale) });
  const content = blocks.map(([kind, value]): BodyNode => {
    const items = Array.isArray(value) ? value : [value];
    switch (kind) {
      case 'h2':
        return { type: 'heading', attrs: { level: 2 }, content: seedInline(items[0]!, locale) };
      case 'quote':
        return { type: 'blockquote', content: [paragraph(items[0]!)] };
      case 'ul':
      case 'ol':
        return { type: kind === 'ul' ? 'bulletList' : 'orderedList', content: items.map((item) => ({ type: 'listItem', content: [paragraph(item)] })) };
      default:
        return paragraph(items[0]!);
    }
  });
  const parsed = parseBody({ type: 'doc', content });
  if (!parsed.ok) throw new Error(`seed article body is not valid: ${JSON.stringify(parsed.issues)}`);
  return parsed.body;
}

/** A cover drawn from the seed's colours and motif, 1600×900. */
export async function seedCover({ from, to, motif }: SeedCover): Promise<Buffer> {
  const shapes =
    motif === 'bars'
      ? [260, 420, 340, 560, 480, 680]
          .map((h, i) => `<rect x="${220 + i * 200}" y="${780 - h}" width="120" height="${h}" rx="16" fill="#fff" fill-opacity="${0.18 + i * 0.1}"/>`)
          .join('')
      : [
          [300, 300, 70],
          [700, 200, 50],
          [1100, 380, 90],
          [1350, 640, 60],
          [820, 620, 110],
          [420, 680, 55],
        ]
          .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" fill-opacity="0.28"/>`)
          .join('') +
        '<path d="M300 300L700 200L1100 380L1350 640L820 620L420 680L300 300M700 200L820 620M1100 380L820 620" stroke="#fff" stroke-opacity="0.5" stroke-width="6" fill="none"/>';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/>${shapes}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A seed article's cover as stored: the WebP made from its colours ahead of time
 * (lib/articles/seed/covers, so a start-up does not spend seconds drawing it), or drawn and
 * encoded now where that file is not shipped.
 */
async function coverBytes(item: SeedArticle): Promise<{ data: Buffer; width: number; height: number } | null> {
  const file = await readFile(/* turbopackIgnore: true */ path.join(process.cwd(), 'lib', 'articles', 'seed', 'covers', `${item.key}.webp`)).catch(() => null);
  if (!file) {
    const drawn = await encodeImage(await seedCover(item.cover));
    return drawn.ok ? drawn : null;
  }
  const { width = 1600, height = 900 } = await sharp(file).metadata();
  return { data: file, width, height };
}

// One key for "loading the seed" among every instance sharing the database: instances that start
// together take turns per article (a transaction-level lock, so it also holds behind PgBouncer in
// transaction mode), and the one that comes second finds the article there and adds nothing.
const SEED_LOCK = 0x6772_7365; // "grse"

/** Loads the seed articles the database does not have yet. Returns how many it loaded. */
export async function loadSeedArticles(db: PrismaClient, articles: readonly SeedArticle[] = seedArticles): Promise<number> {
  let loaded = 0;
  for (const item of articles) {
    if (await db.article.findUnique({ where: { seedKey: item.key }, select: { id: true } })) continue;
    const cover = await coverBytes(item);
    const at = new Date(item.publishedAt);
    const added = await db.$transaction(
      async (tx) => {
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK}::int, hashtext(${item.key}))`;
        if (await tx.article.findUnique({ where: { seedKey: item.key }, select: { id: true } })) return false;
        let coverId: number | null = null;
        if (cover) {
          const sha256 = createHash('sha256').update(cover.data).digest('hex');
          const existing = await tx.articleImage.findFirst({ where: { sha256 }, select: { id: true } });
          coverId = (
            existing ??
            (await tx.articleImage.create({
              data: { mime: 'image/webp', width: cover.width, height: cover.height, bytes: new Uint8Array(cover.data), sha256 },
              select: { id: true },
            }))
          ).id;
        }
        const article = await tx.article.create({
          data: { seedKey: item.key, authorName: item.author, tags: item.tags, coverImageId: coverId, createdAt: at, updatedAt: at },
        });
        let englishHash: string | null = null;
        for (const locale of locales) {
          const version = item.versions[locale];
          if (!version || !isLocale(locale)) continue;
          const body = seedBody(version.blocks, locale);
          const hash = contentHash({ title: version.title, summary: version.summary, body });
          if (locale === 'en') englishHash = hash;
          const json = body as unknown as Prisma.InputJsonValue;
          const text = { slug: version.slug, title: version.title, summary: version.summary, body: json };
          const translation = await tx.articleTranslation.create({
            data: { articleId: article.id, locale, ...text, draftUpdatedAt: at, draftUpdatedByName: item.author },
          });
          const revision = await tx.articleRevision.create({
            data: { translationId: translation.id, ...text, contentHash: hash, createdByName: item.author, createdAt: at },
          });
          await tx.articleTranslation.update({
            where: { id: translation.id },
            data: { publishedRevisionId: revision.id, publishedAt: at, updatedAt: at, sourceHash: locale === 'en' ? null : englishHash },
          });
          await tx.articleSlug.create({ data: { locale, slug: version.slug, translationId: translation.id, createdAt: at } });
          for (const slug of version.formerSlugs ?? []) await tx.articleSlug.create({ data: { locale, slug, translationId: translation.id, createdAt: at } });
        }
        return true;
      },
      { maxWait: 30_000, timeout: 60_000 },
    );
    if (added) loaded += 1;
  }
  if (loaded > 0) log.info('seed articles loaded', { articles: loaded });
  return loaded;
}

/**
 * Brings seed translations nobody has touched up to the seed's current wording (a rewrite of the
 * seed reaches databases that loaded an earlier one): a translation whose every revision is the
 * seed's own (by the seed's author) and whose draft is what it published gets the new wording
 * as a new revision, under the new slug if it changed (the old one keeps redirecting). Anything
 * a member has edited, drafted or published stays as it is. Returns how many it rewrote.
 */
export async function refreshSeedArticles(db: PrismaClient, articles: readonly SeedArticle[] = seedArticles, now = new Date()): Promise<number> {
  let refreshed = 0;
  for (const item of articles) {
    const article = await db.article.findUnique({
      where: { seedKey: item.key },
      select: {
        translations: {
          select: {
            id: true,
            locale: true,
            slug: true,
            title: true,
            summary: true,
            body: true,
            publishedRevisionId: true,
            revisions: { orderBy: { id: 'asc' } },
          },
        },
      },
    });
    if (!article) continue;
    let englishHash: string | null = null;
    // English first: the translations record the English revision they were written against.
    for (const locale of locales) {
      const version = item.versions[locale];
      const translation = article.translations.find((row) => row.locale === locale);
      if (!version || !translation) continue;
      const published = translation.revisions.find((revision) => revision.id === translation.publishedRevisionId);
      const untouched =
        published !== undefined &&
        translation.revisions.every((revision) => revision.createdByName === item.author) &&
        translation.revisions.at(-1)?.id === published.id &&
        translation.slug === published.slug &&
        translation.title === published.title &&
        translation.summary === published.summary &&
        JSON.stringify(translation.body) === JSON.stringify(published.body);
      const body = seedBody(version.blocks, locale);
      const hash = contentHash({ title: version.title, summary: version.summary, body });
      if (!untouched || published.contentHash === hash) {
        if (locale === 'en') englishHash = published?.contentHash ?? null;
        continue;
      }
      const done = await db.$transaction(async (tx) => {
        // Instances starting together take turns; the second finds the revision already made.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SEED_LOCK}::int, hashtext(${item.key}))`;
        const latest = await tx.articleRevision.findFirst({ where: { translationId: translation.id }, orderBy: { id: 'desc' }, select: { id: true } });
        if (latest?.id !== published.id) return false;
        const taken = await tx.articleSlug.findUnique({ where: { locale_slug: { locale, slug: version.slug } }, select: { translationId: true } });
        const slug = taken && taken.translationId !== translation.id ? translation.slug : version.slug;
        const text = { slug, title: version.title, summary: version.summary, body: body as unknown as Prisma.InputJsonValue };
        const revision = await tx.articleRevision.create({
          data: { translationId: translation.id, ...text, contentHash: hash, createdByName: item.author, createdAt: now },
        });
        await tx.articleTranslation.update({
          where: { id: translation.id },
          data: {
            ...text,
            publishedRevisionId: revision.id,
            updatedAt: now,
            draftUpdatedAt: now,
            draftUpdatedByName: item.author,
            ...(locale === 'en' ? {} : { sourceHash: englishHash }),
          },
        });
        if (!taken) await tx.articleSlug.create({ data: { locale, slug, translationId: translation.id, createdAt: now } });
        return true;
      });
      if (locale === 'en') englishHash = hash;
      if (done) refreshed += 1;
    }
  }
  if (refreshed > 0) log.info('seed articles refreshed', { translations: refreshed });
  return refreshed;
}

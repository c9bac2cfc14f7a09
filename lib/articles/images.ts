import 'server-only';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import type { ImageWidth } from '@/lib/articles/image-widths';

// Images of articles, stored in the database (table article_images) so a single box and a
// deployment with several instances behave the same; served by app/api/article-images/[id].
// What is stored is never the upload: sharp decodes it (its type decided by content, not by
// name or header), strips metadata, bounds its size and writes it again as WebP.

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
/** Wider images are scaled down: the article column is at most 768 px wide (1536 on 2x screens). */
export const MAX_WIDTH = 1600;
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif']);

export type ImageProblem = 'too-large' | 'not-an-image' | 'unsupported-image';
export type StoredImage = { id: number; width: number; height: number; src: string };

/** Re-encodes an upload as WebP at most MAX_WIDTH wide, or says why it cannot be an article image. */
export async function encodeImage(
  bytes: Uint8Array,
): Promise<{ ok: true; data: Buffer; width: number; height: number } | { ok: false; problem: ImageProblem }> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, problem: 'too-large' };
  let format: string | undefined;
  try {
    format = (await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
  if (!format || !ACCEPTED.has(format)) return { ok: false, problem: 'unsupported-image' };
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize({ width: MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, data, width: info.width, height: info.height };
  } catch {
    return { ok: false, problem: 'not-an-image' };
  }
}

/** Stores an upload (once per content: the same bytes give the same image). */
export async function storeImage(
  db: PrismaClient,
  bytes: Uint8Array,
  createdById: number | null,
): Promise<{ ok: true; image: StoredImage } | { ok: false; problem: ImageProblem }> {
  const encoded = await encodeImage(bytes);
  if (!encoded.ok) return encoded;
  const sha256 = createHash('sha256').update(encoded.data).digest('hex');
  const existing = await db.articleImage.findFirst({ where: { sha256 }, select: { id: true, width: true, height: true } });
  const row =
    existing ??
    (await db.articleImage.create({
      data: { mime: 'image/webp', width: encoded.width, height: encoded.height, bytes: new Uint8Array(encoded.data), sha256, createdById },
      select: { id: true, width: true, height: true },
    }));
  return { ok: true, image: { ...row, src: `/api/article-images/${row.id}` } };
}

export type ImageRow = { mime: string; bytes: Uint8Array; sha256: string };

export async function readImage(db: PrismaClient, id: number): Promise<ImageRow | null> {
  const row = await db.articleImage.findUnique({ where: { id }, select: { mime: true, bytes: true, sha256: true } });
  if (row) keepImage(id, row);
  return row;
}

// The images served lately, kept in this process so they are still served while the database is
// away (rows never change: a kept copy cannot be outdated). Bounded by bytes, oldest out first.
const KEPT_IMAGE_BYTES = 32 * 1024 * 1024;
const keptImages = new Map<number, ImageRow>();
let keptBytes = 0;

function keepImage(id: number, row: ImageRow): void {
  const previous = keptImages.get(id);
  if (previous) {
    keptImages.delete(id);
    keptBytes -= previous.bytes.byteLength;
  }
  if (row.bytes.byteLength > KEPT_IMAGE_BYTES / 4) return;
  keptImages.set(id, row);
  keptBytes += row.bytes.byteLength;
  while (keptBytes > KEPT_IMAGE_BYTES) {
    const [oldest, oldRow] = keptImages.entries().next().value!;
    keptImages.delete(oldest);
    keptBytes -= oldRow.bytes.byteLength;
  }
}

/** The copy of image `id` this process served last, for when the database cannot be read. */
export function keptImage(id: number): ImageRow | undefined {
  return keptImages.get(id);
}

// Narrower copies, made on the first request for them and kept in this process (a browser and
// any shared cache keep them for a year: they never change). Bounded: the fixed widths of
// image-widths.ts, and the oldest copies dropped past KEPT_COPIES.
const KEPT_COPIES = 64;
const copies = new Map<string, Promise<Buffer>>();

/** The image `sha256` (stored as `bytes`) scaled down to `width`, as WebP. */
export function narrowerCopy(sha256: string, bytes: Uint8Array, width: ImageWidth): Promise<Buffer> {
  const key = `${sha256}:${width}`;
  const kept = copies.get(key);
  if (kept) return kept;
  const made = sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  copies.set(key, made);
  made.catch(() => copies.delete(key));
  while (copies.size > KEPT_COPIES) copies.delete(copies.keys().next().value!);
  return made;
}

/**
 * Whether visitors may see image `id`: only while a published version shows it (in its text, or
 * as the cover of an article with a published language). An upload for a draft stays the
 * team's until then, whatever its id (ids are sequential, so guessing one must reveal nothing).
 */
export async function imageIsPublic(db: PrismaClient, id: number): Promise<boolean> {
  // The src as it is stored in a body's JSON, quotes included, so image 4 never matches 41.
  const src = JSON.stringify(`/api/article-images/${id}`);
  const rows = await db.$queryRaw<{ public: boolean }[]>`
    SELECT (
      EXISTS (
        SELECT 1 FROM "article_translations" t JOIN "article_revisions" r ON r."id" = t."publishedRevisionId"
        WHERE strpos(r."body"::text, ${src}) > 0
      ) OR EXISTS (
        SELECT 1 FROM "articles" a JOIN "article_translations" t ON t."articleId" = a."id"
        WHERE a."coverImageId" = ${id} AND t."publishedRevisionId" IS NOT NULL
      )
    ) AS "public"`;
  return rows[0]?.public === true;
}

import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { withTexts } from '@/lib/copy/messages';
import { publishedTexts } from '@/lib/copy/store';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';
import { loadMessages } from '@/lib/server-i18n';
import { renderWhitePaperInPool } from '@/lib/work-pool';

// The white paper a visitor downloads: rendered from the catalogue with the team's published
// texts of that language, like a page.
//
// Cached per language in this process, keyed by the published WhitePaper.* texts of that
// language. They are read on every download (the one indexed query a page regeneration makes),
// so publishing or reverting a white-paper text in one language changes that language's key and
// the next download renders the new wording; the other languages, and publishes of other texts,
// keep their PDF. Nothing has to be told about a publish, on this instance or any other. One
// entry per language: a new wording replaces the old PDF.

const NAMESPACE = 'WhitePaper.';

type Entry = { key: string; pdf: Promise<Uint8Array> };
const cache = new Map<Locale, Entry>();
/** While the database cannot be read: how long the catalogue's PDF is reused before the texts are asked again. */
export const OUTAGE_PDF_MS = 60_000;
type OutageEntry = { pdf: Promise<Uint8Array>; until: number };
const outage = new Map<Locale, OutageEntry>();

/**
 * `db` is asked for the client here, so a database that cannot be opened is handled too. A render
 * runs in the work pool on `visitor`'s allowance (their address; lib/work-pool) and throws
 * WorkRefused when the pool refuses it; a refused render is not kept, like a failed one.
 */
export async function whitePaperPdf(db: () => Promise<PrismaClient>, locale: Locale, now: () => number = Date.now, visitor = 'site'): Promise<Uint8Array> {
  let texts: Record<string, string>;
  try {
    texts = Object.fromEntries(Object.entries(await publishedTexts(await db(), locale)).filter(([key]) => key.startsWith(NAMESPACE)));
  } catch (error) {
    return duringOutage(locale, error, now(), visitor);
  }
  outage.delete(locale);
  const key = fingerprint(texts);
  const cached = cache.get(locale);
  if (cached?.key === key) return cached.pdf;
  const pdf = loadMessages(locale).then((messages) => renderWhitePaperInPool('white-paper-download', visitor, locale, withTexts(messages, texts)));
  cache.set(locale, { key, pdf });
  // A failed render is not kept: the next download tries again.
  pdf.catch(() => {
    if (cache.get(locale)?.pdf === pdf) cache.delete(locale);
  });
  return pdf;
}

/**
 * The database cannot be read. A render costs about a second of CPU and a download link works
 * for seven days, so an outage must not turn downloads into a render each: the last PDF with
 * published texts is served if this process has one, else the catalogue's, rendered once per
 * language and reused for OUTAGE_PDF_MS (then the texts are asked again).
 */
function duringOutage(locale: Locale, error: unknown, at: number, visitor: string): Promise<Uint8Array> {
  const last = cache.get(locale);
  if (last) return last.pdf;
  const reused = outage.get(locale);
  if (reused && reused.until > at) return reused.pdf;
  log.error('published texts unavailable: white paper from the catalogue', { locale, error: errorText(error) });
  const pdf = loadMessages(locale).then((messages) => renderWhitePaperInPool('white-paper-download', visitor, locale, messages));
  outage.set(locale, { pdf, until: at + OUTAGE_PDF_MS });
  pdf.catch(() => {
    if (outage.get(locale)?.pdf === pdf) outage.delete(locale);
  });
  return pdf;
}

function fingerprint(texts: Record<string, string>): string {
  const sorted = Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

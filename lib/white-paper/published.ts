import 'server-only';
import { createHash } from 'node:crypto';
import type { Locale } from '@/i18n/routing';
import { withTexts } from '@/lib/copy/messages';
import { publishedTexts } from '@/lib/copy/store';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { errorText, log } from '@/lib/log';
import { loadMessages } from '@/lib/server-i18n';
import { renderWhitePaper } from './render';

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

/** `db` is asked for the client here, so a database that cannot be opened is handled too. */
export async function whitePaperPdf(db: () => Promise<PrismaClient>, locale: Locale): Promise<Uint8Array> {
  let texts: Record<string, string>;
  try {
    texts = Object.fromEntries(Object.entries(await publishedTexts(await db(), locale)).filter(([key]) => key.startsWith(NAMESPACE)));
  } catch (error) {
    // Not cached: the published wording comes back with the database.
    log.error('published texts unavailable: white paper from the catalogue', { locale, error: errorText(error) });
    return renderWhitePaper(locale, await loadMessages(locale));
  }
  const key = fingerprint(texts);
  const cached = cache.get(locale);
  if (cached?.key === key) return cached.pdf;
  const pdf = loadMessages(locale).then((messages) => renderWhitePaper(locale, withTexts(messages, texts)));
  cache.set(locale, { key, pdf });
  // A failed render is not kept: the next download tries again.
  pdf.catch(() => {
    if (cache.get(locale)?.pdf === pdf) cache.delete(locale);
  });
  return pdf;
}

function fingerprint(texts: Record<string, string>): string {
  const sorted = Object.entries(texts).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

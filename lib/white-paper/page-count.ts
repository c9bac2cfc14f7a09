import 'server-only';
import { createHash } from 'node:crypto';
import type { Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { renderWhitePaper } from './render';

// How many pages the white paper has, for the words that announce it („Kostenloses PDF, 10
// Seiten“): counted in the document rendered from the same messages as the page (catalogue,
// published texts, and in publish mode the drafts), never typed into the copy. Remembered per
// wording of the paper, so a page regenerated without a white-paper change renders nothing.

const counts = new Map<string, Promise<number>>();
/** The published wording and a few drafts per language; the oldest is forgotten first. */
const KEEP = 8;

export function whitePaperPageCount(locale: Locale, messages: Messages): Promise<number> {
  const key = `${locale}:${createHash('sha256')
    .update(JSON.stringify((messages as { WhitePaper?: unknown }).WhitePaper ?? null))
    .digest('hex')}`;
  let count = counts.get(key);
  if (!count) {
    count = renderWhitePaper(locale, messages).then(countPages);
    counts.set(key, count);
    if (counts.size > KEEP) counts.delete(counts.keys().next().value!);
    count.catch(() => counts.delete(key));
  }
  return count;
}

/** The pages of a PDF as react-pdf (pdfkit) writes it: one `/Type /Page` object each. */
export function countPages(pdf: Uint8Array): number {
  return (
    Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []
  ).length;
}

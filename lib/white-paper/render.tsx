import { renderToBuffer } from '@react-pdf/renderer';
import type { Messages } from 'next-intl';
import type { Locale } from '@/i18n/routing';
import { WhitePaperDocument, type PagePlan } from './document';
import { prepareFonts } from './fonts';
import { paperTexts } from './texts';

/**
 * The white paper in one language from that language's messages (the catalogue with the team's
 * published texts: lib/white-paper/published.ts). The same messages always give the same bytes
 * (fixed dates, deterministic font subsets), whatever this process rendered before (fonts.ts).
 */
export async function renderWhitePaper(locale: Locale, messages: Messages): Promise<Uint8Array> {
  await prepareFonts();
  const t = paperTexts(locale, messages);
  // Two passes: the contents page needs the page of every section, which only layout knows.
  const measured: PagePlan = new Map();
  await renderToBuffer(<WhitePaperDocument t={t} plan={measured} />);
  const placed: PagePlan = new Map();
  const pdf = await renderToBuffer(<WhitePaperDocument t={t} known={measured} plan={placed} />);
  for (const [id, page] of measured) {
    if (placed.get(id) !== page) throw new Error(`White paper layout error: "${id}" moved from page ${page} to ${placed.get(id)} between passes`);
  }
  return new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

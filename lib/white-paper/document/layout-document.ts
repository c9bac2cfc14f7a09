import { PDFDocument } from 'pdf-lib';

import type { WhitePaperContent } from '../content/types';
import { embedFonts } from '../layout/fonts';
import { Measurer } from '../layout/measurer';
import { Writer } from '../layout/writer';
import { fillContents, reserveContents, type TocEntry } from '../pages/contents';
import { renderClosing } from '../pages/closing';
import { renderCover } from '../pages/cover';
import { drawFooters } from '../pages/running-footer';
import { renderSection } from '../pages/section';
import { sanitizeText } from '../text';
import { setMetadata } from './metadata';

export interface LayoutResult {
  doc: PDFDocument;
  pageCount: number;
  toc: TocEntry[];
}

/**
 * Lay the document out. The first pass only measures (page count and the page
 * of every section); the second pass draws the contents page and the footers in
 * reading order, so extracted text flows naturally.
 */
export async function layoutDocument(content: WhitePaperContent, known?: LayoutResult): Promise<LayoutResult> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc);
  setMetadata(doc, content);

  const w = new Writer(doc, fonts, new Measurer(fonts), (s) => sanitizeText(s, content.locale));

  renderCover(w, content);
  const toc: TocEntry[] = [];
  // Intro and closing are listed unnumbered around the numbered sections.
  const slot = reserveContents(w, content, content.sections.length + 2);
  if (known) fillContents(w, slot, known.toc);
  toc.push({ title: content.intro.heading, pageIndex: renderSection(w, content.intro, undefined, content.labels.prompt) });
  content.sections.forEach((section, i) => {
    const number = String(i + 1).padStart(2, '0');
    toc.push({ number, title: section.heading, pageIndex: renderSection(w, section, number, content.labels.prompt) });
  });
  toc.push({ title: content.closing.heading, pageIndex: renderClosing(w, content) });

  if (known) {
    const same = known.pageCount === w.pages.length && known.toc.every((entry, i) => entry.pageIndex === toc[i]?.pageIndex);
    if (!same) throw new Error('White paper layout error: layout passes disagree');
    drawFooters(w, content);
  }
  return { doc, pageCount: w.pages.length, toc };
}

import type { PDFPage } from 'pdf-lib';

import { COLORS } from '../brand';
import type { WhitePaperContent } from '../content/types';
import { CONTENT_W, MARGIN_X, RIGHT_X } from '../layout/geometry';
import { PAGE_TITLE, type TextStyle } from '../layout/typography';
import type { Writer } from '../layout/writer';
import { wrapText } from '../layout/wrap-text';

export interface TocEntry {
  number?: string;
  title: string;
  pageIndex: number;
}

export interface ContentsSlot {
  page: PDFPage;
  /** Top of the first entry row. */
  top: number;
}

const TOC_ROW = 16.5;

/**
 * The contents page comes before the sections, so its page numbers are not
 * known yet: reserve room for `entries` rows and fill them in later.
 */
export function reserveContents(w: Writer, content: WhitePaperContent, entries: number): ContentsSlot {
  const page = w.addPage();
  page.drawRectangle({ x: MARGIN_X, y: w.y - 3, width: 30, height: 3, color: COLORS.violet });
  w.y -= 12;
  const line = w.wrap(content.labels.contents, CONTENT_W, PAGE_TITLE)[0];
  if (line) w.drawLine(line, MARGIN_X, w.y, PAGE_TITLE);
  w.y -= PAGE_TITLE.lineHeight + 10;
  const top = w.y;
  w.y -= entries * TOC_ROW + 6;
  page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: RIGHT_X, y: w.y }, thickness: 0.8, color: COLORS.violetLine });
  w.y -= 4;
  return { page, top };
}

export function fillContents(w: Writer, slot: ContentsSlot, entries: TocEntry[]) {
  const style: TextStyle = { size: 10.5, lineHeight: TOC_ROW, color: COLORS.ink, base: 'regular' };
  const numberStyle: TextStyle = { ...style, color: COLORS.violet, base: 'bold' };
  const pageStyle: TextStyle = { ...style, color: COLORS.indigo, base: 'bold' };
  entries.forEach((entry, i) => {
    const top = slot.top - i * TOC_ROW;
    if (entry.number) {
      const n = wrapText(entry.number, 30, numberStyle, w.m)[0];
      if (n) w.drawLine(n, MARGIN_X, top, numberStyle, RIGHT_X, slot.page);
    }
    const titleX = MARGIN_X + 30;
    const pageLabel = String(entry.pageIndex + 1);
    const pageWidth = w.m.width(pageLabel, 'bold', style.size);
    const maxTitle = CONTENT_W - 30 - pageWidth - 30;
    const title = w.wrap(entry.title, maxTitle, style)[0];
    if (!title) return;
    w.drawLine(title, titleX, top, style, titleX + maxTitle + 0.5, slot.page);
    // Dotted leader from the title to the page number, on the text baseline.
    const baseline = top - TOC_ROW + (TOC_ROW - style.size) / 2 + style.size * 0.22;
    slot.page.drawLine({
      start: { x: titleX + title.width + 8, y: baseline + 1.5 },
      end: { x: RIGHT_X - pageWidth - 8, y: baseline + 1.5 },
      thickness: 0.8,
      color: COLORS.violetLine,
      dashArray: [1, 3],
    });
    const p = wrapText(pageLabel, 40, pageStyle, w.m)[0];
    if (p) w.drawLine(p, RIGHT_X - pageWidth, top, pageStyle, RIGHT_X + 0.5, slot.page);
  });
}

import { COLORS, COMPANY_NAME } from '../brand';
import type { WhitePaperContent } from '../content/types';
import { FOOTER_Y, MARGIN_X, RIGHT_X } from '../layout/geometry';
import type { Writer } from '../layout/writer';

/** Drawn once every page exists, because each footer shows the page total. */
export function drawFooters(w: Writer, content: WhitePaperContent) {
  const total = w.pages.length;
  const size = 8;
  w.pages.forEach((page, index) => {
    if (index === 0) return; // the cover has its own bottom line
    page.drawLine({ start: { x: MARGIN_X, y: FOOTER_Y + 14 }, end: { x: RIGHT_X, y: FOOTER_Y + 14 }, thickness: 0.6, color: COLORS.rule });
    page.drawRectangle({ x: MARGIN_X, y: FOOTER_Y + 13.4, width: 24, height: 1.8, color: COLORS.violet });
    page.drawText(COMPANY_NAME, { x: MARGIN_X, y: FOOTER_Y, size, font: w.fonts.bold, color: COLORS.indigo });
    const brandWidth = w.m.width(COMPANY_NAME, 'bold', size);
    const title = w.text(` · ${content.labels.footerTitle}`);
    page.drawText(title, { x: MARGIN_X + brandWidth, y: FOOTER_Y, size, font: w.fonts.regular, color: COLORS.muted });
    const label = w.text(content.labels.pageOf.replace('{page}', String(index + 1)).replace('{total}', String(total)));
    page.drawText(label, { x: RIGHT_X - w.m.width(label, 'regular', size), y: FOOTER_Y, size, font: w.fonts.regular, color: COLORS.muted });
  });
}

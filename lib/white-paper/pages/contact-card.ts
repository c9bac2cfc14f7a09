import type { PDFPage } from 'pdf-lib';

import { COLORS } from '../brand';
import type { WhitePaperContent } from '../content/types';
import { BOTTOM_Y, CONTENT_W, MARGIN_X, RIGHT_X } from '../layout/geometry';
import { roundedRect } from '../layout/shapes';
import type { TextStyle } from '../layout/typography';
import type { Writer } from '../layout/writer';

const PAD = 24;

/**
 * Call-to-action card anchored above the footer, with the disclaimer beneath
 * it. Anchored rather than flowed, so it throws if the page content above
 * reaches down into it.
 */
export function drawContactCard(w: Writer, page: PDFPage, content: WhitePaperContent) {
  const closing = content.closing;
  const ctaTitleStyle: TextStyle = { size: 19, lineHeight: 24, color: COLORS.white, base: 'bold' };
  const ctaTextStyle: TextStyle = { size: 10.5, lineHeight: 15, color: COLORS.onIndigo, base: 'regular' };
  const contactStyle: TextStyle = { size: 10.5, lineHeight: 15, color: COLORS.white, base: 'bold' };
  const officeStyle: TextStyle = { ...ctaTextStyle, size: 9, lineHeight: 13, color: COLORS.violetSoft };
  const disclaimerStyle: TextStyle = { size: 7.4, lineHeight: 10, color: COLORS.muted, base: 'italic' };
  const inner = CONTENT_W - 2 * PAD;
  // Title and text leave room for the decorative rings at the top right.
  const titleLines = w.wrap(closing.ctaTitle, inner - 64, ctaTitleStyle);
  const textLines = w.wrap(closing.ctaText, inner - 64, ctaTextStyle);
  const contactLines = w.wrap(closing.contact, inner, contactStyle);
  const officeLines = w.wrap(content.cover.offices, inner, officeStyle);
  const disclaimerLines = w.wrap(closing.disclaimer, CONTENT_W, disclaimerStyle);
  const cardH =
    PAD + titleLines.length * ctaTitleStyle.lineHeight + 6 + textLines.length * ctaTextStyle.lineHeight + 18 +
    contactLines.length * contactStyle.lineHeight + 4 + officeLines.length * officeStyle.lineHeight + PAD;
  const disclaimerH = disclaimerLines.length * disclaimerStyle.lineHeight;
  const cardBottom = BOTTOM_Y + disclaimerH + 16;
  const cardTop = cardBottom + cardH;
  if (w.y < cardTop + 18) throw new Error('White paper layout error: closing page content collides with the contact card');

  roundedRect(page, MARGIN_X, cardTop, CONTENT_W, cardH, 10, { color: COLORS.indigo });
  // Decorative rings, kept inside the card.
  const ringX = RIGHT_X - 46;
  const ringY = cardTop - 44;
  page.drawCircle({ x: ringX, y: ringY, size: 29, borderColor: COLORS.violetSoft, borderWidth: 1, borderOpacity: 0.25 });
  page.drawCircle({ x: ringX, y: ringY, size: 19, borderColor: COLORS.violetSoft, borderWidth: 1, borderOpacity: 0.45 });
  page.drawCircle({ x: ringX, y: ringY, size: 8, color: COLORS.violet });
  page.drawRectangle({ x: MARGIN_X + PAD, y: cardTop - 10, width: 34, height: 3, color: COLORS.violet });
  let y = cardTop - PAD;
  y = w.drawLines(titleLines, MARGIN_X + PAD, y, ctaTitleStyle);
  y -= 6;
  y = w.drawLines(textLines, MARGIN_X + PAD, y, ctaTextStyle);
  y -= 9;
  page.drawLine({ start: { x: MARGIN_X + PAD, y }, end: { x: RIGHT_X - PAD, y }, thickness: 0.6, color: COLORS.violetSoft, opacity: 0.5 });
  y -= 9;
  y = w.drawLines(contactLines, MARGIN_X + PAD, y, contactStyle);
  y -= 4;
  y = w.drawLines(officeLines, MARGIN_X + PAD, y, officeStyle);
  w.drawLines(disclaimerLines, MARGIN_X, BOTTOM_Y + disclaimerH, disclaimerStyle);
}

import type { PDFPage } from 'pdf-lib';

import { COLORS, COMPANY_NAME } from '../brand';
import type { WhitePaperContent } from '../content/types';
import { CONTENT_W, MARGIN_X, PAGE_H, PAGE_W, RIGHT_X } from '../layout/geometry';
import { drawCenteredBold, roundedRect } from '../layout/shapes';
import type { TextStyle } from '../layout/typography';
import type { Writer } from '../layout/writer';

const BAND_BOTTOM = 332;

/** Logo mark and company name, white: the cover band is the only place it sits. */
function drawLogo(page: PDFPage, w: Writer, x: number, top: number) {
  roundedRect(page, x, top, 24, 24, 6, { color: COLORS.violet });
  drawCenteredBold(page, 'G', x + 12, top - 17, 14, COLORS.white, w.fonts, w.m);
  page.drawText(COMPANY_NAME, { x: x + 33, y: top - 17, size: 13, font: w.fonts.bold, color: COLORS.white });
}

function drawBand(page: PDFPage) {
  page.drawRectangle({ x: 0, y: BAND_BOTTOM, width: PAGE_W, height: PAGE_H - BAND_BOTTOM, color: COLORS.indigo });
  // Decorative geometry: concentric rings and a violet accent block.
  for (const [r, opacity] of [
    [250, 0.18],
    [190, 0.22],
    [130, 0.3],
  ] as const) {
    page.drawCircle({ x: PAGE_W - 40, y: PAGE_H - 60, size: r, borderColor: COLORS.violetSoft, borderWidth: 1, borderOpacity: opacity });
  }
  page.drawCircle({ x: PAGE_W - 40, y: PAGE_H - 60, size: 70, color: COLORS.violet, opacity: 0.55 });
  page.drawRectangle({ x: 0, y: BAND_BOTTOM, width: PAGE_W, height: 6, color: COLORS.violet });
  page.drawRectangle({ x: 0, y: BAND_BOTTOM + 6, width: 10, height: PAGE_H - BAND_BOTTOM - 6, color: COLORS.violet });
}

/** Eyebrow, title and subtitle, bottom-aligned just above the band's lower edge. */
function drawTitleBlock(page: PDFPage, w: Writer, content: WhitePaperContent) {
  const titleStyle: TextStyle = { size: 36, lineHeight: 41, color: COLORS.white, base: 'bold' };
  const subtitleStyle: TextStyle = { size: 14, lineHeight: 20, color: COLORS.onIndigo, base: 'regular' };
  const eyebrowStyle: TextStyle = { size: 11, lineHeight: 15, color: COLORS.violetSoft, base: 'bold' };
  const titleLines = w.wrap(content.cover.title, 400, titleStyle);
  const subtitleLines = w.wrap(content.cover.subtitle, 400, subtitleStyle);
  const blockH = 15 + 14 + titleLines.length * titleStyle.lineHeight + 16 + subtitleLines.length * subtitleStyle.lineHeight;
  let y = BAND_BOTTOM + 56 + blockH;
  page.drawRectangle({ x: MARGIN_X, y: y + 10, width: 40, height: 4, color: COLORS.violet });
  const eyebrow = w.wrap(content.cover.eyebrow, 400, eyebrowStyle)[0];
  if (eyebrow) w.drawLine(eyebrow, MARGIN_X, y, eyebrowStyle, RIGHT_X, page);
  y -= 15 + 14;
  y = w.drawLines(titleLines, MARGIN_X, y, titleStyle, RIGHT_X, page);
  y -= 16;
  w.drawLines(subtitleLines, MARGIN_X, y, subtitleStyle, RIGHT_X, page);
}

/** "What's inside": three highlight columns. Returns the lowest y drawn. */
function drawHighlights(page: PDFPage, w: Writer, content: WhitePaperContent): number {
  const headStyle: TextStyle = { size: 9, lineHeight: 12, color: COLORS.muted, base: 'bold' };
  const valueStyle: TextStyle = { size: 17, lineHeight: 20, color: COLORS.violet, base: 'bold' };
  const textStyle: TextStyle = { size: 9.5, lineHeight: 13.5, color: COLORS.ink, base: 'regular' };
  let top = BAND_BOTTOM - 40;
  const head = w.wrap(content.cover.highlightsTitle.toLocaleUpperCase(content.language), CONTENT_W, headStyle)[0];
  if (head) w.drawLine(head, MARGIN_X, top, headStyle, RIGHT_X, page);
  top -= 26;
  const colGap = 22;
  const colW = (CONTENT_W - 2 * colGap) / 3;
  const cols = content.cover.highlights.map((h) => ({
    value: w.wrap(h.value, colW, valueStyle),
    text: w.wrap(h.text, colW, textStyle),
  }));
  // Texts start on one line across columns, however the values wrap.
  const valueRows = Math.max(...cols.map((c) => c.value.length));
  let lowest = top;
  cols.forEach((c, i) => {
    const x = MARGIN_X + i * (colW + colGap);
    page.drawRectangle({ x, y: top + 6, width: colW, height: 1.2, color: COLORS.violetLine });
    let cy = top - 4;
    for (const line of c.value) {
      w.drawLine(line, x, cy, valueStyle, x + colW + 0.5, page);
      cy -= valueStyle.lineHeight;
    }
    cy = top - 4 - valueRows * valueStyle.lineHeight - 6;
    for (const line of c.text) {
      w.drawLine(line, x, cy, textStyle, x + colW + 0.5, page);
      cy -= textStyle.lineHeight;
    }
    lowest = Math.min(lowest, cy);
  });
  return lowest;
}

/** Who the guide is for: a tinted box sitting between the highlights and the bottom line. */
function drawAudience(page: PDFPage, w: Writer, content: WhitePaperContent, lowest: number) {
  const audienceStyle: TextStyle = { size: 10.5, lineHeight: 15, color: COLORS.indigo, base: 'regular' };
  const audienceLines = w.wrap(content.cover.audience, CONTENT_W - 40, audienceStyle);
  const audienceH = audienceLines.length * audienceStyle.lineHeight + 28;
  const audienceTop = Math.min(100 + audienceH, lowest - 22);
  if (audienceTop - audienceH < 86) throw new Error('White paper layout error: cover content is too long');
  roundedRect(page, MARGIN_X, audienceTop, CONTENT_W, audienceH, 6, { color: COLORS.violetTint });
  page.drawRectangle({ x: MARGIN_X, y: audienceTop - audienceH + 6, width: 3.5, height: audienceH - 12, color: COLORS.violet });
  let ay = audienceTop - 14;
  for (const line of audienceLines) {
    w.drawLine(line, MARGIN_X + 22, ay, audienceStyle, RIGHT_X, page);
    ay -= audienceStyle.lineHeight;
  }
}

/** The cover draws its own bottom line instead of the running footer. */
function drawBottomLine(page: PDFPage, w: Writer, content: WhitePaperContent) {
  page.drawLine({ start: { x: MARGIN_X, y: 74 }, end: { x: RIGHT_X, y: 74 }, thickness: 0.6, color: COLORS.rule });
  const offices = w.text(content.cover.offices);
  page.drawText(offices, { x: MARGIN_X, y: 56, size: 9, font: w.fonts.bold, color: COLORS.indigo });
  const site = 'granitedigital.example';
  page.drawText(site, { x: RIGHT_X - w.m.width(site, 'regular', 9), y: 56, size: 9, font: w.fonts.regular, color: COLORS.muted });
}

export function renderCover(w: Writer, content: WhitePaperContent) {
  const page = w.addPage(false);
  drawBand(page);
  drawLogo(page, w, MARGIN_X, PAGE_H - 60);
  drawTitleBlock(page, w, content);
  const lowest = drawHighlights(page, w, content);
  drawAudience(page, w, content, lowest);
  drawBottomLine(page, w, content);
}

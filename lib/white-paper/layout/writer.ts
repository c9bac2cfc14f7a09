import type { PDFDocument, PDFPage } from 'pdf-lib';

import { COLORS } from '../brand';
import type { Fonts } from './fonts';
import { BOTTOM_Y, EPSILON, FOOTER_Y, MARGIN_X, PAGE_H, PAGE_W, RIGHT_X, TOP_Y } from './geometry';
import type { Measurer } from './measurer';
import type { TextStyle } from './typography';
import { wrapText, type Line } from './wrap-text';

/**
 * Owns the page cursor: which page is current and how far down it (`y`) the
 * content has reached. Every block draws through it, so page breaks and the
 * bottom-margin check live in one place.
 */
export class Writer {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = TOP_Y;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly m: Measurer,
    /** Locale-aware sanitiser: every string goes through it before measuring. */
    readonly text: (s: string) => string,
  ) {}

  addPage(decorate = true): PDFPage {
    this.page = this.doc.addPage([PAGE_W, PAGE_H]);
    this.pages.push(this.page);
    this.y = TOP_Y;
    if (decorate) {
      // Slim brand strip at the top of every inner page.
      this.page.drawRectangle({ x: 0, y: PAGE_H - 8, width: PAGE_W, height: 8, color: COLORS.indigo });
      this.page.drawRectangle({ x: MARGIN_X, y: PAGE_H - 8, width: 72, height: 8, color: COLORS.violet });
    }
    return this.page;
  }

  get atTop(): boolean {
    return this.y >= TOP_Y - EPSILON;
  }

  get remaining(): number {
    return this.y - BOTTOM_Y;
  }

  /** Start a new page unless `height` still fits on the current one. */
  ensure(height: number) {
    if (this.remaining + EPSILON < height && !this.atTop) this.addPage();
  }

  /** Vertical space between blocks; swallowed at the top of a page. */
  gap(height: number) {
    if (!this.atTop) this.y -= height;
  }

  wrap(text: string, max: number, style: TextStyle): Line[] {
    return wrapText(this.text(text), max, style, this.m);
  }

  /**
   * Draw one line with its top at `top`. Throws instead of drawing outside the
   * margins, so a layout regression fails the tests rather than ship clipped.
   */
  drawLine(line: Line, x: number, top: number, style: TextStyle, maxRight = RIGHT_X, page = this.page) {
    const baseline = top - style.lineHeight + (style.lineHeight - style.size) / 2 + style.size * 0.22;
    if (baseline < FOOTER_Y + 20 && page !== this.pages[0]) {
      throw new Error(`White paper layout error: text below the bottom margin ("${line.pieces.map((p) => p.text).join('')}")`);
    }
    let cursor = x;
    for (const piece of line.pieces) {
      const width = this.m.width(piece.text, piece.style, style.size);
      if (piece.text.trim().length > 0) {
        page.drawText(piece.text, { x: cursor, y: baseline, size: style.size, font: this.fonts[piece.style], color: style.color });
      }
      cursor += width;
    }
    if (cursor > maxRight + 0.5) {
      throw new Error(`White paper layout error: text overflows the right edge ("${line.pieces.map((p) => p.text).join('')}")`);
    }
  }

  /** Draw lines one under the other from `top`; returns the top of the next line. */
  drawLines(lines: readonly Line[], x: number, top: number, style: TextStyle, maxRight = RIGHT_X, page = this.page): number {
    let y = top;
    for (const line of lines) {
      this.drawLine(line, x, y, style, maxRight, page);
      y -= style.lineHeight;
    }
    return y;
  }

  /**
   * Flow lines down the page, breaking across pages while avoiding orphans and
   * widows (at least two lines on either side of a break).
   */
  flowLines(lines: Line[], x: number, style: TextStyle, onFirstLine?: (top: number) => void, maxRight = RIGHT_X) {
    let index = 0;
    let first = true;
    while (index < lines.length) {
      const left = lines.length - index;
      const fit = Math.floor((this.remaining + EPSILON) / style.lineHeight);
      let take = Math.min(left, fit);
      if (take < left) {
        if (left - take < 2) take = left - 2;
        if (take < 2 || (first && take < Math.min(2, left))) {
          if (this.atTop) take = Math.max(1, Math.min(left, fit));
          else {
            this.addPage();
            continue;
          }
        }
      }
      for (let i = 0; i < take; i++) {
        const line = lines[index + i];
        if (!line) continue;
        if (first && i === 0 && onFirstLine) onFirstLine(this.y);
        this.drawLine(line, x, this.y, style, maxRight);
        this.y -= style.lineHeight;
      }
      first = false;
      index += take;
      if (index < lines.length) this.addPage();
    }
  }
}

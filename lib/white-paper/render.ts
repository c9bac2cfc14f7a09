import { PDFDocument, StandardFonts, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';

import { COLORS, COMPANY_NAME, DOCUMENT_DATE } from './brand';
import { getWhitePaperContent } from './content';
import type { Block, FlowStep, ListItem, Section, WhitePaperContent } from './content/types';
import { parseInline, sanitizeText, type InlineStyle } from './text';

/* -------------------------------------------------------------------------- */
/* Page geometry (points; A4 = 210 × 297 mm)                                   */
/* -------------------------------------------------------------------------- */

const PAGE_W = 595.28;
const PAGE_H = 841.89;
const MARGIN_X = 56;
const CONTENT_W = PAGE_W - 2 * MARGIN_X;
const RIGHT_X = MARGIN_X + CONTENT_W;
const TOP_Y = PAGE_H - 62;
const BOTTOM_Y = 70;
const FOOTER_Y = 36;
const EPSILON = 0.01;

/* -------------------------------------------------------------------------- */
/* Typography                                                                  */
/* -------------------------------------------------------------------------- */

interface TextStyle {
  size: number;
  lineHeight: number;
  color: RGB;
  base: InlineStyle;
}

const BODY: TextStyle = { size: 9.8, lineHeight: 14.2, color: COLORS.ink, base: 'regular' };
const SUBHEADING: TextStyle = { size: 12, lineHeight: 16, color: COLORS.indigo, base: 'bold' };
const H2: TextStyle = { size: 18, lineHeight: 23, color: COLORS.indigo, base: 'bold' };
const TABLE_TEXT: TextStyle = { size: 8.8, lineHeight: 12.4, color: COLORS.ink, base: 'regular' };
const TABLE_HEAD: TextStyle = { size: 8.8, lineHeight: 12.4, color: COLORS.white, base: 'bold' };
const PROMPT_TEXT: TextStyle = { size: 9, lineHeight: 13, color: COLORS.ink, base: 'regular' };
const BOX_TITLE: TextStyle = { size: 10.5, lineHeight: 14, color: COLORS.indigo, base: 'bold' };

const PARAGRAPH_AFTER = 8;
const BLOCK_AFTER = 13;
const LIST_ITEM_GAP = 4;

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  italic: PDFFont;
}

/* -------------------------------------------------------------------------- */
/* Measuring and wrapping                                                      */
/* -------------------------------------------------------------------------- */

interface Piece {
  text: string;
  style: InlineStyle;
}

interface Line {
  pieces: Piece[];
  width: number;
}

interface Word {
  pieces: Piece[];
}

const SOFT_HYPHEN = '\u00ad';

/**
 * Measures text exactly as pdf-lib draws it: glyph advances summed without
 * kerning (drawText emits plain Tj strings, so kerning is never applied).
 */
class Measurer {
  private cache = new Map<string, number>();

  constructor(private fonts: Fonts) {}

  charWidth(char: string, style: InlineStyle): number {
    if (char === SOFT_HYPHEN) return 0;
    const key = style + char;
    let width = this.cache.get(key);
    if (width === undefined) {
      width = this.fonts[style].widthOfTextAtSize(char, 1000) / 1000;
      this.cache.set(key, width);
    }
    return width;
  }

  width(text: string, style: InlineStyle, size: number): number {
    let total = 0;
    for (const char of text) total += this.charWidth(char, style);
    return total * size;
  }

  piecesWidth(pieces: Piece[], size: number): number {
    return pieces.reduce((sum, piece) => sum + this.width(piece.text, piece.style, size), 0);
  }
}

function appendPiece(pieces: Piece[], text: string, style: InlineStyle) {
  if (text.length === 0) return;
  const last = pieces[pieces.length - 1];
  if (last && last.style === style) last.text += text;
  else pieces.push({ text, style });
}

function stripSoftHyphens(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) appendPiece(out, piece.text.replaceAll(SOFT_HYPHEN, ''), piece.style);
  return out;
}

function toWords(text: string, base: InlineStyle): Word[] {
  const words: Word[] = [];
  let current: Piece[] = [];
  for (const run of parseInline(text, base)) {
    const parts = run.text.split(' ');
    parts.forEach((part, index) => {
      if (index > 0 && current.length > 0) {
        words.push({ pieces: current });
        current = [];
      }
      appendPiece(current, part, run.style);
    });
  }
  if (current.length > 0) words.push({ pieces: current });
  return words;
}

/** Split a word that is wider than `max` on its own line. */
function splitLongWord(word: Word, max: number, size: number, m: Measurer): [Word, Word] {
  const chars: { char: string; style: InlineStyle }[] = [];
  for (const piece of word.pieces) for (const char of piece.text) chars.push({ char, style: piece.style });
  const hyphenWidth = m.width('-', 'regular', size);
  let width = 0;
  let lastFit = 0; // number of chars that fit (with a trailing hyphen)
  let lastSoftFit = -1; // index of a soft hyphen that fits
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (!c) break;
    if (c.char === SOFT_HYPHEN) {
      if (width + hyphenWidth <= max) lastSoftFit = i;
      continue;
    }
    width += m.charWidth(c.char, c.style) * size;
    if (width + hyphenWidth <= max) lastFit = i + 1;
  }
  const cut = lastSoftFit > 0 ? lastSoftFit : Math.max(1, lastFit);
  const head: Piece[] = [];
  const tail: Piece[] = [];
  chars.forEach((c, i) => {
    if (i < cut) appendPiece(head, c.char, c.style);
    else if (!(i === cut && c.char === SOFT_HYPHEN)) appendPiece(tail, c.char, c.style);
  });
  const lastHead = head[head.length - 1];
  appendPiece(head, '-', lastHead ? lastHead.style : 'regular');
  return [{ pieces: head }, { pieces: tail }];
}

function wrapText(text: string, max: number, style: TextStyle, m: Measurer): Line[] {
  const lines: Line[] = [];
  const spaceWidth = m.width(' ', 'regular', style.size);
  for (const paragraph of text.split('\n')) {
    const words = toWords(paragraph, style.base);
    if (words.length === 0) {
      lines.push({ pieces: [], width: 0 });
      continue;
    }
    let current: Piece[] = [];
    let currentWidth = 0;
    const flush = () => {
      if (current.length > 0) lines.push({ pieces: current, width: m.piecesWidth(current, style.size) });
      current = [];
      currentWidth = 0;
    };
    for (const original of words) {
      let word: Word = { pieces: stripSoftHyphens(original.pieces) };
      let wordWidth = m.piecesWidth(word.pieces, style.size);
      const gap = current.length > 0 ? spaceWidth : 0;
      if (currentWidth + gap + wordWidth <= max + EPSILON) {
        if (gap > 0) {
          const last = current[current.length - 1];
          appendPiece(current, ' ', last ? last.style : style.base);
        }
        for (const piece of word.pieces) appendPiece(current, piece.text, piece.style);
        currentWidth += gap + wordWidth;
        continue;
      }
      flush();
      if (wordWidth > max) {
        word = original;
        while (m.piecesWidth(stripSoftHyphens(word.pieces), style.size) > max) {
          const [head, tail] = splitLongWord(word, max, style.size, m);
          lines.push({ pieces: head.pieces, width: m.piecesWidth(head.pieces, style.size) });
          word = tail;
        }
        word = { pieces: stripSoftHyphens(word.pieces) };
        wordWidth = m.piecesWidth(word.pieces, style.size);
      }
      for (const piece of word.pieces) appendPiece(current, piece.text, piece.style);
      currentWidth = wordWidth;
    }
    flush();
  }
  return lines;
}

/* -------------------------------------------------------------------------- */
/* Page writer                                                                 */
/* -------------------------------------------------------------------------- */

interface Prepared {
  /** Height that must be free on the page before the block may start. */
  minStart: number;
  render(w: Writer): void;
}

class Writer {
  readonly pages: PDFPage[] = [];
  page!: PDFPage;
  y = TOP_Y;

  constructor(
    private readonly doc: PDFDocument,
    readonly fonts: Fonts,
    readonly m: Measurer,
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

  gap(height: number) {
    if (!this.atTop) this.y -= height;
  }

  wrap(text: string, max: number, style: TextStyle): Line[] {
    return wrapText(this.text(text), max, style, this.m);
  }

  /** Draw one line with its top at `top`; returns nothing, checks bounds. */
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

/* -------------------------------------------------------------------------- */
/* Drawing helpers                                                             */
/* -------------------------------------------------------------------------- */

function roundedRectPath(width: number, height: number, r: number): string {
  const rr = Math.min(r, width / 2, height / 2);
  return [
    `M ${rr} 0`,
    `H ${width - rr}`,
    `A ${rr} ${rr} 0 0 1 ${width} ${rr}`,
    `V ${height - rr}`,
    `A ${rr} ${rr} 0 0 1 ${width - rr} ${height}`,
    `H ${rr}`,
    `A ${rr} ${rr} 0 0 1 0 ${height - rr}`,
    `V ${rr}`,
    `A ${rr} ${rr} 0 0 1 ${rr} 0`,
    'Z',
  ].join(' ');
}

/** Rounded rectangle; (x, top) is the top-left corner in PDF coordinates. */
function roundedRect(
  page: PDFPage,
  x: number,
  top: number,
  width: number,
  height: number,
  radius: number,
  opts: { color?: RGB; borderColor?: RGB; borderWidth?: number; opacity?: number },
) {
  page.drawSvgPath(roundedRectPath(width, height, radius), {
    x,
    y: top,
    color: opts.color,
    borderColor: opts.borderColor,
    borderWidth: opts.borderWidth ?? (opts.borderColor ? 1 : 0),
    opacity: opts.opacity,
  });
}

function drawCentered(page: PDFPage, text: string, cx: number, baseline: number, size: number, font: PDFFont, color: RGB, m: Measurer, style: InlineStyle) {
  const width = m.width(text, style, size);
  page.drawText(text, { x: cx - width / 2, y: baseline, size, font, color });
}

/* -------------------------------------------------------------------------- */
/* Blocks                                                                      */
/* -------------------------------------------------------------------------- */

function itemText(item: ListItem): string {
  return typeof item === 'string' ? item : `**${item.lead}** ${item.text}`;
}

/**
 * Lines a block needs at the bottom of a page before it may start there:
 * flowLines never leaves fewer than two lines on either side of a break, so a
 * three-line paragraph cannot be split at all.
 */
function minLinesAtStart(count: number): number {
  return count <= 3 ? count : 2;
}

/**
 * `introduces`: the block this paragraph leads into (a list, table, diagram…).
 * A short introductory paragraph is never separated from it by a page break.
 */
function prepareParagraph(w: Writer, text: string, introduces?: Prepared): Prepared {
  const lines = w.wrap(text, CONTENT_W, BODY);
  const sticky = introduces !== undefined && lines.length <= 3;
  return {
    minStart: sticky
      ? lines.length * BODY.lineHeight + PARAGRAPH_AFTER + introduces.minStart
      : minLinesAtStart(lines.length) * BODY.lineHeight,
    render(wr) {
      wr.flowLines(lines, MARGIN_X, BODY);
      wr.gap(PARAGRAPH_AFTER);
    },
  };
}

function prepareSubheading(w: Writer, text: string, next: Prepared | undefined): Prepared {
  const lines = w.wrap(text, CONTENT_W, SUBHEADING);
  const height = lines.length * SUBHEADING.lineHeight + 4;
  return {
    minStart: height + (next?.minStart ?? 0),
    render(wr) {
      wr.gap(8);
      wr.ensure(height + (next?.minStart ?? 0));
      for (const line of lines) {
        wr.drawLine(line, MARGIN_X, wr.y, SUBHEADING);
        wr.y -= SUBHEADING.lineHeight;
      }
      wr.y -= 4;
    },
  };
}

type Marker = 'bullet' | 'number' | 'check';

function prepareList(w: Writer, items: string[], marker: Marker): Prepared {
  const indent = marker === 'bullet' ? 16 : marker === 'number' ? 28 : 22;
  const gapBetween = marker === 'number' ? 7 : LIST_ITEM_GAP;
  const laid = items.map((item) => w.wrap(item, CONTENT_W - indent, BODY));
  // Keep at least two lines of the list together with whatever precedes it.
  const firstLines = laid[0]?.length ?? 0;
  const secondLines = laid[1]?.length ?? 0;
  const minStart =
    firstLines >= 2 || laid.length < 2
      ? minLinesAtStart(firstLines) * BODY.lineHeight
      : (1 + minLinesAtStart(secondLines)) * BODY.lineHeight + gapBetween;
  return {
    minStart,
    render(wr) {
      laid.forEach((lines, index) => {
        if (index > 0) wr.y -= gapBetween;
        wr.flowLines(lines, MARGIN_X + indent, BODY, (top) => {
          const mid = top - BODY.lineHeight / 2;
          if (marker === 'bullet') {
            wr.page.drawCircle({ x: MARGIN_X + 4.5, y: mid + 0.6, size: 2.1, color: COLORS.violet });
          } else if (marker === 'number') {
            wr.page.drawCircle({ x: MARGIN_X + 9, y: mid + 0.5, size: 8.5, color: COLORS.violet });
            drawCentered(wr.page, String(index + 1), MARGIN_X + 9, mid - 2.6, 9, wr.fonts.bold, COLORS.white, wr.m, 'bold');
          } else {
            wr.page.drawRectangle({ x: MARGIN_X + 2, y: mid - 4, width: 9, height: 9, borderColor: COLORS.violet, borderWidth: 1.1, color: COLORS.white });
          }
        });
      });
      wr.gap(BLOCK_AFTER - 4);
    },
  };
}

function prepareTable(w: Writer, columns: string[], widths: number[], rows: string[][]): Prepared {
  const total = widths.reduce((a, b) => a + b, 0) || 1;
  const colWidths = columns.map((_, i) => ((widths[i] ?? 1) / total) * CONTENT_W);
  const padX = 7;
  const padY = 4.6;
  const layRow = (cells: string[], style: TextStyle) => {
    const laidCells = columns.map((_, i) => w.wrap(cells[i] ?? '', (colWidths[i] ?? 0) - 2 * padX, style));
    const height = Math.max(...laidCells.map((c) => c.length)) * style.lineHeight + 2 * padY;
    return { cells: laidCells, height };
  };
  const head = layRow(columns, TABLE_HEAD);
  const body = rows.map((r) => layRow(r, TABLE_TEXT));
  const firstRow = body[0]?.height ?? 0;

  const drawRow = (wr: Writer, row: { cells: Line[][]; height: number }, style: TextStyle, fill: RGB | undefined, header: boolean) => {
    const top = wr.y;
    if (fill) wr.page.drawRectangle({ x: MARGIN_X, y: top - row.height, width: CONTENT_W, height: row.height, color: fill });
    let x = MARGIN_X;
    row.cells.forEach((lines, i) => {
      const width = colWidths[i] ?? 0;
      lines.forEach((line, li) => {
        wr.drawLine(line, x + padX, top - padY - li * style.lineHeight, style, x + width - padX + 0.5);
      });
      x += width;
    });
    if (!header) {
      wr.page.drawLine({ start: { x: MARGIN_X, y: top - row.height }, end: { x: RIGHT_X, y: top - row.height }, thickness: 0.6, color: COLORS.rule });
    }
    wr.y -= row.height;
  };

  const totalHeight = head.height + body.reduce((sum, row) => sum + row.height, 0);
  // Tables of up to three rows stay in one piece; longer ones may break
  // between rows, keeping at least two rows on either side of the break.
  const startHeight = body.length <= 3 ? totalHeight : head.height + firstRow + (body[1]?.height ?? 0);
  return {
    minStart: startHeight,
    render(wr) {
      wr.ensure(startHeight);
      let index = 0;
      while (index < body.length) {
        let available = wr.remaining - head.height;
        let fit = 0;
        for (let i = index; i < body.length; i++) {
          const h = body[i]?.height ?? 0;
          if (h > available + EPSILON) break;
          available -= h;
          fit++;
        }
        const left = body.length - index;
        let take = Math.min(fit, left);
        if (take < left) {
          if (left - take < 2) take = left - 2;
          if (take < 2) {
            if (wr.atTop) take = Math.max(1, Math.min(fit, left));
            else {
              wr.addPage();
              continue;
            }
          }
        }
        drawRow(wr, head, TABLE_HEAD, COLORS.indigo, true);
        for (let i = index; i < index + take; i++) {
          const row = body[i];
          if (row) drawRow(wr, row, TABLE_TEXT, i % 2 === 1 ? COLORS.zebra : undefined, false);
        }
        index += take;
        if (index < body.length) wr.addPage();
      }
      wr.gap(BLOCK_AFTER + 2);
    },
  };
}

/**
 * Tinted box with a coloured left rule: used for prompts and callouts. Short
 * boxes are kept together; long ones continue on the next page.
 */
function prepareBox(
  w: Writer,
  opts: { label?: string; title: string; body: string; bodyStyle: TextStyle; fill: RGB; rule: RGB; labelColor: RGB },
): Prepared {
  const pad = 13;
  const inner = CONTENT_W - 2 * pad - 4;
  const labelStyle: TextStyle = { size: 7.5, lineHeight: 11, color: opts.labelColor, base: 'bold' };
  const labelLines = opts.label ? w.wrap(opts.label.toLocaleUpperCase(), inner, labelStyle) : [];
  const titleLines = w.wrap(opts.title, inner, BOX_TITLE);
  const bodyLines = w.wrap(opts.body, inner, opts.bodyStyle);
  const headHeight = labelLines.length * labelStyle.lineHeight + titleLines.length * BOX_TITLE.lineHeight + 4;
  const blankHeight = opts.bodyStyle.lineHeight * 0.55;
  const lineH = (l: Line) => (l.pieces.length === 0 ? blankHeight : opts.bodyStyle.lineHeight);
  const bodyHeight = bodyLines.reduce((s, l) => s + lineH(l), 0);
  const total = pad * 2 + headHeight + bodyHeight;
  const keepTogether = total <= 200;

  return {
    minStart: keepTogether ? total : pad * 2 + headHeight + 3 * opts.bodyStyle.lineHeight,
    render(wr) {
      wr.ensure(keepTogether ? total : pad * 2 + headHeight + 3 * opts.bodyStyle.lineHeight);
      let index = 0;
      let firstSegment = true;
      while (index < bodyLines.length || firstSegment) {
        const top = wr.y;
        const available = wr.remaining - 2 * pad - (firstSegment ? headHeight : 0);
        // How many body lines fit on this page?
        let used = 0;
        let end = index;
        while (end < bodyLines.length) {
          const line = bodyLines[end];
          if (!line) break;
          const h = lineH(line);
          if (used + h > available + EPSILON) break;
          used += h;
          end++;
        }
        // Avoid leaving a single line on either side of a break.
        if (end < bodyLines.length && bodyLines.length - end < 2 && end - index > 3) {
          end -= 1;
          used -= lineH(bodyLines[end] as Line);
        }
        const height = 2 * pad + (firstSegment ? headHeight : 0) + used;
        roundedRect(wr.page, MARGIN_X, top, CONTENT_W, height, 5, { color: opts.fill });
        wr.page.drawRectangle({ x: MARGIN_X, y: top - height + 4, width: 3.5, height: height - 8, color: opts.rule });
        let y = top - pad;
        const x = MARGIN_X + pad + 4;
        if (firstSegment) {
          for (const line of labelLines) {
            wr.drawLine(line, x, y, labelStyle);
            y -= labelStyle.lineHeight;
          }
          for (const line of titleLines) {
            wr.drawLine(line, x, y, BOX_TITLE);
            y -= BOX_TITLE.lineHeight;
          }
          y -= 4;
        }
        for (let i = index; i < end; i++) {
          const line = bodyLines[i];
          if (!line) continue;
          if (line.pieces.length > 0) wr.drawLine(line, x, y, opts.bodyStyle);
          y -= lineH(line);
        }
        wr.y = top - height;
        index = end;
        firstSegment = false;
        if (index < bodyLines.length) wr.addPage();
      }
      wr.gap(BLOCK_AFTER);
    },
  };
}

function prepareChecklist(w: Writer, title: string, items: string[]): Prepared {
  const pad = 12;
  const indent = 22;
  const inner = CONTENT_W - 2 * pad;
  const titleLines = w.wrap(title, inner, BOX_TITLE);
  const laid = items.map((item) => w.wrap(item, inner - indent, BODY));
  const height =
    2 * pad + titleLines.length * BOX_TITLE.lineHeight + 6 + laid.reduce((s, l) => s + l.length * BODY.lineHeight, 0) + (laid.length - 1) * LIST_ITEM_GAP;
  return {
    minStart: height,
    render(wr) {
      wr.ensure(height);
      const top = wr.y;
      roundedRect(wr.page, MARGIN_X, top, CONTENT_W, height, 6, { color: COLORS.violetTint, borderColor: COLORS.violetLine, borderWidth: 0.8 });
      let y = top - pad;
      for (const line of titleLines) {
        wr.drawLine(line, MARGIN_X + pad, y, BOX_TITLE);
        y -= BOX_TITLE.lineHeight;
      }
      y -= 6;
      laid.forEach((lines, index) => {
        if (index > 0) y -= LIST_ITEM_GAP;
        const mid = y - BODY.lineHeight / 2;
        wr.page.drawRectangle({ x: MARGIN_X + pad + 1, y: mid - 4.2, width: 9, height: 9, borderColor: COLORS.violet, borderWidth: 1.1, color: COLORS.white });
        for (const line of lines) {
          wr.drawLine(line, MARGIN_X + pad + indent, y, BODY);
          y -= BODY.lineHeight;
        }
      });
      wr.y = top - height;
      wr.gap(BLOCK_AFTER + 2);
    },
  };
}

function prepareStat(w: Writer, value: string, label: string, text: string): Prepared {
  const pad = 18;
  const leftW = 150;
  const rightW = CONTENT_W - 2 * pad - leftW - 18;
  const valueStyle: TextStyle = { size: 27, lineHeight: 31, color: COLORS.white, base: 'bold' };
  const labelStyle: TextStyle = { size: 9.5, lineHeight: 12.5, color: COLORS.violetSoft, base: 'bold' };
  const textStyle: TextStyle = { size: 9.8, lineHeight: 14.2, color: COLORS.onIndigo, base: 'regular' };
  // Shrink the headline figure until it fits on one line (down to 20 pt).
  while (valueStyle.size > 20 && w.m.width(w.text(value), 'bold', valueStyle.size) > leftW) {
    valueStyle.size -= 1;
    valueStyle.lineHeight = valueStyle.size + 4;
  }
  const valueLines = w.wrap(value, leftW, valueStyle);
  const labelLines = w.wrap(label, leftW, labelStyle);
  const textLines = w.wrap(text, rightW, textStyle);
  const leftH = valueLines.length * valueStyle.lineHeight + 4 + labelLines.length * labelStyle.lineHeight;
  const rightH = textLines.length * textStyle.lineHeight;
  const height = 2 * pad + Math.max(leftH, rightH);
  return {
    minStart: height,
    render(wr) {
      wr.gap(4);
      wr.ensure(height);
      const top = wr.y;
      roundedRect(wr.page, MARGIN_X, top, CONTENT_W, height, 8, { color: COLORS.indigo });
      wr.page.drawRectangle({ x: MARGIN_X + pad + leftW + 8, y: top - height + pad, width: 1.2, height: height - 2 * pad, color: COLORS.violet });
      let y = top - pad - (height - 2 * pad - leftH) / 2;
      for (const line of valueLines) {
        wr.drawLine(line, MARGIN_X + pad, y, valueStyle);
        y -= valueStyle.lineHeight;
      }
      y -= 4;
      for (const line of labelLines) {
        wr.drawLine(line, MARGIN_X + pad, y, labelStyle);
        y -= labelStyle.lineHeight;
      }
      y = top - pad - (height - 2 * pad - rightH) / 2;
      for (const line of textLines) {
        wr.drawLine(line, MARGIN_X + pad + leftW + 18, y, textStyle);
        y -= textStyle.lineHeight;
      }
      wr.y = top - height;
      wr.gap(BLOCK_AFTER + 2);
    },
  };
}

function prepareFlow(w: Writer, steps: FlowStep[], loop: string): Prepared {
  const count = Math.max(steps.length, 1);
  const arrowGap = 20;
  const boxW = (CONTENT_W - arrowGap * (count - 1)) / count;
  const pad = 9;
  const titleStyle: TextStyle = { size: 9.6, lineHeight: 12.5, color: COLORS.indigo, base: 'bold' };
  const textStyle: TextStyle = { size: 8.4, lineHeight: 11.4, color: COLORS.ink, base: 'regular' };
  const loopStyle: TextStyle = { size: 8.2, lineHeight: 11, color: COLORS.violet, base: 'italic' };
  const badge = 16;
  const laid = steps.map((s) => ({
    title: w.wrap(s.title, boxW - 2 * pad, titleStyle),
    text: w.wrap(s.text, boxW - 2 * pad, textStyle),
  }));
  const titleRows = Math.max(...laid.map((l) => l.title.length));
  const boxH =
    pad + badge + 6 + titleRows * titleStyle.lineHeight + 3 + Math.max(...laid.map((l) => l.text.length)) * textStyle.lineHeight + pad;
  const loopLines = w.wrap(loop, CONTENT_W - 80, loopStyle);
  const loopH = 16 + loopLines.length * loopStyle.lineHeight;
  const height = boxH + loopH + 6;
  return {
    minStart: height,
    render(wr) {
      wr.gap(4);
      wr.ensure(height);
      const top = wr.y;
      const page = wr.page;
      laid.forEach((l, i) => {
        const x = MARGIN_X + i * (boxW + arrowGap);
        roundedRect(page, x, top, boxW, boxH, 7, { color: COLORS.violetTint, borderColor: COLORS.violetLine, borderWidth: 0.9 });
        page.drawCircle({ x: x + pad + badge / 2, y: top - pad - badge / 2, size: badge / 2, color: i === laid.length - 1 ? COLORS.indigo : COLORS.violet });
        drawCentered(page, String(i + 1), x + pad + badge / 2, top - pad - badge / 2 - 3, 8.5, wr.fonts.bold, COLORS.white, wr.m, 'bold');
        let y = top - pad - badge - 6;
        for (const line of l.title) {
          wr.drawLine(line, x + pad, y, titleStyle, x + boxW - pad + 0.5);
          y -= titleStyle.lineHeight;
        }
        y = top - pad - badge - 6 - titleRows * titleStyle.lineHeight - 3;
        for (const line of l.text) {
          wr.drawLine(line, x + pad, y, textStyle, x + boxW - pad + 0.5);
          y -= textStyle.lineHeight;
        }
        if (i < laid.length - 1) {
          const ax = x + boxW + 4;
          const ay = top - boxH / 2;
          page.drawLine({ start: { x: ax, y: ay }, end: { x: ax + arrowGap - 12, y: ay }, thickness: 1.4, color: COLORS.violet });
          page.drawSvgPath('M 0 -4 L 6 0 L 0 4 Z', { x: ax + arrowGap - 13, y: ay, color: COLORS.violet });
        }
      });
      // Feedback loop: from the last box back to the first.
      const firstX = MARGIN_X + boxW / 2;
      const lastX = MARGIN_X + (count - 1) * (boxW + arrowGap) + boxW / 2;
      const loopY = top - boxH - 12;
      const dash = { thickness: 1, color: COLORS.violet, dashArray: [3, 2.5] };
      page.drawLine({ start: { x: lastX, y: top - boxH }, end: { x: lastX, y: loopY }, ...dash });
      page.drawLine({ start: { x: lastX, y: loopY }, end: { x: firstX, y: loopY }, ...dash });
      page.drawLine({ start: { x: firstX, y: loopY }, end: { x: firstX, y: top - boxH - 6 }, ...dash });
      page.drawSvgPath('M -4 0 L 0 -6 L 4 0 Z', { x: firstX, y: top - boxH - 6, color: COLORS.violet });
      let y = loopY - 3;
      for (const line of loopLines) {
        wr.drawLine(line, MARGIN_X + (CONTENT_W - line.width) / 2, y, loopStyle);
        y -= loopStyle.lineHeight;
      }
      wr.y = top - height;
      wr.gap(BLOCK_AFTER);
    },
  };
}

function prepareBlock(w: Writer, block: Block, next: Prepared | undefined, nextKind: Block['kind'] | undefined, promptLabel: string): Prepared {
  switch (block.kind) {
    case 'paragraph':
      return prepareParagraph(w, block.text, nextKind && nextKind !== 'paragraph' && nextKind !== 'subheading' ? next : undefined);
    case 'subheading':
      return prepareSubheading(w, block.text, next);
    case 'bullets':
      return prepareList(w, block.items.map(itemText), 'bullet');
    case 'steps':
      return prepareList(w, block.items.map(itemText), 'number');
    case 'checklist':
      return prepareChecklist(w, block.title, block.items);
    case 'table':
      return prepareTable(w, block.columns, block.widths, block.rows);
    case 'prompt':
      return prepareBox(w, {
        label: promptLabel,
        title: block.title,
        body: block.text,
        bodyStyle: PROMPT_TEXT,
        fill: COLORS.violetTint,
        rule: COLORS.violet,
        labelColor: COLORS.violet,
      });
    case 'callout':
      return prepareBox(w, {
        title: block.title,
        body: block.text,
        bodyStyle: BODY,
        fill: COLORS.indigoTint,
        rule: COLORS.indigo,
        labelColor: COLORS.indigo,
      });
    case 'stat':
      return prepareStat(w, block.value, block.label, block.text);
    case 'flow':
      return prepareFlow(w, block.steps, block.loop);
  }
}

/** Prepare blocks back to front so headings know what follows them. */
function prepareBlocks(w: Writer, blocks: Block[], promptLabel: string): Prepared[] {
  const prepared: Prepared[] = [];
  let next: Prepared | undefined;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i];
    if (!block) continue;
    next = prepareBlock(w, block, next, blocks[i + 1]?.kind, promptLabel);
    prepared.unshift(next);
  }
  return prepared;
}

/* -------------------------------------------------------------------------- */
/* Sections                                                                    */
/* -------------------------------------------------------------------------- */

function renderSection(w: Writer, section: Section, number: string | undefined, promptLabel: string): number {
  const blocks = prepareBlocks(w, section.blocks, promptLabel);
  const headingLines = w.wrap(section.heading, CONTENT_W, H2);
  const numberStyle: TextStyle = { size: 9.5, lineHeight: 13, color: COLORS.violet, base: 'bold' };
  const headHeight = 10 + (number ? numberStyle.lineHeight + 2 : 0) + headingLines.length * H2.lineHeight + 10;
  w.gap(16);
  w.ensure(headHeight + (blocks[0]?.minStart ?? 0));
  const pageIndex = w.pages.length - 1;
  w.page.drawRectangle({ x: MARGIN_X, y: w.y - 3, width: 30, height: 3, color: COLORS.violet });
  w.y -= 10;
  if (number) {
    const numberLine = wrapText(number, CONTENT_W, numberStyle, w.m)[0];
    if (numberLine) w.drawLine(numberLine, MARGIN_X, w.y, numberStyle);
    w.y -= numberStyle.lineHeight + 2;
  }
  for (const line of headingLines) {
    w.drawLine(line, MARGIN_X, w.y, H2);
    w.y -= H2.lineHeight;
  }
  w.y -= 10;
  for (const block of blocks) {
    w.ensure(block.minStart);
    block.render(w);
  }
  return pageIndex;
}

/* -------------------------------------------------------------------------- */
/* Cover, contents, closing page, footer                                       */
/* -------------------------------------------------------------------------- */

function drawLogo(page: PDFPage, w: Writer, x: number, top: number, onDark: boolean) {
  roundedRect(page, x, top, 24, 24, 6, { color: COLORS.violet });
  drawCentered(page, 'G', x + 12, top - 17, 14, w.fonts.bold, COLORS.white, w.m, 'bold');
  page.drawText(COMPANY_NAME, { x: x + 33, y: top - 17, size: 13, font: w.fonts.bold, color: onDark ? COLORS.white : COLORS.indigo });
}

function renderCover(w: Writer, content: WhitePaperContent) {
  const page = w.addPage(false);
  const bandBottom = 332;
  page.drawRectangle({ x: 0, y: bandBottom, width: PAGE_W, height: PAGE_H - bandBottom, color: COLORS.indigo });
  // Decorative geometry: concentric rings and a violet accent block.
  for (const [r, opacity] of [
    [250, 0.18],
    [190, 0.22],
    [130, 0.3],
  ] as const) {
    page.drawCircle({ x: PAGE_W - 40, y: PAGE_H - 60, size: r, borderColor: COLORS.violetSoft, borderWidth: 1, borderOpacity: opacity });
  }
  page.drawCircle({ x: PAGE_W - 40, y: PAGE_H - 60, size: 70, color: COLORS.violet, opacity: 0.55 });
  page.drawRectangle({ x: 0, y: bandBottom, width: PAGE_W, height: 6, color: COLORS.violet });
  page.drawRectangle({ x: 0, y: bandBottom + 6, width: 10, height: PAGE_H - bandBottom - 6, color: COLORS.violet });

  drawLogo(page, w, MARGIN_X, PAGE_H - 60, true);

  const titleStyle: TextStyle = { size: 36, lineHeight: 41, color: COLORS.white, base: 'bold' };
  const subtitleStyle: TextStyle = { size: 14, lineHeight: 20, color: COLORS.onIndigo, base: 'regular' };
  const eyebrowStyle: TextStyle = { size: 11, lineHeight: 15, color: COLORS.violetSoft, base: 'bold' };
  const titleLines = w.wrap(content.cover.title, 400, titleStyle);
  const subtitleLines = w.wrap(content.cover.subtitle, 400, subtitleStyle);
  const blockH = 15 + 14 + titleLines.length * titleStyle.lineHeight + 16 + subtitleLines.length * subtitleStyle.lineHeight;
  let y = bandBottom + 56 + blockH;
  page.drawRectangle({ x: MARGIN_X, y: y + 10, width: 40, height: 4, color: COLORS.violet });
  const eyebrow = w.wrap(content.cover.eyebrow, 400, eyebrowStyle)[0];
  if (eyebrow) w.drawLine(eyebrow, MARGIN_X, y, eyebrowStyle, RIGHT_X, page);
  y -= 15 + 14;
  for (const line of titleLines) {
    w.drawLine(line, MARGIN_X, y, titleStyle, RIGHT_X, page);
    y -= titleStyle.lineHeight;
  }
  y -= 16;
  for (const line of subtitleLines) {
    w.drawLine(line, MARGIN_X, y, subtitleStyle, RIGHT_X, page);
    y -= subtitleStyle.lineHeight;
  }

  // Lower half: what's inside.
  const headStyle: TextStyle = { size: 9, lineHeight: 12, color: COLORS.muted, base: 'bold' };
  const valueStyle: TextStyle = { size: 17, lineHeight: 20, color: COLORS.violet, base: 'bold' };
  const textStyle: TextStyle = { size: 9.5, lineHeight: 13.5, color: COLORS.ink, base: 'regular' };
  let top = bandBottom - 40;
  const head = w.wrap(content.cover.highlightsTitle.toLocaleUpperCase(content.language), CONTENT_W, headStyle)[0];
  if (head) w.drawLine(head, MARGIN_X, top, headStyle, RIGHT_X, page);
  top -= 26;
  const colGap = 22;
  const colW = (CONTENT_W - 2 * colGap) / 3;
  const cols = content.cover.highlights.map((h) => ({
    value: w.wrap(h.value, colW, valueStyle),
    text: w.wrap(h.text, colW, textStyle),
  }));
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

  // Who it is for.
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

  // Bottom line.
  page.drawLine({ start: { x: MARGIN_X, y: 74 }, end: { x: RIGHT_X, y: 74 }, thickness: 0.6, color: COLORS.rule });
  const offices = w.text(content.cover.offices);
  page.drawText(offices, { x: MARGIN_X, y: 56, size: 9, font: w.fonts.bold, color: COLORS.indigo });
  const site = 'granitedigital.example';
  page.drawText(site, { x: RIGHT_X - w.m.width(site, 'regular', 9), y: 56, size: 9, font: w.fonts.regular, color: COLORS.muted });
}

interface TocEntry {
  number?: string;
  title: string;
  pageIndex: number;
}

const TOC_ROW = 16.5;

function reserveContents(w: Writer, content: WhitePaperContent, entries: number): { page: PDFPage; top: number } {
  const page = w.addPage();
  const titleStyle: TextStyle = { ...H2, size: 22, lineHeight: 27 };
  page.drawRectangle({ x: MARGIN_X, y: w.y - 3, width: 30, height: 3, color: COLORS.violet });
  w.y -= 12;
  const line = w.wrap(content.labels.contents, CONTENT_W, titleStyle)[0];
  if (line) w.drawLine(line, MARGIN_X, w.y, titleStyle);
  w.y -= titleStyle.lineHeight + 10;
  const top = w.y;
  w.y -= entries * TOC_ROW + 6;
  page.drawLine({ start: { x: MARGIN_X, y: w.y }, end: { x: RIGHT_X, y: w.y }, thickness: 0.8, color: COLORS.violetLine });
  w.y -= 4;
  return { page, top };
}

function fillContents(w: Writer, slot: { page: PDFPage; top: number }, entries: TocEntry[]) {
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

function renderClosing(w: Writer, content: WhitePaperContent): number {
  const closing = content.closing;
  w.addPage();
  const pageIndex = w.pages.length - 1;
  const page = w.page;
  const titleStyle: TextStyle = { ...H2, size: 22, lineHeight: 27 };
  page.drawRectangle({ x: MARGIN_X, y: w.y - 3, width: 30, height: 3, color: COLORS.violet });
  w.y -= 12;
  for (const line of w.wrap(closing.heading, CONTENT_W, titleStyle)) {
    w.drawLine(line, MARGIN_X, w.y, titleStyle);
    w.y -= titleStyle.lineHeight;
  }
  w.y -= 10;
  for (const paragraph of closing.paragraphs) prepareParagraph(w, paragraph).render(w);
  prepareSubheading(w, closing.helpTitle, undefined).render(w);
  prepareList(w, closing.help, 'bullet').render(w);

  // Offices: small cards side by side.
  prepareSubheading(w, closing.officesTitle, undefined).render(w);
  w.y -= 4;
  const cityStyle: TextStyle = { size: 13, lineHeight: 17, color: COLORS.indigo, base: 'bold' };
  const officeStyle: TextStyle = { size: 9.5, lineHeight: 13, color: COLORS.muted, base: 'regular' };
  const officeGap = 16;
  const officeCount = Math.max(closing.offices.length, 1);
  const officeW = (CONTENT_W - officeGap * (officeCount - 1)) / officeCount;
  const officeCards = closing.offices.map((o) => ({
    city: w.wrap(o.city, officeW - 32, cityStyle),
    text: w.wrap(o.text, officeW - 32, officeStyle),
  }));
  const officeH = 30 + Math.max(...officeCards.map((c) => c.city.length * cityStyle.lineHeight + c.text.length * officeStyle.lineHeight));
  officeCards.forEach((card, i) => {
    const x = MARGIN_X + i * (officeW + officeGap);
    roundedRect(page, x, w.y, officeW, officeH, 6, { color: COLORS.violetTint, borderColor: COLORS.violetLine, borderWidth: 0.8 });
    page.drawRectangle({ x: x + 16, y: w.y - 3, width: 26, height: 3, color: COLORS.violet });
    let y = w.y - 15;
    for (const line of card.city) {
      w.drawLine(line, x + 16, y, cityStyle, x + officeW - 16);
      y -= cityStyle.lineHeight;
    }
    for (const line of card.text) {
      w.drawLine(line, x + 16, y, officeStyle, x + officeW - 16);
      y -= officeStyle.lineHeight;
    }
  });
  w.y -= officeH;

  // Call-to-action card anchored above the footer.
  const pad = 24;
  const ctaTitleStyle: TextStyle = { size: 19, lineHeight: 24, color: COLORS.white, base: 'bold' };
  const ctaTextStyle: TextStyle = { size: 10.5, lineHeight: 15, color: COLORS.onIndigo, base: 'regular' };
  const contactStyle: TextStyle = { size: 10.5, lineHeight: 15, color: COLORS.white, base: 'bold' };
  const disclaimerStyle: TextStyle = { size: 7.4, lineHeight: 10, color: COLORS.muted, base: 'italic' };
  const inner = CONTENT_W - 2 * pad;
  // Title and text leave room for the decorative rings at the top right.
  const titleLines = w.wrap(closing.ctaTitle, inner - 64, ctaTitleStyle);
  const textLines = w.wrap(closing.ctaText, inner - 64, ctaTextStyle);
  const contactLines = w.wrap(closing.contact, inner, contactStyle);
  const officeLines = w.wrap(content.cover.offices, inner, { ...ctaTextStyle, size: 9, lineHeight: 13, color: COLORS.violetSoft });
  const disclaimerLines = w.wrap(closing.disclaimer, CONTENT_W, disclaimerStyle);
  const cardH =
    pad + titleLines.length * ctaTitleStyle.lineHeight + 6 + textLines.length * ctaTextStyle.lineHeight + 18 +
    contactLines.length * contactStyle.lineHeight + 4 + officeLines.length * 13 + pad;
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
  page.drawRectangle({ x: MARGIN_X + pad, y: cardTop - 10, width: 34, height: 3, color: COLORS.violet });
  let y = cardTop - pad;
  for (const line of titleLines) {
    w.drawLine(line, MARGIN_X + pad, y, ctaTitleStyle);
    y -= ctaTitleStyle.lineHeight;
  }
  y -= 6;
  for (const line of textLines) {
    w.drawLine(line, MARGIN_X + pad, y, ctaTextStyle);
    y -= ctaTextStyle.lineHeight;
  }
  y -= 9;
  page.drawLine({ start: { x: MARGIN_X + pad, y }, end: { x: RIGHT_X - pad, y }, thickness: 0.6, color: COLORS.violetSoft, opacity: 0.5 });
  y -= 9;
  for (const line of contactLines) {
    w.drawLine(line, MARGIN_X + pad, y, contactStyle);
    y -= contactStyle.lineHeight;
  }
  y -= 4;
  for (const line of officeLines) {
    w.drawLine(line, MARGIN_X + pad, y, { ...ctaTextStyle, size: 9, lineHeight: 13, color: COLORS.violetSoft });
    y -= 13;
  }
  y = BOTTOM_Y + disclaimerH;
  for (const line of disclaimerLines) {
    w.drawLine(line, MARGIN_X, y, disclaimerStyle);
    y -= disclaimerStyle.lineHeight;
  }
  return pageIndex;
}

function drawFooters(w: Writer, content: WhitePaperContent) {
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

/* -------------------------------------------------------------------------- */
/* Entry point                                                                 */
/* -------------------------------------------------------------------------- */

interface LayoutResult {
  doc: PDFDocument;
  pageCount: number;
  toc: TocEntry[];
}

/**
 * Lay the document out. The first pass only measures (page count and the page
 * of every section); the second pass draws the contents page and the footers in
 * reading order, so extracted text flows naturally.
 */
async function layoutDocument(content: WhitePaperContent, known?: LayoutResult): Promise<LayoutResult> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };

  doc.setTitle(content.meta.title, { showInWindowTitleBar: true });
  doc.setAuthor(COMPANY_NAME);
  doc.setSubject(content.meta.subject);
  doc.setKeywords(content.meta.keywords);
  doc.setCreator(COMPANY_NAME);
  doc.setProducer(`${COMPANY_NAME} white paper renderer (pdf-lib)`);
  doc.setLanguage(content.language);
  doc.setCreationDate(DOCUMENT_DATE);
  doc.setModificationDate(DOCUMENT_DATE);

  const w = new Writer(doc, fonts, new Measurer(fonts), (s) => sanitizeText(s, content.locale));

  renderCover(w, content);
  const toc: TocEntry[] = [];
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

/**
 * Render the white paper for one locale. Pure and deterministic: the same
 * locale always yields byte-identical output (fixed dates and metadata;
 * pdf-lib's internal name generator is seeded).
 */
export async function renderWhitePaper(locale: 'en' | 'de' | 'fr' | 'nl'): Promise<Uint8Array> {
  const content = getWhitePaperContent(locale);
  const measured = await layoutDocument(content);
  const final = await layoutDocument(content, measured);
  return final.doc.save({ useObjectStreams: false });
}

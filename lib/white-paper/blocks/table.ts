import type { RGB } from 'pdf-lib';

import { COLORS } from '../brand';
import { CONTENT_W, EPSILON, MARGIN_X, RIGHT_X } from '../layout/geometry';
import { BLOCK_AFTER, TABLE_HEAD, TABLE_TEXT, type TextStyle } from '../layout/typography';
import type { Writer } from '../layout/writer';
import type { Line } from '../layout/wrap-text';
import type { Prepared } from './prepared-block';

interface Row {
  cells: Line[][];
  height: number;
}

const PAD_X = 7;
const PAD_Y = 4.6;

/** `widths` are relative; the columns always span the full content width. */
export function prepareTable(w: Writer, columns: string[], widths: number[], rows: string[][]): Prepared {
  const total = widths.reduce((a, b) => a + b, 0) || 1;
  const colWidths = columns.map((_, i) => ((widths[i] ?? 1) / total) * CONTENT_W);
  const layRow = (cells: string[], style: TextStyle): Row => {
    const laidCells = columns.map((_, i) => w.wrap(cells[i] ?? '', (colWidths[i] ?? 0) - 2 * PAD_X, style));
    const height = Math.max(...laidCells.map((c) => c.length)) * style.lineHeight + 2 * PAD_Y;
    return { cells: laidCells, height };
  };
  const head = layRow(columns, TABLE_HEAD);
  const body = rows.map((r) => layRow(r, TABLE_TEXT));
  const firstRow = body[0]?.height ?? 0;

  const drawRow = (wr: Writer, row: Row, style: TextStyle, fill: RGB | undefined, header: boolean) => {
    const top = wr.y;
    if (fill) wr.page.drawRectangle({ x: MARGIN_X, y: top - row.height, width: CONTENT_W, height: row.height, color: fill });
    let x = MARGIN_X;
    row.cells.forEach((lines, i) => {
      const width = colWidths[i] ?? 0;
      lines.forEach((line, li) => {
        wr.drawLine(line, x + PAD_X, top - PAD_Y - li * style.lineHeight, style, x + width - PAD_X + 0.5);
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
        // The header row is repeated on every page the table spans.
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

import { COLORS } from '../brand';
import { CONTENT_W, MARGIN_X } from '../layout/geometry';
import { roundedRect } from '../layout/shapes';
import { BLOCK_AFTER, BODY, BOX_TITLE, LIST_ITEM_GAP } from '../layout/typography';
import type { Writer } from '../layout/writer';
import type { Prepared } from './prepared-block';

/** Boxed list of tick boxes; always kept on one page so it can be printed. */
export function prepareChecklist(w: Writer, title: string, items: string[]): Prepared {
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
      y = wr.drawLines(titleLines, MARGIN_X + pad, y, BOX_TITLE);
      y -= 6;
      laid.forEach((lines, index) => {
        if (index > 0) y -= LIST_ITEM_GAP;
        const mid = y - BODY.lineHeight / 2;
        wr.page.drawRectangle({ x: MARGIN_X + pad + 1, y: mid - 4.2, width: 9, height: 9, borderColor: COLORS.violet, borderWidth: 1.1, color: COLORS.white });
        y = wr.drawLines(lines, MARGIN_X + pad + indent, y, BODY);
      });
      wr.y = top - height;
      wr.gap(BLOCK_AFTER + 2);
    },
  };
}

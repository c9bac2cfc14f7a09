import type { RGB } from 'pdf-lib';

import { CONTENT_W, EPSILON, MARGIN_X } from '../layout/geometry';
import { roundedRect } from '../layout/shapes';
import { BLOCK_AFTER, BOX_TITLE, type TextStyle } from '../layout/typography';
import type { Writer } from '../layout/writer';
import type { Line } from '../layout/wrap-text';
import type { Prepared } from './prepared-block';

export interface TintedBoxOptions {
  /** Small capitals above the title, e.g. "PROMPT"; drawn in the rule colour. */
  label?: string;
  title: string;
  body: string;
  bodyStyle: TextStyle;
  fill: RGB;
  rule: RGB;
}

const PAD = 13;
/** Boxes up to this height are never split across pages. */
const KEEP_TOGETHER_MAX = 200;

/**
 * Tinted box with a coloured left rule: used for prompts and callouts. Short
 * boxes are kept together; long ones continue on the next page.
 */
export function prepareTintedBox(w: Writer, opts: TintedBoxOptions): Prepared {
  const inner = CONTENT_W - 2 * PAD - 4;
  const labelStyle: TextStyle = { size: 7.5, lineHeight: 11, color: opts.rule, base: 'bold' };
  const labelLines = opts.label ? w.wrap(opts.label.toLocaleUpperCase(), inner, labelStyle) : [];
  const titleLines = w.wrap(opts.title, inner, BOX_TITLE);
  const bodyLines = w.wrap(opts.body, inner, opts.bodyStyle);
  const headHeight = labelLines.length * labelStyle.lineHeight + titleLines.length * BOX_TITLE.lineHeight + 4;
  // Blank lines (paragraph breaks in prompt templates) take about half a line.
  const blankHeight = opts.bodyStyle.lineHeight * 0.55;
  const lineH = (l: Line) => (l.pieces.length === 0 ? blankHeight : opts.bodyStyle.lineHeight);
  const bodyHeight = bodyLines.reduce((s, l) => s + lineH(l), 0);
  const total = PAD * 2 + headHeight + bodyHeight;
  const startHeight = total <= KEEP_TOGETHER_MAX ? total : PAD * 2 + headHeight + 3 * opts.bodyStyle.lineHeight;

  return {
    minStart: startHeight,
    render(wr) {
      wr.ensure(startHeight);
      let index = 0;
      let firstSegment = true;
      while (index < bodyLines.length || firstSegment) {
        const top = wr.y;
        const available = wr.remaining - 2 * PAD - (firstSegment ? headHeight : 0);
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
        const height = 2 * PAD + (firstSegment ? headHeight : 0) + used;
        roundedRect(wr.page, MARGIN_X, top, CONTENT_W, height, 5, { color: opts.fill });
        wr.page.drawRectangle({ x: MARGIN_X, y: top - height + 4, width: 3.5, height: height - 8, color: opts.rule });
        let y = top - PAD;
        const x = MARGIN_X + PAD + 4;
        if (firstSegment) {
          y = wr.drawLines(labelLines, x, y, labelStyle);
          y = wr.drawLines(titleLines, x, y, BOX_TITLE);
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

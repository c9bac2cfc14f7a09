import { COLORS } from '../brand';
import { CONTENT_W, MARGIN_X } from '../layout/geometry';
import { roundedRect } from '../layout/shapes';
import { BLOCK_AFTER, type TextStyle } from '../layout/typography';
import type { Writer } from '../layout/writer';
import type { Prepared } from './prepared-block';

/** Indigo box: a headline figure with its label on the left, the explanation on the right. */
export function prepareStat(w: Writer, value: string, label: string, text: string): Prepared {
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
      // Both columns are centred vertically in the box.
      const labelTop = wr.drawLines(valueLines, MARGIN_X + pad, top - pad - (height - 2 * pad - leftH) / 2, valueStyle) - 4;
      wr.drawLines(labelLines, MARGIN_X + pad, labelTop, labelStyle);
      wr.drawLines(textLines, MARGIN_X + pad + leftW + 18, top - pad - (height - 2 * pad - rightH) / 2, textStyle);
      wr.y = top - height;
      wr.gap(BLOCK_AFTER + 2);
    },
  };
}

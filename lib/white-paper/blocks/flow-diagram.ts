import { COLORS } from '../brand';
import type { FlowStep } from '../content/types';
import { CONTENT_W, MARGIN_X } from '../layout/geometry';
import { drawCenteredBold, roundedRect } from '../layout/shapes';
import { BLOCK_AFTER, type TextStyle } from '../layout/typography';
import type { Writer } from '../layout/writer';
import type { Prepared } from './prepared-block';

/**
 * Numbered step boxes side by side, joined by arrows, with a dashed feedback
 * loop from the last step back to the first. Never split across pages.
 */
export function prepareFlowDiagram(w: Writer, steps: FlowStep[], loop: string): Prepared {
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
  // Every box gets the same height and the texts start on one line across boxes.
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
        drawCenteredBold(page, String(i + 1), x + pad + badge / 2, top - pad - badge / 2 - 3, 8.5, COLORS.white, wr.fonts, wr.m);
        const titleTop = top - pad - badge - 6;
        wr.drawLines(l.title, x + pad, titleTop, titleStyle, x + boxW - pad + 0.5);
        wr.drawLines(l.text, x + pad, titleTop - titleRows * titleStyle.lineHeight - 3, textStyle, x + boxW - pad + 0.5);
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

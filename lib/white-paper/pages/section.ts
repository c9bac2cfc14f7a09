import { COLORS } from '../brand';
import { prepareBlocks } from '../blocks/prepare-blocks';
import type { Section } from '../content/types';
import { CONTENT_W, MARGIN_X } from '../layout/geometry';
import { H2, type TextStyle } from '../layout/typography';
import type { Writer } from '../layout/writer';
import { wrapText } from '../layout/wrap-text';

/**
 * Sections run on from the previous one; the heading only moves to a new page
 * together with the start of the first block. Returns the section's page index
 * for the contents page.
 */
export function renderSection(w: Writer, section: Section, number: string | undefined, promptLabel: string): number {
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
  w.y = w.drawLines(headingLines, MARGIN_X, w.y, H2);
  w.y -= 10;
  for (const block of blocks) {
    w.ensure(block.minStart);
    block.render(w);
  }
  return pageIndex;
}

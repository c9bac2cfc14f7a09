import { COLORS } from '../brand';
import type { ListItem } from '../content/types';
import { CONTENT_W, MARGIN_X } from '../layout/geometry';
import { drawCenteredBold } from '../layout/shapes';
import { BLOCK_AFTER, BODY, LIST_ITEM_GAP } from '../layout/typography';
import type { Writer } from '../layout/writer';
import { minLinesAtStart, type Prepared } from './prepared-block';

type Marker = 'bullet' | 'number';

/** A `{ lead, text }` item prints its lead in bold, run into the text. */
export function listItemText(item: ListItem): string {
  return typeof item === 'string' ? item : `**${item.lead}** ${item.text}`;
}

export function prepareList(w: Writer, items: string[], marker: Marker): Prepared {
  const indent = marker === 'bullet' ? 16 : 28;
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
          } else {
            wr.page.drawCircle({ x: MARGIN_X + 9, y: mid + 0.5, size: 8.5, color: COLORS.violet });
            drawCenteredBold(wr.page, String(index + 1), MARGIN_X + 9, mid - 2.6, 9, COLORS.white, wr.fonts, wr.m);
          }
        });
      });
      wr.gap(BLOCK_AFTER - 4);
    },
  };
}

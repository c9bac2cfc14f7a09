import { CONTENT_W, MARGIN_X } from '../layout/geometry';
import { BODY, PARAGRAPH_AFTER } from '../layout/typography';
import type { Writer } from '../layout/writer';
import { minLinesAtStart, type Prepared } from './prepared-block';

/**
 * `introduces`: the block this paragraph leads into (a list, table, diagram…).
 * A short introductory paragraph is never separated from it by a page break.
 */
export function prepareParagraph(w: Writer, text: string, introduces?: Prepared): Prepared {
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

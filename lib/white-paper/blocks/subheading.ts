import { CONTENT_W, MARGIN_X } from '../layout/geometry';
import { SUBHEADING } from '../layout/typography';
import type { Writer } from '../layout/writer';
import type { Prepared } from './prepared-block';

/** `next` is the block that follows: a heading never ends a page without it. */
export function prepareSubheading(w: Writer, text: string, next: Prepared | undefined): Prepared {
  const lines = w.wrap(text, CONTENT_W, SUBHEADING);
  const height = lines.length * SUBHEADING.lineHeight + 4;
  return {
    minStart: height + (next?.minStart ?? 0),
    render(wr) {
      wr.gap(8);
      wr.ensure(height + (next?.minStart ?? 0));
      wr.y = wr.drawLines(lines, MARGIN_X, wr.y, SUBHEADING);
      wr.y -= 4;
    },
  };
}

import type { Writer } from '../layout/writer';

/**
 * A block measured ahead of drawing, so the page flow can decide where it may
 * start (and keep headings and intros with what follows) before any ink.
 */
export interface Prepared {
  /** Height that must be free on the page before the block may start. */
  minStart: number;
  render(w: Writer): void;
}

/**
 * Lines a block needs at the bottom of a page before it may start there:
 * flowLines never leaves fewer than two lines on either side of a break, so a
 * three-line paragraph cannot be split at all.
 */
export function minLinesAtStart(count: number): number {
  return count <= 3 ? count : 2;
}

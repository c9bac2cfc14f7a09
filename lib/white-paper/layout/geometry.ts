/** Page geometry in points (A4 = 210 × 297 mm). */

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const MARGIN_X = 56;
export const CONTENT_W = PAGE_W - 2 * MARGIN_X;
export const RIGHT_X = MARGIN_X + CONTENT_W;
export const TOP_Y = PAGE_H - 62;
export const BOTTOM_Y = 70;
export const FOOTER_Y = 36;

/** Tolerance for comparing summed floating-point widths and heights. */
export const EPSILON = 0.01;

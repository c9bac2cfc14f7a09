import type { PDFPage, RGB } from 'pdf-lib';

import type { Fonts } from './fonts';
import type { Measurer } from './measurer';

function roundedRectPath(width: number, height: number, r: number): string {
  const rr = Math.min(r, width / 2, height / 2);
  return [
    `M ${rr} 0`,
    `H ${width - rr}`,
    `A ${rr} ${rr} 0 0 1 ${width} ${rr}`,
    `V ${height - rr}`,
    `A ${rr} ${rr} 0 0 1 ${width - rr} ${height}`,
    `H ${rr}`,
    `A ${rr} ${rr} 0 0 1 0 ${height - rr}`,
    `V ${rr}`,
    `A ${rr} ${rr} 0 0 1 ${rr} 0`,
    'Z',
  ].join(' ');
}

/** Rounded rectangle; (x, top) is the top-left corner in PDF coordinates. */
export function roundedRect(
  page: PDFPage,
  x: number,
  top: number,
  width: number,
  height: number,
  radius: number,
  opts: { color?: RGB; borderColor?: RGB; borderWidth?: number },
) {
  page.drawSvgPath(roundedRectPath(width, height, radius), {
    x,
    y: top,
    color: opts.color,
    borderColor: opts.borderColor,
    borderWidth: opts.borderWidth ?? (opts.borderColor ? 1 : 0),
  });
}

/** Bold text centred on `cx`: numbers in badges and the logo letter. */
export function drawCenteredBold(page: PDFPage, text: string, cx: number, baseline: number, size: number, color: RGB, fonts: Fonts, m: Measurer) {
  const width = m.width(text, 'bold', size);
  page.drawText(text, { x: cx - width / 2, y: baseline, size, font: fonts.bold, color });
}

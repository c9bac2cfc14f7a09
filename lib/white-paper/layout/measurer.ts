import type { InlineStyle } from '../text';
import type { Fonts } from './fonts';

export const SOFT_HYPHEN = '\u00ad';

export interface Piece {
  text: string;
  style: InlineStyle;
}

/**
 * Measures text exactly as pdf-lib draws it: glyph advances summed without
 * kerning (drawText emits plain Tj strings, so kerning is never applied).
 */
export class Measurer {
  private cache = new Map<string, number>();

  constructor(private fonts: Fonts) {}

  charWidth(char: string, style: InlineStyle): number {
    if (char === SOFT_HYPHEN) return 0;
    const key = style + char;
    let width = this.cache.get(key);
    if (width === undefined) {
      width = this.fonts[style].widthOfTextAtSize(char, 1000) / 1000;
      this.cache.set(key, width);
    }
    return width;
  }

  width(text: string, style: InlineStyle, size: number): number {
    let total = 0;
    for (const char of text) total += this.charWidth(char, style);
    return total * size;
  }

  piecesWidth(pieces: Piece[], size: number): number {
    return pieces.reduce((sum, piece) => sum + this.width(piece.text, piece.style, size), 0);
  }
}

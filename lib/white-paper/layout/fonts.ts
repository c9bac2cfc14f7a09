import { StandardFonts, type PDFDocument, type PDFFont } from 'pdf-lib';

import type { InlineStyle } from '../text';

export type Fonts = Record<InlineStyle, PDFFont>;

/**
 * The standard 14 fonts need no font files, which keeps the output small and
 * reproducible; the price is WinAnsi-only text (see ../text.ts).
 */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  return {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
}

import type { RGB } from 'pdf-lib';

import { COLORS } from '../brand';
import type { InlineStyle } from '../text';

export interface TextStyle {
  size: number;
  lineHeight: number;
  color: RGB;
  /** Style of text without inline markup. */
  base: InlineStyle;
}

export const BODY: TextStyle = { size: 9.8, lineHeight: 14.2, color: COLORS.ink, base: 'regular' };
export const SUBHEADING: TextStyle = { size: 12, lineHeight: 16, color: COLORS.indigo, base: 'bold' };
export const H2: TextStyle = { size: 18, lineHeight: 23, color: COLORS.indigo, base: 'bold' };
/** Title of the pages that stand on their own: contents and closing. */
export const PAGE_TITLE: TextStyle = { ...H2, size: 22, lineHeight: 27 };
export const TABLE_TEXT: TextStyle = { size: 8.8, lineHeight: 12.4, color: COLORS.ink, base: 'regular' };
export const TABLE_HEAD: TextStyle = { size: 8.8, lineHeight: 12.4, color: COLORS.white, base: 'bold' };
export const PROMPT_TEXT: TextStyle = { size: 9, lineHeight: 13, color: COLORS.ink, base: 'regular' };
export const BOX_TITLE: TextStyle = { size: 10.5, lineHeight: 14, color: COLORS.indigo, base: 'bold' };

export const PARAGRAPH_AFTER = 8;
export const BLOCK_AFTER = 13;
export const LIST_ITEM_GAP = 4;

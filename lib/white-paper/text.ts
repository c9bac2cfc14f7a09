import type { WhitePaperLocale } from './content/types';

/**
 * pdf-lib's standard 14 fonts (Helvetica & co.) use WinAnsi encoding.
 * Anything outside it makes drawText throw, so every string is passed through
 * `sanitizeText` before it is measured or drawn.
 */

/** The 27 printable WinAnsi characters in the 0x80–0x9F range. */
const WIN_ANSI_SPECIALS = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

export function isWinAnsi(char: string): boolean {
  const cp = char.codePointAt(0);
  if (cp === undefined) return false;
  if (cp === 0x0a) return true; // hard line breaks are handled by the layout
  if (cp >= 0x20 && cp <= 0x7e) return true;
  if (cp >= 0xa0 && cp <= 0xff) return true;
  return WIN_ANSI_SPECIALS.includes(char);
}

const NBSP = '\u00a0';

/** Characters we know how to express in WinAnsi. */
const REPLACEMENTS: Record<string, string> = {
  '\u2192': '->', // →
  '\u2190': '<-', // ←
  '\u2194': '<->', // ↔
  '\u21d2': '=>', // ⇒
  '\u2264': '<=', // ≤
  '\u2265': '>=', // ≥
  '\u2260': '!=', // ≠
  '\u2248': '~', // ≈
  '\u2212': '–', // minus sign (en dash reads better than a hyphen)
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '–', // figure dash
  '\u2015': '—', // horizontal bar
  '\u2032': "'", // prime
  '\u2033': '"', // double prime
  '\u201b': '’',
  '\u201f': '”',
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2009': ' ', // thin space
  '\u200a': ' ', // hair space
  '\u2007': NBSP, // figure space
  '\u202f': NBSP, // narrow no-break space (French typography)
  '\u2060': '', // word joiner
  '\u200b': '', // zero-width space
  '\u200c': '',
  '\u200d': '',
  '\ufeff': '',
  '\t': '  ',
  '\r': '',
  '\u2028': '\n',
  '\u2029': '\n',
  '\u2713': '', // ✓
  '\u2714': '', // ✔
  '\u2605': '*', // ★
  '\u25cf': '•', // ●
  '\u25aa': '•', // ▪
  '\u00b7': '·', // (already WinAnsi, listed for clarity)
  '\ufb01': 'fi',
  '\ufb02': 'fl',
  '\u0132': 'IJ', // Dutch ligature Ĳ
  '\u0133': 'ij', // ĳ
};

/**
 * French typography: a (non-breaking) space before : ; ? ! and inside « ».
 * Authors write ordinary spaces; we turn them into U+00A0 so lines never break
 * before the punctuation. Existing spaces only: URLs and times are untouched.
 */
function frenchSpacing(text: string): string {
  return text
    .replace(/«[ \u00a0]*/g, `«${NBSP}`)
    .replace(/[ \u00a0]*»/g, `${NBSP}»`)
    .replace(/ ([:;?!])/g, `${NBSP}$1`)
    .replace(/(\d) %/g, `$1${NBSP}%`);
}

/** German and French write "70 %": keep number and sign together. */
function percentSpacing(text: string): string {
  return text.replace(/(\d) %/g, `$1${NBSP}%`);
}

/**
 * Map a string onto WinAnsi-safe text. Unknown characters are decomposed
 * (é → e + ´) and, as a last resort, replaced with "?" so rendering never
 * crashes. Tests assert that real content never needs the last resort.
 */
export function sanitizeText(input: string, locale: WhitePaperLocale): string {
  let text = input.normalize('NFC');
  if (locale === 'fr') text = frenchSpacing(text);
  if (locale === 'de') text = percentSpacing(text);
  let out = '';
  for (const char of text) {
    if (char === '\u00ad') {
      out += char; // soft hyphen: kept as a break hint, never drawn
      continue;
    }
    const mapped = REPLACEMENTS[char];
    if (mapped !== undefined) {
      out += mapped;
      continue;
    }
    if (isWinAnsi(char)) {
      out += char;
      continue;
    }
    const stripped = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += stripped.length > 0 && [...stripped].every(isWinAnsi) ? stripped : '?';
  }
  return out;
}

/**
 * Characters in `input` that `sanitizeText` cannot express faithfully (they
 * would be degraded to an accent-less letter or "?").
 */
export function unencodableChars(input: string): string[] {
  const bad = new Set<string>();
  for (const char of input.normalize('NFC')) {
    if (char === '\u00ad') continue;
    if (REPLACEMENTS[char] !== undefined || isWinAnsi(char)) continue;
    bad.add(char);
  }
  return [...bad];
}

export type InlineStyle = 'regular' | 'bold' | 'italic';

export interface InlineRun {
  text: string;
  style: InlineStyle;
}

/**
 * Parse `**bold**` and `*italic*` markup into styled runs. `base` is the style
 * of unmarked text (e.g. bold for headings). Unbalanced markers are printed
 * literally.
 */
export function parseInline(text: string, base: InlineStyle = 'regular'): InlineRun[] {
  const runs: InlineRun[] = [];
  const push = (t: string, style: InlineStyle) => {
    if (t.length === 0) return;
    const last = runs[runs.length - 1];
    if (last && last.style === style) last.text += t;
    else runs.push({ text: t, style });
  };
  const pattern = /\*\*([^*]+)\*\*|\*([^*\s][^*]*)\*/g;
  let index = 0;
  for (const match of text.matchAll(pattern)) {
    const at = match.index ?? 0;
    push(text.slice(index, at), base);
    if (match[1] !== undefined) push(match[1], 'bold');
    else if (match[2] !== undefined) push(match[2], 'italic');
    index = at + match[0].length;
  }
  push(text.slice(index), base);
  return runs;
}

/** Plain text without markup or soft hyphens (used for search and tests). */
export function stripMarkup(text: string): string {
  return parseInline(text)
    .map((run) => run.text)
    .join('')
    .replace(/\u00ad/g, '');
}

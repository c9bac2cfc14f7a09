import { parseInline, type InlineStyle } from '../text';
import { EPSILON } from './geometry';
import { SOFT_HYPHEN, type Measurer, type Piece } from './measurer';
import type { TextStyle } from './typography';

export interface Line {
  pieces: Piece[];
  width: number;
}

interface Word {
  pieces: Piece[];
}

function appendPiece(pieces: Piece[], text: string, style: InlineStyle) {
  if (text.length === 0) return;
  const last = pieces[pieces.length - 1];
  if (last && last.style === style) last.text += text;
  else pieces.push({ text, style });
}

function stripSoftHyphens(pieces: Piece[]): Piece[] {
  const out: Piece[] = [];
  for (const piece of pieces) appendPiece(out, piece.text.replaceAll(SOFT_HYPHEN, ''), piece.style);
  return out;
}

function toWords(text: string, base: InlineStyle): Word[] {
  const words: Word[] = [];
  let current: Piece[] = [];
  for (const run of parseInline(text, base)) {
    const parts = run.text.split(' ');
    parts.forEach((part, index) => {
      if (index > 0 && current.length > 0) {
        words.push({ pieces: current });
        current = [];
      }
      appendPiece(current, part, run.style);
    });
  }
  if (current.length > 0) words.push({ pieces: current });
  return words;
}

/** Split a word that is wider than `max` on its own line. */
function splitLongWord(word: Word, max: number, size: number, m: Measurer): [Word, Word] {
  const chars: { char: string; style: InlineStyle }[] = [];
  for (const piece of word.pieces) for (const char of piece.text) chars.push({ char, style: piece.style });
  const hyphenWidth = m.width('-', 'regular', size);
  let width = 0;
  let lastFit = 0; // number of chars that fit (with a trailing hyphen)
  let lastSoftFit = -1; // index of a soft hyphen that fits
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (!c) break;
    if (c.char === SOFT_HYPHEN) {
      if (width + hyphenWidth <= max) lastSoftFit = i;
      continue;
    }
    width += m.charWidth(c.char, c.style) * size;
    if (width + hyphenWidth <= max) lastFit = i + 1;
  }
  const cut = lastSoftFit > 0 ? lastSoftFit : Math.max(1, lastFit);
  const head: Piece[] = [];
  const tail: Piece[] = [];
  chars.forEach((c, i) => {
    if (i < cut) appendPiece(head, c.char, c.style);
    else if (!(i === cut && c.char === SOFT_HYPHEN)) appendPiece(tail, c.char, c.style);
  });
  const lastHead = head[head.length - 1];
  appendPiece(head, '-', lastHead ? lastHead.style : 'regular');
  return [{ pieces: head }, { pieces: tail }];
}

/**
 * Greedy line breaking on spaces; `\n` forces a break. Soft hyphens are only
 * used for words too wide for a line of their own (narrow table cells).
 */
export function wrapText(text: string, max: number, style: TextStyle, m: Measurer): Line[] {
  const lines: Line[] = [];
  const spaceWidth = m.width(' ', 'regular', style.size);
  for (const paragraph of text.split('\n')) {
    const words = toWords(paragraph, style.base);
    if (words.length === 0) {
      lines.push({ pieces: [], width: 0 });
      continue;
    }
    let current: Piece[] = [];
    let currentWidth = 0;
    const flush = () => {
      if (current.length > 0) lines.push({ pieces: current, width: m.piecesWidth(current, style.size) });
      current = [];
      currentWidth = 0;
    };
    for (const original of words) {
      let word: Word = { pieces: stripSoftHyphens(original.pieces) };
      let wordWidth = m.piecesWidth(word.pieces, style.size);
      const gap = current.length > 0 ? spaceWidth : 0;
      if (currentWidth + gap + wordWidth <= max + EPSILON) {
        if (gap > 0) {
          const last = current[current.length - 1];
          appendPiece(current, ' ', last ? last.style : style.base);
        }
        for (const piece of word.pieces) appendPiece(current, piece.text, piece.style);
        currentWidth += gap + wordWidth;
        continue;
      }
      flush();
      if (wordWidth > max) {
        word = original;
        while (m.piecesWidth(stripSoftHyphens(word.pieces), style.size) > max) {
          const [head, tail] = splitLongWord(word, max, style.size, m);
          lines.push({ pieces: head.pieces, width: m.piecesWidth(head.pieces, style.size) });
          word = tail;
        }
        word = { pieces: stripSoftHyphens(word.pieces) };
        wordWidth = m.piecesWidth(word.pieces, style.size);
      }
      for (const piece of word.pieces) appendPiece(current, piece.text, piece.style);
      currentWidth = wordWidth;
    }
    flush();
  }
  return lines;
}

import type { DiffPart } from '@/lib/copy/diff';

// A word-level diff as a writer reads it beside a button: every change in full, and the unchanged
// text between changes cut down to a few words either side, so a one-word edit in a long
// article is a line, not the article.

const CONTEXT_WORDS = 8;

export function briefDiff(parts: readonly DiffPart[], context = CONTEXT_WORDS): DiffPart[] {
  return parts.map((part, index) => {
    if (part.kind !== 'same') return part;
    const words = part.text.split(/(\s+)/);
    // Words and the spaces between them alternate: 2 × context tokens is `context` words.
    const keep = context * 2;
    if (words.length <= keep * 2 + 1) return part;
    const first = index === 0;
    const last = index === parts.length - 1;
    const head = first ? '' : words.slice(0, keep).join('');
    const tail = last ? '' : words.slice(-keep).join('');
    return { kind: 'same', text: `${head}${first ? '' : ' '}…${last ? '' : ' '}${tail}` };
  });
}

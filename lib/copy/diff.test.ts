import { describe, expect, it } from 'vitest';
import { hasChanges, wordDiff } from './diff';

describe('wordDiff', () => {
  it('marks the words that changed and keeps the rest', () => {
    expect(wordDiff('Growth that compounds', 'Growth that lasts')).toEqual([
      { kind: 'same', text: 'Growth that ' },
      { kind: 'removed', text: 'compounds' },
      { kind: 'added', text: 'lasts' },
    ]);
  });

  it('gives back both texts whole when read in order, punctuation as its own token', () => {
    const before = 'Wir bauen Websites, die verkaufen.';
    const after = 'Wir bauen schnelle Websites, die wirklich verkaufen!';
    const parts = wordDiff(before, after);
    expect(
      parts
        .filter((part) => part.kind !== 'added')
        .map((part) => part.text)
        .join(''),
    ).toBe(before);
    expect(
      parts
        .filter((part) => part.kind !== 'removed')
        .map((part) => part.text)
        .join(''),
    ).toBe(after);
    expect(parts.filter((part) => part.kind === 'added').map((part) => part.text.trim())).toEqual(['schnelle', 'wirklich', '!']);
  });

  it('finds nothing to show for equal texts and everything for a new one', () => {
    expect(hasChanges(wordDiff('Same words', 'Same words'))).toBe(false);
    expect(wordDiff('', 'New')).toEqual([{ kind: 'added', text: 'New' }]);
    expect(wordDiff('Old', '')).toEqual([{ kind: 'removed', text: 'Old' }]);
  });
});

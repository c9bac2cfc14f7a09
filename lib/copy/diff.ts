import { diffWordsWithSpace } from 'diff';

// Word-level differences between two texts (jsdiff): what the Texts page marks when it shows
// what a version changed against the one live, or how the English moved under a translation.

export type DiffPart = { kind: 'same' | 'added' | 'removed'; text: string };

/**
 * The parts of `before` → `after`, word by word (spaces count as their own tokens, so a changed
 * line break shows). Neighbouring parts of one kind are merged: a reader sees whole phrases.
 */
export function wordDiff(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  for (const change of diffWordsWithSpace(before, after)) {
    const kind = change.added ? 'added' : change.removed ? 'removed' : 'same';
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += change.value;
    else if (change.value !== '') parts.push({ kind, text: change.value });
  }
  return parts;
}

/** Whether a diff has anything to show (equal texts have only "same" parts). */
export const hasChanges = (parts: readonly DiffPart[]) => parts.some((part) => part.kind !== 'same');

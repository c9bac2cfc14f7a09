import type { FieldErrors, FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

// A refused submit moves the focus to the first field in error, as react-hook-form does by
// default, but only if the visitor is still where they submitted from. The schema check is
// asynchronous: on a busy phone it can end after the visitor has already clicked into another
// field and typed, and react-hook-form's own focus would then pull them out mid-word, so their
// next keystrokes land in the first field (an e-mail was once "lost" in 50 cold starts).

/** Call at the start of the form's onSubmit: what had the focus when the visitor submitted. */
export const focusAtSubmit = (): Element | null => (typeof document === 'undefined' ? null : document.activeElement);

/** handleSubmit's invalid callback: the first field of `order` in error gets the focus, if the focus has not moved on. */
export function focusFirstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly Path<T>[],
  setFocus: UseFormSetFocus<T>,
  submittedFrom: Element | null,
): void {
  const now = document.activeElement;
  if (now !== submittedFrom && now !== document.body && now !== null) return;
  const first = order.find((name) => errors[name as keyof FieldErrors<T>]);
  if (first) setFocus(first);
}

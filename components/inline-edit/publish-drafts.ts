import type { PublishOptions } from './edit-options';

// The inline editor's publish mode (a team member, publish-editor.ts): drafts saved for every
// visitor through app/api/team/copy/drafts. Only publish mode's chunks import this, so visitors'
// pages never fetch it.

/** Where the editor says what went wrong with a draft, inside its form. */
export function problem(form: HTMLFormElement, message: string): void {
  let note = form.querySelector<HTMLElement>('.edit-problem');
  if (!note) {
    note = document.createElement('p');
    note.className = 'edit-problem';
    note.setAttribute('role', 'alert');
    form.prepend(note);
  }
  note.textContent = message;
}

/** A colleague's unpublished draft of a text (app/api/team/copy/text and the drafts route's 409). */
export type ColleagueDraft = { text: string; authorName: string; updatedAt: string };

/**
 * Saves a draft of `key` in this page's language (app/api/team/copy/drafts). Refused texts (a
 * placeholder or tag of the original missing, too long, empty) keep the form open with the reason.
 * `draft` is false when the text equals what visitors see (the server then keeps no draft).
 * `replaces`: the colleague's draft the member chose to replace; a colleague's draft the member
 * has not seen comes back as `colleague`, for the editor to ask about.
 */
export async function publishDraft(
  publish: PublishOptions,
  { key, text, shown, form, field, replaces }: { key: string; text: string; shown: string; form: HTMLFormElement; field: HTMLElement; replaces?: string },
): Promise<{ text: string; draft: boolean; changed: boolean } | { colleague: ColleagueDraft } | undefined> {
  if (text.trim() === shown.trim() && !replaces) return { text: shown, draft: false, changed: false };
  try {
    const response = await fetch(publish.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: publish.locale, key, text, ...(replaces ? { replaces } : {}) }),
    });
    if (response.ok) {
      const { draft } = (await response.json()) as { draft: { text: string } | null };
      return { text: draft?.text ?? text.trim(), draft: draft !== null, changed: true };
    }
    if (response.status === 409) {
      const body = (await response.json().catch(() => ({}))) as { error?: string; draft?: ColleagueDraft };
      if (body.error === 'colleague-draft' && body.draft) return { colleague: body.draft };
    }
    const { error } = (await response.json().catch(() => ({}))) as { error?: string };
    problem(form, (error && publish.labels.refused[error]) || publish.labels.failed);
  } catch {
    problem(form, publish.labels.failed);
  }
  field.focus();
  return undefined;
}

/** Drops the draft of `key`; true when the server has none left. */
export async function discardDraft(publish: PublishOptions, key: string, form: HTMLFormElement): Promise<boolean> {
  try {
    const response = await fetch(publish.endpoint, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ locale: publish.locale, key }),
    });
    if (response.ok) return true;
  } catch {
    // reported below
  }
  problem(form, publish.labels.failed);
  return false;
}

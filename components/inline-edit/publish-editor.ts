import type { EditLabels, PublishOptions } from './edit-options';
import { discardDraft, publishDraft, type ColleagueDraft } from './publish-drafts';
import { addPublishStyle } from './publish-style';
import { keepTeamLanguage, refreshToolbar, watchToolbarPublish } from './toolbar-sync';

// Publish mode's editor (a signed-in member in draft mode; edit-setup.ts loads this chunk only
// then). Every editable text is outlined; a click or tap on the text itself makes that text
// editable where it stands, in its own typography and size, so the member sees the result while
// typing. Keyboard users reach each text through a control that shows when focused. Beside a
// German, French or Dutch text the English it translates is shown. Saved drafts update the
// toolbar at once (toolbar-sync.ts).

type TextInfo = { english: string; current: string; draft: (ColleagueDraft & { mine: boolean }) | null; labels: { english: string } };

async function textInfo(locale: string, key: string): Promise<TextInfo | undefined> {
  try {
    const response = await fetch(`/api/team/copy/text?${new URLSearchParams({ locale, key })}`, { headers: { accept: 'application/json' } });
    return response.ok ? ((await response.json()) as TextInfo) : undefined;
  } catch {
    return undefined;
  }
}

/** Selects the whole text of an element being edited, as a field's select() would. */
function selectAll(element: HTMLElement): void {
  const range = document.createRange();
  range.selectNodeContents(element);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

export function setUpPublishEditing(labels: EditLabels, publish: PublishOptions): () => void {
  const drafts = new Set(publish.draftKeys);
  const marks = [...document.querySelectorAll<HTMLElement>('[data-edit-key]')].filter(
    (element) => !element.closest('a, button, summary, label') && element.firstChild instanceof Text,
  );
  // React's own text node of each mark: it is put back after editing, so later renders own it still.
  const nodes = new Map(marks.map((element) => [element, element.firstChild as Text]));
  let editing: (() => void) | undefined;

  // A heading's control goes after it (inside, it would become part of the heading's name); any
  // other text keeps it inside, where lists and definition lists allow it, out of the way while
  // the text itself is being edited.
  const inside = (element: HTMLElement) => !/^H[1-6]$/.test(element.tagName);
  const mark = (element: HTMLElement) => element.toggleAttribute('data-customised', drafts.has(element.dataset.editKey!));

  const edit = (element: HTMLElement, control: HTMLButtonElement) => {
    if (element.isContentEditable) return;
    editing?.();
    const key = element.dataset.editKey!;
    const node = nodes.get(element)!;
    const shown = node.data;
    const form = document.createElement('form');
    form.className = 'edit-form';
    const button = (label: string, className: string, action?: () => void) => {
      const item = document.createElement('button');
      item.type = action ? 'button' : 'submit';
      item.textContent = label;
      item.className = className;
      if (action) item.addEventListener('click', action);
      form.append(item);
    };
    const close = (text = shown, focus = true) => {
      element.removeEventListener('keydown', keys);
      element.removeAttribute('contenteditable');
      element.removeAttribute('aria-describedby');
      element.replaceChildren(node);
      node.data = text;
      if (inside(element)) element.append(control);
      form.remove();
      editing = undefined;
      if (focus) control.focus({ preventScroll: true });
    };
    // A colleague's draft of this text is never replaced unasked: the member sees it and chooses
    // to keep it, replace it, or edit it; `replaces` tells the server which draft they saw.
    let replaces: string | undefined;
    const askAbout = (draft: ColleagueDraft) => {
      form.querySelector('.edit-colleague')?.remove();
      const name = (text: string) => text.replaceAll('{name}', draft.authorName);
      const panel = document.createElement('div');
      panel.className = 'edit-colleague';
      panel.setAttribute('role', 'alert');
      const intro = document.createElement('p');
      intro.textContent = name(publish.labels.colleague.draft);
      const quote = document.createElement('blockquote');
      quote.textContent = draft.text;
      panel.append(intro, quote);
      const choice = (label: string, action: () => void) => {
        const item = document.createElement('button');
        item.type = 'button';
        item.textContent = label;
        item.addEventListener('click', action);
        panel.append(item);
      };
      choice(name(publish.labels.colleague.keep), () => close(draft.text));
      choice(publish.labels.colleague.replace, () => {
        replaces = draft.updatedAt;
        panel.remove();
        element.focus({ preventScroll: true });
      });
      choice(name(publish.labels.colleague.editTheirs), () => {
        replaces = draft.updatedAt;
        element.textContent = draft.text;
        panel.remove();
        element.focus({ preventScroll: true });
        // The caret after their wording, to go on from it.
        window.getSelection()?.collapse(element, element.childNodes.length);
      });
      form.prepend(panel);
    };
    const save = async () => {
      const text = (element.textContent ?? '').replace(/\u00a0/g, ' ');
      const saved = await publishDraft(publish, { key, text, shown, form, field: element, replaces });
      if (!saved) return;
      if ('colleague' in saved) {
        askAbout(saved.colleague);
        return;
      }
      if (saved.changed) {
        if (saved.draft) drafts.add(key);
        else drafts.delete(key);
        mark(element);
        void refreshToolbar(publish);
      }
      close(saved.text);
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        void save();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    };
    button(labels.save, 'edit-save');
    button(labels.cancel, 'edit-cancel', () => close());
    if (drafts.has(key)) {
      button(publish.labels.discard, 'edit-reset', async () => {
        if (!(await discardDraft(publish, key, form))) return;
        drafts.delete(key);
        mark(element);
        void refreshToolbar(publish);
        close((await textInfo(publish.locale, key))?.current ?? shown);
      });
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      void save();
    });
    // Beside the text: a colleague's draft of it (asked about before typing over it) and, for a
    // translation, the English the member translates from, in view while typing.
    void textInfo(publish.locale, key).then((info) => {
      if (!info || !form.isConnected) return;
      if (info.draft && !info.draft.mine) askAbout(info.draft);
      if (publish.locale !== 'en') {
        const source = document.createElement('p');
        source.className = 'edit-source';
        source.id = `edit-source-${key.replace(/[^A-Za-z0-9-]/g, '-')}`;
        const label = document.createElement('strong');
        label.textContent = info.labels.english;
        const english = document.createElement('span');
        english.lang = 'en';
        english.textContent = info.english;
        source.append(label, english);
        form.prepend(source);
        element.setAttribute('aria-describedby', source.id);
      }
    });
    control.remove();
    element.contentEditable = 'plaintext-only';
    // Browsers without plain-text editing: rich editing, whose markup save() reads back as text.
    if (element.contentEditable !== 'plaintext-only') element.contentEditable = 'true';
    element.addEventListener('keydown', keys);
    element.after(form);
    element.focus({ preventScroll: true });
    selectAll(element);
    editing = () => close(shown, false);
  };

  const controls: HTMLButtonElement[] = [];
  const clicks = new Map<HTMLElement, () => void>();
  for (const element of marks) {
    const control = document.createElement('button');
    control.type = 'button';
    control.className = 'publish-control';
    control.textContent = labels.edit;
    control.setAttribute('aria-label', `${labels.edit}: ${nodes.get(element)!.data.slice(0, 60)}`);
    control.addEventListener('click', () => edit(element, control));
    if (inside(element)) element.append(control);
    else element.after(control);
    element.setAttribute('data-publish-edit', '');
    const click = () => edit(element, control);
    element.addEventListener('click', click);
    clicks.set(element, click);
    controls.push(control);
    mark(element);
  }
  const removeStyle = addPublishStyle();
  keepTeamLanguage();
  const stopWatching = watchToolbarPublish(publish, (live) => {
    for (const key of live) drafts.delete(key);
    for (const element of marks) mark(element);
  });

  return () => {
    editing?.();
    stopWatching();
    removeStyle();
    for (const control of controls) control.remove();
    for (const [element, click] of clicks) {
      element.removeEventListener('click', click);
      element.removeAttribute('data-publish-edit');
    }
  };
}

import { loadOverrides, OVERRIDES_GLOBAL, saveOverrides, withEdit, withoutOverride, type Overrides } from '@/lib/content-overrides';
import { TEAM_HINT_COOKIE } from '@/lib/team/hint-cookie';
import type { EditLabels, PublishOptions } from './edit-options';
import type { OverridesApi } from './overrides-script';

// One name for the hint cookie (lib/team/hint-cookie.ts); the bundler keeps only the constant.
const TEAM_HINT = `${TEAM_HINT_COOKIE}=`;

/** Runs a chunk's set-up once it has loaded; the clean-up works before and after that. */
function later(loaded: Promise<() => () => void>): () => void {
  let cleanUp: (() => void) | undefined;
  let gone = false;
  loaded.then(
    (setUp) => {
      if (!gone) cleanUp = setUp();
    },
    (error) => console.warn('Publish mode is unavailable on this page view.', error),
  );
  return () => {
    gone = true;
    cleanUp?.();
  };
}

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage disabled: editing still works for this page view
  }
}

/**
 * Finds the page's `data-edit-key` texts, applies the visitor's overrides and adds the edit
 * controls; returns the clean-up. Loaded on its own after the page is idle (edit-layer.tsx), so
 * it costs nothing before the page is usable. Texts are only ever written as text node data,
 * never parsed as HTML, and React's own text node is kept so later renders still own it.
 *
 * In publish mode (a team member, `publish` given) the page gets publish-editor.ts instead, a
 * chunk of its own: edits there are drafts for every visitor, and the browser's own overrides
 * are neither shown nor touched. A signed-in member's browser (the team hint cookie) is offered
 * a way into publish mode by team-hint.ts, another chunk of its own: visitors fetch neither.
 */
export function setUpEditing(labels: EditLabels, publish?: PublishOptions): () => void {
  if (publish)
    return later(
      import('./publish-editor').then(
        ({ setUpPublishEditing }) =>
          () =>
            setUpPublishEditing(labels, publish),
      ),
    );
  const hint = document.cookie.split('; ').some((cookie) => cookie.length > TEAM_HINT.length && cookie.startsWith(TEAM_HINT));
  const unhint = hint ? later(import('./team-hint').then(({ offerPublishMode }) => offerPublishMode)) : undefined;
  const language = document.documentElement.lang;
  const store = storage();
  // The head script has already put the visitor's wordings on the page and kept the originals.
  const early = (window as unknown as Record<string, OverridesApi | undefined>)[OVERRIDES_GLOBAL];
  let overrides: Overrides = store ? loadOverrides(store, { reported: early?.corrupt }) : {};
  const marks = [...document.querySelectorAll<HTMLElement>('[data-edit-key]')].filter(
    (element) => !element.closest('a, button, summary, label') && element.firstChild instanceof Text,
  );
  const originals = new Map(marks.map((element) => [element, early?.originals.get(element) ?? (element.firstChild as Text).data]));

  const show = () => {
    for (const [element, original] of originals) {
      const key = element.dataset.editKey!;
      const text = overrides[language]?.[key];
      const node = element.firstChild as Text;
      if (node.data !== (text ?? original)) node.data = text ?? original; // unchanged text: no relayout
      element.toggleAttribute('data-customised', text !== undefined);
    }
  };

  const commit = (next: Overrides) => {
    overrides = next;
    if (store) saveOverrides(store, next);
    show();
  };

  const edit = (element: HTMLElement, control: HTMLButtonElement) => {
    const key = element.dataset.editKey!;
    const shown = (element.firstChild as Text).data;
    const form = document.createElement('form');
    form.className = 'edit-form';
    const field = document.createElement('textarea');
    field.value = shown;
    field.rows = Math.min(6, Math.ceil(shown.length / 60) || 1);
    field.setAttribute('aria-label', labels.field);
    form.append(field);
    const button = (label: string, className: string, action?: () => void) => {
      const node = document.createElement('button');
      node.type = action ? 'button' : 'submit';
      node.textContent = label;
      node.className = className;
      if (action) node.addEventListener('click', action);
      form.append(node);
    };
    const close = () => {
      form.remove();
      element.hidden = false;
      place();
      control.focus();
    };
    const save = () => {
      const next = withEdit(overrides, language, key, field.value, shown, originals.get(element)!);
      if (next) commit(next);
      close();
    };
    button(labels.save, 'edit-save');
    button(labels.cancel, 'edit-cancel', close);
    if (element.hasAttribute('data-customised')) {
      button(labels.reset, 'edit-reset', () => {
        commit(withoutOverride(overrides, language, key));
        close();
      });
    }
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      save();
    });
    field.addEventListener('keydown', (event) => {
      if (event.key === 'Enter' && !event.shiftKey) {
        event.preventDefault();
        save();
      } else if (event.key === 'Escape') {
        event.preventDefault();
        close();
      }
    });
    element.hidden = true;
    element.after(form);
    field.focus();
    field.select();
  };

  // Other texts get the control at their end, in the space app/globals.css reserves there from
  // the first paint (nothing moves when it arrives). Inside a heading it would become part of the
  // heading's accessible name, so there it goes right after it, over the heading's top-right corner.
  const outside = new Map<HTMLButtonElement, HTMLElement>();
  const place = () => {
    // Every position is read before any is written: one layout, not one per heading.
    const spots = [...outside].map(([control, element]) => ({
      control,
      top: element.offsetTop,
      left: element.offsetLeft + element.offsetWidth - control.offsetWidth,
    }));
    for (const { control, top, left } of spots) {
      control.style.top = `${top}px`;
      control.style.left = `${left}px`;
    }
  };
  const template = document.createElement('button');
  template.type = 'button';
  template.className = 'edit-control'; // the pencil is drawn by CSS: one element per control
  const controls: HTMLButtonElement[] = [];
  const add = (element: HTMLElement) => {
    const control = template.cloneNode(true) as HTMLButtonElement;
    control.setAttribute('aria-label', `${labels.edit}: ${originals.get(element)!.slice(0, 60)}`);
    control.addEventListener('click', () => edit(element, control));
    if (/^H[1-6]$/.test(element.tagName)) {
      control.classList.add('edit-control-heading');
      element.after(control);
      outside.set(control, element);
      control.addEventListener('focus', place);
      element.addEventListener('mouseenter', place);
    } else {
      element.append(control);
    }
    controls.push(control);
  };
  // A slice at a time, yielding in between: a long page has 60+ texts, and one long task would
  // hold up the visitor's first click or tap.
  let timer: number | undefined;
  const addFrom = (start: number) => {
    const end = Math.min(start + 16, marks.length);
    for (let index = start; index < end; index++) add(marks[index]!);
    place(); // before the next paint: a heading's control never shows anywhere but its corner
    if (end < marks.length) timer = window.setTimeout(() => addFrom(end));
  };
  window.addEventListener('resize', place);

  show();
  addFrom(0);
  return () => {
    unhint?.();
    window.clearTimeout(timer);
    window.removeEventListener('resize', place);
    for (const element of outside.values()) element.removeEventListener('mouseenter', place);
    for (const control of controls) control.remove();
    for (const form of document.querySelectorAll('.edit-form')) form.remove();
  };
}

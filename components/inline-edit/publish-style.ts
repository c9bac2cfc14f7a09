// Publish mode's look, added by its own chunk as a constructed style sheet: the public pages'
// CSS (app/globals.css) carries none of it, so visitors download nothing for it.

const rules = `
[data-publish-edit] { outline: 1px dashed rgb(245 158 11 / 0.9); outline-offset: 3px; border-radius: 2px; cursor: text; }
[data-publish-edit]:hover { outline: 2px solid #f59e0b; }
[data-publish-edit][contenteditable] { outline: 2px solid #f59e0b; outline-offset: 4px; cursor: text; }
[data-publish-edit]::after { content: none !important; }
.publish-control { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.publish-control:focus-visible { position: static; width: auto; height: auto; clip-path: none; margin-inline-start: 0.5rem;
  padding: 0.25rem 0.625rem; border-radius: 9999px; background: #4f46e5; color: #fff; font: 600 0.875rem/1.25rem system-ui, sans-serif; }
.edit-form .edit-source { flex: 1 1 100%; margin: 0; padding: 0.5rem 0.75rem; border-radius: 0.5rem; border-left: 3px solid #64748b;
  background: #f8fafc; color: #0f172a; font-size: 0.875rem; line-height: 1.4; font-weight: 400; letter-spacing: normal; text-transform: none; }
.edit-form .edit-source strong { display: block; font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.04em; color: #334155; }
@media (min-width: 1024px) { .edit-form:has(.edit-source) { max-width: 48rem; } }
body:has([data-publish-toolbar]) aside > a.fixed { display: none; }
.edit-form .edit-colleague { flex: 1 1 100%; margin: 0; padding: 0.5rem 0.75rem; border-radius: 0.5rem; border-left: 3px solid #d97706;
  background: #fffbeb; color: #0f172a; font-size: 0.875rem; line-height: 1.4; font-weight: 400; letter-spacing: normal; text-transform: none; }
.edit-form .edit-colleague p { margin: 0 0 0.25rem; font-weight: 600; }
.edit-form .edit-colleague blockquote { margin: 0 0 0.5rem; white-space: pre-wrap; }
.edit-form .edit-colleague button { margin: 0.25rem 0.5rem 0 0; padding: 0.25rem 0.625rem; border-radius: 0.5rem; border: 1px solid #b45309;
  background: #fff; color: #78350f; font: 600 0.8125rem/1.25rem system-ui, sans-serif; cursor: pointer; }
`;

/**
 * Adds the sheet once (the floating white-paper card and bubble are hidden in publish mode: they
 * would cover editable texts), and measures the toolbar's height; returns the removal of both.
 */
export function addPublishStyle(): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const bar = document.querySelector<HTMLElement>('[data-publish-toolbar]');
  const root = document.documentElement;
  const measure = new ResizeObserver(() => bar && root.style.setProperty('--publish-bar', `${bar.offsetHeight}px`));
  if (bar) measure.observe(bar);
  return () => {
    measure.disconnect();
    root.style.removeProperty('--publish-bar');
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((each) => each !== sheet);
  };
}

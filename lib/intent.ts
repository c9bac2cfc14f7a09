import { PENDING_PRESS } from '@/lib/page-ready';

/**
 * Calls `load` once a visitor reaches for an element matching `selector`: a pointer over it, focus
 * in it, a touch on it, or a press the page's loader is holding until hydration
 * (lib/scripts-after-paint.ts marks it PENDING_PRESS). Meant for a lazily loaded part (a dialog's
 * code) and registered when the module holding its button is evaluated: that is before hydration
 * ends, when React's own handlers are not listening yet, so a visitor who pointed at or pressed
 * the button in that time does not wait for hydration and then for the chunk as well. `load`
 * must be safe to call more than once (an `import()` is).
 */
export function loadOnIntent(selector: string, load: () => unknown): void {
  if (typeof document === 'undefined') return;
  const reached = document.querySelector(`${selector}:is(:hover, :focus-within, [${PENDING_PRESS}])`);
  if (reached) {
    void load();
    return;
  }
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  const listener = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest(selector)) return;
    for (const type of events) document.removeEventListener(type, listener, true);
    void load();
  };
  for (const type of events) document.addEventListener(type, listener, { capture: true, passive: true });
}

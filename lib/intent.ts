import type { ComponentType } from 'react';
import { PENDING_PRESS, whenPageReady } from '@/lib/page-ready';

type Options = {
  /**
   * Also load once the page has hydrated and the browser is idle, so a visitor's first press on
   * a settled page waits for neither the network nor the chunk's evaluation. For a page's main
   * action only: it costs every visitor of the page the chunk's bytes. Not on a connection that
   * asks to save data.
   */
  whenIdle?: boolean;
};

/**
 * Calls `load` once a visitor reaches for an element matching `selector`: a pointer over it, focus
 * in it, a touch on it, or a press the page's loader is holding until hydration
 * (lib/scripts-after-paint.ts marks it PENDING_PRESS). Meant for a lazily loaded part (a dialog's
 * code) and registered when the module holding its button is evaluated: that is before hydration
 * ends, when React's own handlers are not listening yet, so a visitor who pointed at or pressed
 * the button in that time does not wait for hydration and then for the chunk as well. `load`
 * must be safe to call more than once (an `import()` is).
 */
export function loadOnIntent(selector: string, load: () => unknown, { whenIdle = false }: Options = {}): void {
  if (typeof document === 'undefined') return;
  if (whenIdle && !savesData()) whenPageReady(() => onIdle(() => void load()));
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

function onIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(callback, { timeout: 3000 });
  else setTimeout(callback, 500);
}

function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}

/**
 * A component whose code loads apart from the page's (see loadOnIntent), rendered without
 * React.lazy. With lazy, the press that shows it renders a Suspense fallback first, and React
 * reveals content that replaces a fallback no sooner than 300 ms after it (its fallback throttle):
 * even code that was already there would appear late. Instead a press renders `loaded()` at once,
 * and only when the code is not there yet waits for `load()` (its control shown busy meanwhile).
 */
export function lazyPart<Props>(load: () => Promise<ComponentType<Props>>) {
  let loaded: ComponentType<Props> | undefined;
  return {
    load: () => load().then((component) => (loaded = component)),
    loaded: () => loaded,
  };
}

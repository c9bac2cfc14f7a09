/**
 * Dispatched on `document` once the page's code has hydrated it (components/layout/page-ready.tsx).
 * Until then the inline loader of lib/scripts-after-paint.ts holds a visitor's presses on buttons
 * and form submissions, and hands them over at this event.
 */
export const PAGE_READY_EVENT = 'granite:page-ready';

/**
 * The attribute the loader puts on a button (or form) whose press it holds until the page is
 * ready: shown busy by app/globals.css, and a sign for the control's code (lib/intent.ts) that a
 * visitor is already waiting for it.
 */
export const PENDING_PRESS = 'data-pending-press';

let ready = false;

/** Called by components/layout/page-ready.tsx once the first page view has hydrated. */
export function markPageReady(): void {
  ready = true;
  document.dispatchEvent(new Event(PAGE_READY_EVENT));
}

/** Runs `callback` once the page has hydrated: at once on a later (client-side) page view. */
export function whenPageReady(callback: () => void): void {
  if (ready) callback();
  else document.addEventListener(PAGE_READY_EVENT, callback, { once: true });
}

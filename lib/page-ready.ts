/**
 * Dispatched on `document` once the page's code has hydrated it (components/layout/page-ready.tsx).
 * Until then the inline loader of lib/scripts-after-paint.ts holds a visitor's presses on buttons
 * and form submissions, and hands them over at this event.
 */
export const PAGE_READY_EVENT = 'granite:page-ready';

import type { BeaconInput } from '@/lib/insights/beacon';

// The browser's side of POST /api/beacon: sendBeacon, which the browser delivers even as the page
// goes away and which never holds up the page. No cookie is sent or set (same-origin, and the
// endpoint sets none); a browser without sendBeacon simply sends nothing.

export const BEACON_URL = '/api/beacon';

export function sendBeacon(beacon: BeaconInput): void {
  try {
    navigator.sendBeacon?.(BEACON_URL, new Blob([JSON.stringify(beacon)], { type: 'text/plain' }));
  } catch {
    // A counter is not worth an error on a visitor's page.
  }
}

/** Runs `task` once the browser is idle (at most five seconds later), never before. */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 1000);
  return () => window.clearTimeout(handle);
}

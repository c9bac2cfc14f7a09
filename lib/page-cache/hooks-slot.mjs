// @ts-check
// The hand-off between the page cache's two sides: lib/page-cache/hooks.ts (bundled application
// code) installs the hooks when the server starts; handler.mjs (loaded by Next.js unbundled)
// calls them. Both reach the one process-wide slot through this module.
import { processSlot } from '../process-slot.mjs';

/**
 * @typedef {object} PageCacheHooks
 * @property {(html: string) => string} prepare The HTML to store and send for a rendered page: its scripts started after the first paint.
 * @property {(html: string) => string} policy The Content-Security-Policy header of a page with this HTML.
 * @property {(tags: readonly string[], lastModified: number) => boolean | Promise<boolean>} isExpired Whether a cached page with these tags, stored at `lastModified` (epoch ms), is out of date.
 * @property {(tags: readonly string[], durations?: { expire?: number }) => Promise<void>} expire revalidateTag / revalidatePath on this instance: expire the tags on every instance.
 * @property {(key: string) => void} untagged A cached page without tags, which no publish could expire (logged once per key).
 * @property {(key: string, why: string) => void} refused A render outside any request reached the cache at run time: not stored (logged once per key).
 * @property {(path: string) => Promise<boolean>} regenerate Regenerates the shared page at `path` from the server's own request, once at a time; whether it stored the page (false after a bounded wait).
 * @property {(path: string) => void} stored The server's own request for `path` stored its render.
 */

/** @type {{ hooks: PageCacheHooks | undefined }} */
const slot = processSlot('page-cache.hooks', () => ({ hooks: undefined }));

/**
 * The installed hooks, or undefined before start-up (and in `next build`).
 * @returns {PageCacheHooks | undefined}
 */
export const pageCacheHooks = () => slot.hooks;

/**
 * Installs the hooks (lib/page-cache/hooks.ts, once per process).
 * @param {PageCacheHooks} hooks
 */
export function installHooks(hooks) {
  slot.hooks = hooks;
}

// The hand-off between the page cache's two sides: lib/page-cache/hooks.ts (bundled application
// code) installs the hooks when the server starts; handler.mjs (loaded by Next.js unbundled)
// calls them. Both reach the one process-wide slot through this module.
import { processSlot } from '../process-slot.mjs';

const slot = processSlot('page-cache.hooks', () => ({ hooks: undefined }));

/** The installed hooks, or undefined before start-up (and in `next build`). */
export const pageCacheHooks = () => slot.hooks;

/** Installs the hooks (lib/page-cache/hooks.ts, once per process). */
export function installHooks(hooks) {
  slot.hooks = hooks;
}

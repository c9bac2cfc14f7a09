import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { googleAnalyticsInitScript } from '@/lib/csp/google-analytics';
import { sha256Source } from '@/lib/csp/inline-scripts';
import { CSP_MANIFEST_FILE, type CspManifest } from '@/lib/csp/manifest';
import { log } from '@/lib/log';

// Each prerendered page's inline-script hashes come from the build artefact written after
// `next build` (lib/csp/manifest.ts, scripts/post-build.mjs), read once per process. A
// production server without it, or without a page's entry, logs an error (once per page) and
// that page keeps next.config's fallback policy: weaker, but never silently.

/** Where the build put its files; baked in at build time (next.config `env`), since the
 *  standalone server runs without NEXT_DIST_DIR. */
const distDir = () => process.env.GRANITE_DIST_DIR ?? process.env.NEXT_DIST_DIR ?? '.next';

let manifest: CspManifest | null | undefined;
const reported = new Set<string>();

/** The build's manifest, or null when there is none (logged once). Production only. */
export function cspManifest(): CspManifest | null {
  if (manifest !== undefined) return manifest;
  const file = join(/* turbopackIgnore: true */ process.cwd(), distDir(), 'server', CSP_MANIFEST_FILE);
  try {
    manifest = JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')) as CspManifest;
  } catch {
    manifest = null;
    log.error('CSP manifest missing: every page gets the weaker fallback policy; run scripts/post-build.mjs after next build', { file });
  }
  return manifest;
}

/**
 * `page` is the prerendered page's path without extension: "en", "de/contact",
 * "fr/page-not-found". Undefined in development (pages are rendered afresh, with other
 * scripts) and for a page the manifest does not list.
 */
export function prerenderedScriptHashes(page: string, gaId: string | undefined): Promise<string[] | undefined> {
  if (process.env.NODE_ENV !== 'production') return Promise.resolve(undefined);
  const hashes = cspManifest()?.pages[page];
  if (!hashes) {
    if (cspManifest() && !reported.has(page)) {
      reported.add(page);
      log.error('no CSP hashes for a prerendered page: it gets the weaker fallback policy', { page });
    }
    return Promise.resolve(undefined);
  }
  return Promise.resolve(gaId ? [...new Set([...hashes, sha256Source(googleAnalyticsInitScript(gaId))])] : hashes);
}

/** Tests load another manifest. */
export function resetCspManifestForTests(): void {
  manifest = undefined;
  reported.clear();
}

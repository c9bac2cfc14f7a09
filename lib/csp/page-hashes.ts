import { buildArtefact, forgetBuildArtefacts } from '@/lib/build-artefact';
import { googleAnalyticsInitScript } from '@/lib/csp/google-analytics';
import { sha256Source } from '@/lib/csp/inline-scripts';
import { CSP_MANIFEST_FILE, type CspManifest } from '@/lib/csp/manifest';
import { log } from '@/lib/log';

// Each prerendered page's inline-script hashes come from the build artefact written after
// `next build` (lib/csp/manifest.ts, scripts/post-build.mjs), read once per process. A
// production server without it, or without a page's entry, logs an error (once per page) and
// that page keeps next.config's fallback policy: weaker, but never silently.

const reported = new Set<string>();

/** The build's manifest, or null when there is none (logged once). Production only. */
export function cspManifest(): CspManifest | null {
  return buildArtefact<CspManifest>(CSP_MANIFEST_FILE, 'every page gets the weaker fallback policy');
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
  forgetBuildArtefacts();
  reported.clear();
}

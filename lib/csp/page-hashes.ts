import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { googleAnalyticsInitScript } from '@/lib/csp/google-analytics';
import { inlineScripts, sha256Source } from '@/lib/csp/inline-scripts';

// The hashes of each prerendered page's inline scripts, read from the build the server runs
// (the same HTML it sends), once per page and process. Nothing to regenerate after a build;
// development, and a build without the file, get the fallback policy.
const cache = new Map<string, Promise<string[] | undefined>>();

/**
 * `page` is the prerendered page's path without extension: "en", "de/contact",
 * "fr/page-not-found". Undefined when the build has no such file.
 */
export function prerenderedScriptHashes(page: string, gaId: string | undefined): Promise<string[] | undefined> {
  // `next dev` renders every page afresh: the files of an earlier production build in the same
  // folder describe other scripts, and their hashes would block the development pages.
  if (process.env.NODE_ENV !== 'production') return Promise.resolve(undefined);
  let hashes = cache.get(page);
  if (!hashes) {
    const distDir = process.env.NEXT_DIST_DIR ?? '.next';
    const file = join(/* turbopackIgnore: true */ process.cwd(), distDir, 'server/app', `${page}.html`);
    hashes = readFile(file, 'utf8').then(
      (html) => {
        const scripts = inlineScripts(html);
        if (gaId) scripts.push(googleAnalyticsInitScript(gaId));
        return [...new Set(scripts.map(sha256Source))];
      },
      () => undefined,
    );
    cache.set(page, hashes);
  }
  return hashes;
}

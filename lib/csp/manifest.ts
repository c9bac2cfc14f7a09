import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { inlineScripts, sha256Source } from '@/lib/csp/inline-scripts';

// The build artefact the proxy takes each prerendered page's CSP hashes and the localized 404
// pages from (scripts/post-build.mjs writes it next to the server build, into the proxy's file
// trace and the standalone output). Nothing reads built HTML at run time, so a host that ships
// only traced files (Vercel-style, the standalone server) gets the same strict policies.
// Pages regenerated on demand later would carry their own hashes next to their HTML and
// override these entries; the table is keyed by page for that reason.

export const CSP_MANIFEST_FILE = 'csp-manifest.json';

export type CspManifest = {
  version: 1;
  /** "en", "de/contact", "fr/page-not-found" → the sha256 sources of its inline scripts. */
  pages: Record<string, string[]>;
  /** Each language's prerendered not-found page, served by the proxy with status 404. */
  notFound: Record<string, string>;
};

const NOT_FOUND_PAGE = 'page-not-found';

/** From `<distDir>/server/app`: every prerendered page of a language (internal _ pages skipped). */
export function buildCspManifest(appDir: string, locales: readonly string[]): CspManifest {
  const manifest: CspManifest = { version: 1, pages: {}, notFound: {} };
  const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  for (const file of files.sort()) {
    const page = file.slice(0, -'.html'.length).split(path.sep).join('/');
    const [locale, ...rest] = page.split('/');
    if (!locale || !locales.includes(locale)) continue;
    const html = readFileSync(path.join(appDir, file), 'utf8');
    manifest.pages[page] = [...new Set(inlineScripts(html).map(sha256Source))];
    if (rest.join('/') === NOT_FOUND_PAGE) manifest.notFound[locale] = html;
  }
  return manifest;
}

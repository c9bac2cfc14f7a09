import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCspManifest, CSP_MANIFEST_FILE } from '@/lib/csp/manifest';
import { prerenderedScriptHashes, resetCspManifestForTests } from '@/lib/csp/page-hashes';
import { sha256Source } from '@/lib/csp/inline-scripts';
import { prerenderedNotFound } from '@/lib/not-found/not-found-page';

// The proxy's per-page hashes and 404 pages come from the build artefact, never from HTML on
// disk at run time; a production server missing an entry says so in its log.

let dist: string;
let errors: string[];

function writeBuild(pages: Record<string, string>): void {
  const appDir = path.join(dist, 'server', 'app');
  for (const [page, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(appDir, `${page}.html`)), { recursive: true });
    writeFileSync(path.join(appDir, `${page}.html`), html);
  }
  const manifest = buildCspManifest(appDir, ['en', 'de', 'fr', 'nl']);
  writeFileSync(path.join(dist, 'server', CSP_MANIFEST_FILE), JSON.stringify(manifest));
  // Once the manifest exists the HTML is not needed: prove it by deleting it.
  rmSync(appDir, { recursive: true });
}

beforeEach(() => {
  dist = mkdtempSync(path.join(process.cwd(), '.tmp', 'csp-dist-'));
  vi.stubEnv('GRANITE_DIST_DIR', path.relative(process.cwd(), dist));
  vi.stubEnv('NODE_ENV', 'production');
  resetCspManifestForTests();
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((line: unknown) => void errors.push(String(line)));
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  rmSync(dist, { recursive: true, force: true });
});

describe('the CSP manifest', () => {
  it('gives each page the hashes of its executable inline scripts and each language its 404 page', async () => {
    writeBuild({
      en: '<html><script>self.a=1</script><script type="application/ld+json">{}</script><script src="/x.js"></script></html>',
      'de/contact': '<html><script>self.b=2</script><script>self.b=2</script></html>',
      'de/page-not-found': '<html lang="de"><h1>Seite nicht gefunden</h1><script>self.c=3</script></html>',
      _not_found: '<html><script>self.internal=1</script></html>',
    });
    expect(await prerenderedScriptHashes('en', undefined)).toEqual([sha256Source('self.a=1')]);
    expect(await prerenderedScriptHashes('de/contact', undefined)).toEqual([sha256Source('self.b=2')]);
    expect(await prerenderedScriptHashes('de/page-not-found', undefined)).toEqual([sha256Source('self.c=3')]);
    expect(await prerenderedNotFound('de')).toContain('Seite nicht gefunden');
    expect(await prerenderedNotFound('fr')).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('adds the Google Analytics init script when an id is configured', async () => {
    writeBuild({ en: '<script>self.a=1</script>' });
    expect(await prerenderedScriptHashes('en', 'G-TEST123')).toHaveLength(2);
  });

  it('logs an error (once per page) for a page it does not list, and gives no strict hashes', async () => {
    writeBuild({ en: '<script>self.a=1</script>' });
    expect(await prerenderedScriptHashes('nl/about', undefined)).toBeUndefined();
    expect(await prerenderedScriptHashes('nl/about', undefined)).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(JSON.parse(errors[0]!)).toMatchObject({ level: 'error', message: expect.stringMatching(/no CSP hashes/), page: 'nl/about' });
  });

  it('logs an error when the build has no manifest at all', async () => {
    expect(await prerenderedScriptHashes('en', undefined)).toBeUndefined();
    expect(errors.join('')).toMatch(/csp-manifest.json missing: every page gets the weaker fallback policy/);
  });

  it('is not used in development, where pages are rendered afresh', async () => {
    writeBuild({ en: '<script>self.a=1</script>' });
    vi.stubEnv('NODE_ENV', 'development');
    expect(await prerenderedScriptHashes('en', undefined)).toBeUndefined();
    expect(await prerenderedNotFound('en')).toBeUndefined();
  });
});

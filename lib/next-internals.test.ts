import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkNextInternals, fileSystemCacheClass, pathTag, draftModeId, routerRequestNames, runsInMinimalMode } from '@/lib/next-internals.mjs';
import { buildPageCacheKind, pageCacheHostProblem } from '@/lib/page-cache/kind';

// Each assumption lib/next-internals.mjs makes about Next.js, broken on purpose: the check that
// guards it must say so. The post-build step runs on a made-up build folder for each case; the
// start-up refusal on a real build is in e2e/next-internals.test.ts.

const made: string[] = [];
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

const PAGE =
  '<!DOCTYPE html><html><head><link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/></head><body><h1>Hi</h1><script>self.__next_f=[]</script><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/polyfill.js" noModule=""></script></body></html>';
type Build = { page?: string; tags?: string | null; previewId?: string | null; traces?: string[] };

/** A build folder (relative to the project, as NEXT_DIST_DIR is) with the files the checks read. */
function fakeBuild({
  page = PAGE,
  tags = '_N_T_/layout,_N_T_/en',
  previewId = 'a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4',
  traces = ['middleware.js.nft.json', 'instrumentation.js.nft.json'],
}: Build = {}): string {
  mkdirSync(path.join(process.cwd(), '.tmp'), { recursive: true });
  const dir = path.relative(process.cwd(), mkdtempSync(path.join(process.cwd(), '.tmp', 'internals-build-')));
  made.push(dir);
  for (const sub of ['de', 'en']) mkdirSync(path.join(dir, 'server', 'app', sub), { recursive: true });
  for (const page_ of ['en', 'de/about', 'en/page-not-found']) writeFileSync(path.join(dir, 'server', 'app', `${page_}.html`), page);
  writeFileSync(path.join(dir, 'server', 'app', 'en.meta'), JSON.stringify({ status: 200, headers: tags === null ? {} : { 'x-next-cache-tags': tags } }));
  writeFileSync(
    path.join(dir, 'prerender-manifest.json'),
    JSON.stringify({ version: 4, routes: {}, preview: previewId === null ? {} : { previewModeId: previewId } }),
  );
  for (const trace of traces) writeFileSync(path.join(dir, 'server', trace), JSON.stringify({ version: 1, files: [] }));
  return dir;
}

function postBuild(dir: string) {
  const run = spawnSync(process.execPath, ['scripts/post-build.mjs'], { env: { ...process.env, NEXT_DIST_DIR: dir }, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the post-build step', () => {
  it('passes a build that is what the server relies on, and moves its scripts behind the first paint', () => {
    const dir = fakeBuild();
    const run = postBuild(dir);
    expect(run.output).toContain('scripts after the first paint: 3 files');
    expect(run.status).toBe(0);
    // A second run on the same build finds the pages rewritten already and passes too.
    expect(postBuild(dir).status).toBe(0);
  }, 60_000);

  it('fails when no page has chunk scripts to move (Next changed how it writes them)', () => {
    const run = postBuild(fakeBuild({ page: '<html><body><script>self.__next_f=[]</script></body></html>' }));
    expect(run.status).toBe(1);
    expect(run.output).toContain('no prerendered page had chunk scripts');
  }, 60_000);

  it('fails when a page still loads a chunk with a <script src> after the rewrite', () => {
    const run = postBuild(fakeBuild({ page: PAGE.replace('async=""', 'defer=""') }));
    expect(run.status).toBe(1);
    expect(run.output).toContain('still loads a chunk with a <script src>');
  }, 60_000);

  it('fails when a trace file it must edit is missing', () => {
    const run = postBuild(fakeBuild({ traces: ['instrumentation.js.nft.json'] }));
    expect(run.status).toBe(1);
    expect(run.output).toContain('no middleware.js.nft.json');
  }, 60_000);

  it('fails when prerendered pages carry no cache tags, or the build has no draft-mode id', () => {
    const untagged = postBuild(fakeBuild({ tags: null }));
    expect(untagged.status).toBe(1);
    expect(untagged.output).toContain('cache tags: /en is not tagged _N_T_/en');
    const noPreview = postBuild(fakeBuild({ previewId: null }));
    expect(noPreview.status).toBe(1);
    expect(noPreview.output).toContain('draft mode: next-internals: no draft-mode id');
  }, 60_000);
});

describe('checkNextInternals', () => {
  it('finds nothing wrong with a build as Next.js 16 writes it', () => {
    expect(checkNextInternals(fakeBuild(), 'en')).toEqual([]);
  });

  it('names each broken assumption on its own line', () => {
    const dir = fakeBuild({ tags: '_N_T_/layout', previewId: 'short' });
    rmSync(path.join(dir, 'server', 'app', 'en.meta'));
    expect(checkNextInternals(dir, 'en')).toEqual([
      expect.stringMatching(/^cache tags: no .*en\.meta: prerendered pages are no longer stored where the page cache reads them$/),
      expect.stringMatching(/^draft mode: next-internals: no draft-mode id in /),
    ]);
  });

  it('reads what it relies on from this Next.js release', () => {
    const FileSystemCache = fileSystemCacheClass();
    expect(typeof FileSystemCache.prototype.get).toBe('function');
    expect(routerRequestNames()).toEqual({
      rscHeader: 'rsc',
      headers: ['rsc', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree', 'next-url'],
      rscQuery: '_rsc',
    });
    expect(pathTag('/de/about')).toBe('_N_T_/de/about');
    expect(draftModeId(fakeBuild())).toBe('a1b2c3d4e5f6a1b2c3d4e5f6a1b2c3d4');
  });
});

describe('which page cache a build is for (hosts that cache pages themselves)', () => {
  it('is our own unless the build runs for such a host or is told', () => {
    expect(buildPageCacheKind({})).toBe('own');
    expect(buildPageCacheKind({ VERCEL: '1' })).toBe('platform');
    expect(buildPageCacheKind({ NEXT_PRIVATE_MINIMAL_MODE: '1' })).toBe('platform');
    expect(buildPageCacheKind({ PAGE_CACHE: 'platform' })).toBe('platform');
    // Told beats guessed, both ways.
    expect(buildPageCacheKind({ VERCEL: '1', PAGE_CACHE: 'own' })).toBe('own');
    expect(buildPageCacheKind({ PAGE_CACHE: ' ' })).toBe('own');
    expect(() => buildPageCacheKind({ PAGE_CACHE: 'vercel' })).toThrow('PAGE_CACHE must be "own" or "platform", not "vercel"');
  });

  it('reads minimal mode as Next.js does, from NEXT_PRIVATE_MINIMAL_MODE', () => {
    expect(runsInMinimalMode({ NEXT_PRIVATE_MINIMAL_MODE: '1' })).toBe(true);
    expect(runsInMinimalMode({ NEXT_PRIVATE_MINIMAL_MODE: '' })).toBe(false);
    expect(runsInMinimalMode({ VERCEL: '1' })).toBe(false);
    expect(readFileSync(createRequire(import.meta.url).resolve('next/dist/server/base-server.js'), 'utf8')).toContain('process.env.NEXT_PRIVATE_MINIMAL_MODE');
  });

  it('refuses a build for its own cache in minimal mode, and only warns about the reverse', () => {
    expect(pageCacheHostProblem('own', {})).toBeUndefined();
    expect(pageCacheHostProblem('platform', { NEXT_PRIVATE_MINIMAL_MODE: '1' })).toBeUndefined();
    expect(pageCacheHostProblem('own', { NEXT_PRIVATE_MINIMAL_MODE: '1' })).toEqual({
      severity: 'error',
      text: expect.stringContaining('build with PAGE_CACHE=platform'),
    });
    expect(pageCacheHostProblem('platform', {})).toEqual({ severity: 'warning', text: expect.stringContaining('goes live with the next deployment') });
  });
});

// @ts-check
// Every Next.js behaviour this project relies on that is not a documented API, in one place.
// Each section names the behaviour, who relies on it, and what checks it; `checkNextInternals`
// runs those checks when the server starts (lib/lifecycle/startup.ts refuses to start in production if one
// fails) and scripts/post-build.mjs runs the build-time ones. `npm run test:next-canary` runs the
// build and the tests of this module against the newest Next.js 16.x before an upgrade.
//
// Plain JavaScript: Next.js loads the page cache's handler (lib/page-cache/handler.mjs) outside the bundler and the post-build step
// runs under plain Node, and both use this module; the server code imports it through the bundler.
// Typed with JSDoc and checked by tsc (`// @ts-check`); what Next gives untyped is described here.
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { join, resolve } from 'node:path';
import { processSlot } from './process-slot.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {{ kind: string; html?: string; headers?: Record<string, unknown> } & Record<string, unknown>} NextPageValue */
/** @typedef {{ lastModified: number; value: NextPageValue | null } & Record<string, unknown>} NextCacheEntry */
/**
 * @typedef {{
 *   get(key: string, context: object): Promise<NextCacheEntry | null>;
 *   set(key: string, data: NextPageValue | null, context: object): Promise<void>;
 *   revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
 * }} NextFileSystemCache
 */
/** What the request hooks noted (lib/page-cache/request.ts says what). @typedef {Record<string, unknown>} RequestContext */
/** A hook returns true when it answered the request itself. @typedef {(request: IncomingMessage, response: ServerResponse, context: RequestContext) => boolean | void} RequestHook */

/** @param {string} specifier @returns {any} Next's module, untyped: each use checks what it reads. */
const nodeRequire = (specifier) => process.getBuiltinModule('node:module').createRequire(import.meta.url)(specifier);

// ── 1. The page cache ────────────────────────────────────────────────────────────────────────────
// lib/page-cache/handler.mjs extends Next's own file-system cache, which Next does not export: the class
// at this private path, whose constructor takes `{ fs, serverDistDir, flushToDisk, … }` and which
// has get/set/revalidateTag. Its entries for app pages are `{ lastModified, value: { kind:
// 'APP_PAGE', html, rscData, headers, status, segmentData } }`, and Next sends `value.headers`
// with the page. Checked: the class and its methods here, the entry shape by lib/page-cache/handler.test.ts.
const FILE_SYSTEM_CACHE = 'next/dist/server/lib/incremental-cache/file-system-cache.js';
export const APP_PAGE_KIND = /** @type {const} */ ('APP_PAGE');
// A route handler's cached response (the sitemap, robots.txt, metadata images).
export const APP_ROUTE_KIND = /** @type {const} */ ('APP_ROUTE');

/**
 * Next's FileSystemCache class; throws a clear error when this Next.js release moved or changed it.
 * @returns {new (context: object) => NextFileSystemCache}
 */
export function fileSystemCacheClass() {
  let FileSystemCache;
  try {
    FileSystemCache = nodeRequire(FILE_SYSTEM_CACHE).default;
  } catch (error) {
    throw new Error(`next-internals: Next's file-system cache is gone from ${FILE_SYSTEM_CACHE} (${messageOf(error)})`, { cause: error });
  }
  const missing = ['get', 'set', 'revalidateTag'].filter((name) => typeof FileSystemCache?.prototype?.[name] !== 'function');
  if (missing.length > 0) throw new Error(`next-internals: Next's file-system cache has no ${missing.join(', ')}`);
  return FileSystemCache;
}

// ── 2. Cache tags ────────────────────────────────────────────────────────────────────────────────
// Next stores a prerendered page's tags in its entry's headers under this name, comma-separated,
// and revalidatePath(path) expires the tag PATH_TAG_PREFIX + path. The page cache shares expiries
// of these tags between instances (lib/page-cache/expiry.ts). Checked at start-up on a built page.
export const CACHE_TAGS_HEADER = 'x-next-cache-tags';
export const PATH_TAG_PREFIX = '_N_T_';

/** The cache tag revalidatePath(path) expires. @param {string} path */
export const pathTag = (path) => `${PATH_TAG_PREFIX}${path}`;

/**
 * An app-page entry's tags (empty when it has none).
 * @param {{ headers?: Record<string, unknown> } | null | undefined} value
 * @returns {string[]}
 */
export function entryTags(value) {
  const header = value?.headers?.[CACHE_TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

// ── 3. The build's files ─────────────────────────────────────────────────────────────────────────
// A prerendered app page is written as <distDir>/server/app/<path>.html, .rsc and .meta (JSON
// with its headers); the build's draft-mode id is in <distDir>/prerender-manifest.json; a
// function's file trace is <distDir>/server/<name>.js.nft.json, `{ files: [paths relative to it] }`,
// and the proxy's is still called middleware.js.nft.json. Used by the post-build step and the
// start-up checks; checked by both.
/** @param {string} distDir @param {string} page @param {'html' | 'rsc' | 'meta'} extension */
export const prerenderedFile = (distDir, page, extension) => join(/* turbopackIgnore: true */ distDir, 'server', 'app', `${page}.${extension}`);
/** The folder of the server build, where the post-build step also writes its artefacts. @param {string} distDir */
export const buildServerDir = (distDir) => join(/* turbopackIgnore: true */ distDir, 'server');
/** The folder of the prerendered app pages and route files. @param {string} distDir */
export const prerenderedAppDir = (distDir) => join(/* turbopackIgnore: true */ distDir, 'server', 'app');
/** The folder of the standalone output's copy of the server build. @param {string} distDir */
export const standaloneServerDir = (distDir) => join(/* turbopackIgnore: true */ distDir, 'standalone', distDir, 'server');
/** Next's content-hashed files, served with a year's `immutable` by Next itself. */
export const STATIC_ASSET_PREFIX = '/_next/static/';
export const PROXY_TRACE = 'middleware.js.nft.json';
export const INSTRUMENTATION_TRACE = 'instrumentation.js.nft.json';

/**
 * The trace files under <distDir>/server whose name passes `wanted`, relative to that folder.
 * @param {string} distDir
 * @param {(file: string) => boolean} wanted
 * @returns {string[]}
 */
export function traceFiles(distDir, wanted) {
  return readdirSync(join(/* turbopackIgnore: true */ distDir, 'server'), { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.nft.json') && wanted(file),
  );
}

/**
 * Reads a trace file: the files it lists, relative to the trace file itself.
 * @param {string} file
 * @returns {{ files: string[] } & Record<string, unknown>}
 */
export const readTrace = (file) => JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8'));

// ── 4. Draft mode ────────────────────────────────────────────────────────────────────────────────
// draftMode() is documented; how Next recognises it is not: a cookie of this name whose value is
// the build's preview id. Publish mode never lets the browser hold that id: the proxy adds the
// cookie to a signed-in member's request and every other request has it removed (lib/page-
// request.ts), so the id is no secret any member learns, and publish mode ends with the session.
// The same id in this header forces an on-demand regeneration with the request that carries it.
export const DRAFT_MODE_COOKIE = '__prerender_bypass';
export const PREVIEW_DATA_COOKIE = '__next_preview_data';
/** @type {readonly [string, string]} */
export const ON_DEMAND_REVALIDATE_HEADERS = ['x-prerender-revalidate', 'x-prerender-revalidate-if-generated'];

/**
 * Makes Next render `request` afresh and offer the result to the page cache: an on-demand
 * regeneration (the first header above, set to the build's preview id). Relied on: such a request
 * is batched apart from visitors' requests for the same page (Next's response cache keys its
 * batches on the on-demand flag), so the server's own request is never handed a render made for
 * someone else (lib/page-cache/own-request.ts). Checked: e2e/page-cache-poisoning.test.ts.
 * @param {{ headers: Record<string, unknown>; rawHeaders: string[] }} request
 * @param {string} distDir
 */
export function asOnDemandRegeneration(request, distDir) {
  const id = draftModeId(distDir);
  request.headers[ON_DEMAND_REVALIDATE_HEADERS[0]] = id;
  request.rawHeaders.push(ON_DEMAND_REVALIDATE_HEADERS[0], id);
}

/** @type {Map<string, string>} */
const previewIds = new Map();

/**
 * The build's draft-mode id; throws when the build has none where Next keeps it.
 * @param {string} distDir
 * @returns {string}
 */
export function draftModeId(distDir) {
  const known = previewIds.get(distDir);
  if (known !== undefined) return known;
  const file = resolve(/* turbopackIgnore: true */ process.cwd(), distDir, 'prerender-manifest.json');
  const id = existsSync(/* turbopackIgnore: true */ file)
    ? JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8'))?.preview?.previewModeId
    : undefined;
  if (typeof id !== 'string' || id.length < 16) throw new Error(`next-internals: no draft-mode id in ${file}`);
  previewIds.set(distDir, id);
  return id;
}

// ── 5. Router requests ───────────────────────────────────────────────────────────────────────────
// A client-side navigation or prefetch asks for a page's payload with these request headers and a
// `_rsc` search parameter; Next refuses (redirects) an RSC request whose `_rsc` does not match the
// headers. They are the only request headers a shared page may be asked with (lib/page-cache/request.ts).
// Taken from Next's own module, so a rename fails at start-up instead of breaking navigation.
const ROUTER_HEADERS_MODULE = 'next/dist/client/components/app-router-headers.js';

/**
 * The router's request header names and the `_rsc` parameter's name.
 * @returns {{ rscHeader: string; headers: string[]; rscQuery: string }}
 */
export function routerRequestNames() {
  const names = nodeRequire(ROUTER_HEADERS_MODULE);
  const headers = [
    names.RSC_HEADER,
    names.NEXT_ROUTER_PREFETCH_HEADER,
    names.NEXT_ROUTER_SEGMENT_PREFETCH_HEADER,
    names.NEXT_ROUTER_STATE_TREE_HEADER,
    names.NEXT_URL,
  ];
  if (headers.some((name) => typeof name !== 'string') || typeof names.NEXT_RSC_UNION_QUERY !== 'string') {
    throw new Error(`next-internals: the router's header names moved out of ${ROUTER_HEADERS_MODULE}`);
  }
  return { rscHeader: names.RSC_HEADER, headers, rscQuery: names.NEXT_RSC_UNION_QUERY };
}

// ── 5a. Payload file spellings ─────────────────────────────────────────────────────────────────
// Next serves a page's payload under its own internal spellings too: `/en/about.rsc`,
// `.prefetch.rsc`, and the segment files under `/en/about.segments/…`. No browser of ours asks for
// them (the router uses `?_rsc=` and headers, section 5); from outside they would be one more
// spelling of a page rendered afresh, and for a page Next did not prerender they end in a 500.
// The request hook answers them before Next sees them (lib/page-cache/request.ts). Checked:
// e2e/page-cache-poisoning.test.ts.
const PAYLOAD_SPELLING = /(?:\.segments\/.*|\.prefetch\.rsc|\.rsc)$/;

/**
 * The page path a payload spelling names ("/en/about.rsc" → "/en/about"), or undefined for any other path.
 * @param {string} path
 * @returns {string | undefined}
 */
export function payloadSpellingOf(path) {
  const match = PAYLOAD_SPELLING.exec(path);
  if (!match) return undefined;
  const page = path.slice(0, match.index);
  return page === '' || page === '/index' ? '/' : page;
}

// ── 5b. Metadata image routes ──────────────────────────────────────────────────────────────────
// An `opengraph-image` file inside a route group is served under its name plus a hash suffix
// (/en/about/opengraph-image-paw73v). The proxy lets such paths through to the image route.
// Checked: proxy.test.ts, e2e/seo.test.ts (every page's og:image answers).
export const metadataImagePath = /\/opengraph-image(-[0-9a-z]+)?$/;

// ── 6. Script tags of a prerendered page ─────────────────────────────────────────────────────────
// Next writes a page's chunks as `<script src="/_next/static/chunks/….js" async="">` and preloads
// as `<link rel="preload" as="script" …>`; lib/scripts-after-paint.ts moves them behind the first
// paint. The post-build step fails when a page still has a chunk script after the rewrite, or when
// no page had one (the shape changed). Only the legacy browsers' polyfill (`noModule`) stays.
const CHUNK = String.raw`\/_next\/static\/chunks\/[^"<>]+\.js`;
export const chunkScriptPattern = () => new RegExp(String.raw`<script src="(${CHUNK})" async=""><\/script>`, 'g');
export const preloadLinkPattern = () => /<link rel="preload"[^>]*\/?>/g;
export const scriptPreloadHref = new RegExp(String.raw`^(?=.*\bas="script").*\bhref="(${CHUNK})"`);
export const anyChunkScript = new RegExp(String.raw`<script(?![^>]*\bnoModule)[^>]*\bsrc="${CHUNK}"`);

// ── 7. Shutdown ──────────────────────────────────────────────────────────────────────────────────
// `next start` and the standalone server.js register SIGTERM/SIGINT listeners before
// instrumentation runs; theirs close the server, let requests in flight finish and end with
// process.exit(). lib/lifecycle/shutdown.ts takes those listeners over to run its own steps first.
// Without them (another server), lib/lifecycle/shutdown.ts closes down by itself after its own steps.

/**
 * Next's listeners for `signal`, removed from the process so the caller can run them later.
 * @param {NodeJS.Signals} signal
 * @returns {NodeJS.SignalsListener[]}
 */
export function takeOverSignalListeners(signal) {
  const listeners = /** @type {NodeJS.SignalsListener[]} */ (process.listeners(signal));
  process.removeAllListeners(signal);
  return listeners;
}

/**
 * Makes Next's final process.exit() run `before` first and then exit with `code`.
 * @param {() => Promise<void>} before
 * @param {number} code
 * @returns {(code?: number) => never}
 */
export function deferProcessExit(before, code) {
  const exit = process.exit.bind(process);
  process.exit = /** @type {(code?: number) => never} */ (
    () => {
      void before().then(() => exit(code));
      return undefined;
    }
  );
  return exit;
}

// ── 8. Every request, before Next.js sees it ─────────────────────────────────────────────────────
// Route handlers get a Fetch Request without the socket, and a page render sees the request's
// URL and headers: the only place to stamp the peer address (lib/rate-limit/peer-address.ts) and
// to answer a path's other spellings, mark the server's own request and clean a shared page's
// request (lib/page-cache/request.ts) is the Node HTTP server's 'request'
// event. Relied on: Next's server is a node:http (or https) Server, created from this process's
// modules, that does not override emit, and it handles a request (the render and the page cache
// included) in the asynchronous context of that event, so the context the hooks fill in is the
// one the page cache sees (requestContext). Checked: the proxy refuses a page request that did
// not come through the hooks (proxy.ts), and e2e/page-cache-poisoning.test.ts.
// State lives in a process slot: this module is bundled into instrumentation and the proxy, and
// loaded unbundled by the page cache's handler, and all of them must share it.
/** @typedef {{ hooks: RequestHook[]; scope: AsyncLocalStorage<RequestContext>; address: { host: string; port: number } | undefined }} RequestHooks */
const requests = processSlot('next-internals.requests', () => /** @type {RequestHooks} */ ({ hooks: [], scope: new AsyncLocalStorage(), address: undefined }));

/**
 * Runs `hook(request, response, context)` on every incoming HTTP request before Next.js handles
 * it. A hook that answers the request itself returns true: later hooks and Next.js never see it.
 * @template {RequestContext} C
 * @param {(request: IncomingMessage, response: ServerResponse, context: C) => boolean | void} hook
 */
export function onEveryRequest(hook) {
  if (requests.hooks.length === 0) {
    for (const Server of [http.Server, https.Server]) {
      const emit = /** @type {(this: unknown, event: string | symbol, ...args: unknown[]) => boolean} */ (Server.prototype.emit);
      /** @type {(this: unknown, event: string | symbol, ...args: unknown[]) => boolean} */
      const emitAfterHooks = function (event, ...args) {
        if (event !== 'request') return emit.call(this, event, ...args);
        const [request, response] = /** @type {[IncomingMessage, ServerResponse]} */ (args);
        /** @type {RequestContext} */
        const context = {};
        for (const run of requests.hooks) if (run(request, response, context) === true) return true;
        requests.address ??= request.socket?.localPort ? { host: request.socket.localAddress ?? '', port: request.socket.localPort } : undefined;
        return requests.scope.run(context, () => emit.call(this, event, ...args));
      };
      Server.prototype.emit = emitAfterHooks;
    }
  }
  requests.hooks.push(/** @type {RequestHook} */ (hook));
}

/** What the hooks noted about the request being handled now, or undefined outside one. @returns {RequestContext | undefined} */
export const requestContext = () => requests.scope.getStore();

/**
 * Runs `run` as if inside a request the hooks noted `context` about (tests of the page cache).
 * @template T
 * @param {RequestContext} context
 * @param {() => T} run
 * @returns {T}
 */
export const runInRequestContext = (context, run) => requests.scope.run(context, run);

/** Where this server was reached (its own socket address), once it has had a request. @returns {{ host: string; port: number } | undefined} */
export const ownAddress = () => requests.address;

// ── 9. Hosts that cache pages themselves ─────────────────────────────────────────────────────────
// A Vercel-style platform runs Next.js in "minimal mode": the platform caches and serves the
// pages and revalidates them itself; Next only renders what the platform asks for, so what
// our page cache adds (each page's policy, expiries shared through PostgreSQL) never reaches a
// visitor and revalidatePath reaches nobody. Next's server switches it on from
// NEXT_PRIVATE_MINIMAL_MODE at run time (base-server.js); Vercel's builder sets VERCEL for the
// build. Checked at start-up: that Next still reads the variable. Which page cache a build is for
// is this project's decision: lib/page-cache/kind.ts.
export const MINIMAL_MODE_ENV = 'NEXT_PRIVATE_MINIMAL_MODE';
const BASE_SERVER = 'next/dist/server/base-server.js';

/** Whether Next.js runs in minimal mode in a process with this environment. @param {Record<string, string | undefined>} [env] */
export const runsInMinimalMode = (env = process.env) => Boolean(env[MINIMAL_MODE_ENV]) && env[MINIMAL_MODE_ENV] !== '0' && env[MINIMAL_MODE_ENV] !== 'false';

// ── 10. The `next` command ───────────────────────────────────────────────────────────────────────
// `npm start` builds with Next's own command line when a fresh clone has no build yet; the
// package exports no path to it. Checked where it is used: scripts/start.mjs fails with this
// message (not at server start-up: the standalone output has no command line).
const NEXT_BIN = 'next/dist/bin/next';

/** The path of Next's command-line entry, or a clear error when this release moved it. @returns {string} */
export function nextBinPath() {
  try {
    return process
      .getBuiltinModule('node:module')
      .createRequire(import.meta.url)
      .resolve(NEXT_BIN);
  } catch (error) {
    throw new Error(`next-internals: Next's command line is gone from ${NEXT_BIN} (${messageOf(error)})`, { cause: error });
  }
}

// ── The checks ───────────────────────────────────────────────────────────────────────────────────

/**
 * What the running server relies on, checked against the build in `distDir`: a list of problems,
 * one line each, empty when all is as expected. `samplePage` is a prerendered page ("en").
 * @param {string} distDir
 * @param {string} samplePage
 * @returns {string[]}
 */
export function checkNextInternals(distDir, samplePage) {
  /** @type {string[]} */
  const problems = [];
  /** @param {string} what @param {() => string | undefined | void} run */
  const check = (what, run) => {
    try {
      const problem = run();
      if (problem) problems.push(`${what}: ${problem}`);
    } catch (error) {
      problems.push(`${what}: ${messageOf(error)}`);
    }
  };
  check('page cache', () => void fileSystemCacheClass());
  check('cache tags', () => {
    const file = prerenderedFile(distDir, samplePage, 'meta');
    if (!existsSync(/* turbopackIgnore: true */ file)) return `no ${file}: prerendered pages are no longer stored where the page cache reads them`;
    const tags = entryTags(JSON.parse(readFileSync(/* turbopackIgnore: true */ file, 'utf8')));
    return tags.includes(pathTag(`/${samplePage}`)) ? undefined : `/${samplePage} is not tagged ${pathTag(`/${samplePage}`)}: a publish would expire nothing`;
  });
  check('draft mode', () => void draftModeId(distDir));
  check('router requests', () => void routerRequestNames());
  check('minimal mode', () =>
    readFileSync(
      /* turbopackIgnore: true */ process
        .getBuiltinModule('node:module')
        .createRequire(import.meta.url)
        .resolve(BASE_SERVER),
      'utf8',
    ).includes(MINIMAL_MODE_ENV)
      ? undefined
      : `${BASE_SERVER} no longer reads ${MINIMAL_MODE_ENV}: which page cache runs cannot be told`,
  );
  check('request hooks', () => (typeof http.Server.prototype.emit === 'function' ? undefined : 'node:http Server has no emit'));
  return problems;
}

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

import type { IncomingMessage, ServerResponse } from 'node:http';
import { cookieFromHeader } from '@/lib/cookie-header';
import { PUBLISH_MODE_COOKIE, publishModeHolds } from '@/lib/copy/publish-cookie';
import { distDir } from '@/lib/build-artefact';
import {
  asOnDemandRegeneration,
  DRAFT_MODE_COOKIE,
  ON_DEMAND_REVALIDATE_HEADERS,
  PREVIEW_DATA_COOKIE,
  STATIC_ASSET_PREFIX,
  onEveryRequest,
  payloadSpellingOf,
  routerRequestNames,
} from '@/lib/next-internals.mjs';
import { databaseAway, RETRY_AFTER_SECONDS } from '@/lib/db/outage';
import { cacheControlFor, CACHE_CONTROL, type ResponseKind } from '@/lib/page-cache/cache-control';
import { canonicalTarget } from '@/lib/page-cache/canonical-path';
import { takeOwnRequest } from '@/lib/page-cache/own-request';
import { sharedPage } from '@/lib/page-cache/shared-pages';
import { processSlot } from '@/lib/process-slot.mjs';
import { SESSION_COOKIE } from '@/lib/team/session-cookie-name';

// Every request, before Next.js sees it (lib/next-internals.mjs, "Every request"):
// 1. One spelling per path: a path Next.js would normalise answers 308 to its canonical
//    spelling, and a target that cannot be a path of this site 400 (canonical-path.ts).
// 2. The server's own request for a shared page is recognised (own-request.ts) and made an
//    on-demand regeneration; the page cache stores nothing else.
// 3. A request for a shared page is cut down to what such a page may depend on: no query (a
//    router request keeps `_rsc`, which Next.js checks against its headers), only the headers
//    that choose the variant, no cookie but the team's session and a publish-mode cookie that
//    belongs to that session (anything else would force a render per request). Not what
//    keeps the shared copy clean (item 2 does), but Next.js hands one render to every request
//    for the same page that arrives while it runs: that render must not carry anyone's query.
// 4. Every other request loses the cookie and headers that would switch Next.js into draft mode
//    or an on-demand regeneration: only the proxy adds the draft cookie, for a signed-in member.
// 5. Its response gets the Cache-Control a shared cache may honour (cache-control.ts), and a 500
//    while the database is away (a page or image whose data it could not read, no stored copy
//    left) goes out as what it is: 503 with Retry-After (lib/db/outage.ts).

/** What the hook noted about the request being handled, as the page cache reads it (requestContext()). */
export type PageRequestContext = {
  /** The shared page's path, when the request is for one. */
  sharedPage?: string;
  /** The same path, when this is the server's own request for it: the only one stored. */
  ownRequest?: string;
  /** The proxy's proof that the request went through this hook. */
  pageCacheMark?: string;
};

const keptCookies = new Set([SESSION_COOKIE, PUBLISH_MODE_COOKIE]);
const nextCookies = new Set([DRAFT_MODE_COOKIE, PREVIEW_DATA_COOKIE]);

type Router = ReturnType<typeof routerRequestNames>;
const keptHeadersOf = (router: Router) => new Set(['host', 'connection', 'accept-encoding', 'if-none-match', 'if-modified-since', 'cookie', ...router.headers]);

type Incoming = Pick<IncomingMessage, 'url' | 'headers' | 'rawHeaders'>;

/**
 * Cuts `request` down in place (items 3 and 4 above) and says how its response may be cached.
 * `request.url` must be canonical already.
 */
export function cleanRequest(request: Incoming, router: Router = routerRequestNames(), keptHeaders = keptHeadersOf(router)): ResponseKind {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  if (path.startsWith(STATIC_ASSET_PREFIX)) return 'static-asset';
  const shared = sharedPage(path) !== undefined;
  const keep = (name: string) => (shared ? keptHeaders.has(name) : !ON_DEMAND_REVALIDATE_HEADERS.includes(name));
  for (const name of Object.keys(request.headers)) if (!keep(name)) delete request.headers[name];
  for (let at = request.rawHeaders.length - 2; at >= 0; at -= 2) if (!keep(request.rawHeaders[at]!.toLowerCase())) request.rawHeaders.splice(at, 2);
  const cookie = request.headers.cookie;
  if (cookie !== undefined) {
    // A publish-mode cookie counts only beside the session it was issued for (lib/copy/publish-cookie.ts).
    const publishMode = publishModeHolds(cookieFromHeader(cookie, PUBLISH_MODE_COOKIE), cookieFromHeader(cookie, SESSION_COOKIE));
    const kept = cookie.split(';').filter((part) => {
      const name = part.trim().split('=')[0] ?? '';
      if (name === PUBLISH_MODE_COOKIE && !publishMode) return false;
      return shared ? keptCookies.has(name) : !nextCookies.has(name);
    });
    if (kept.length === 0) delete request.headers.cookie;
    else request.headers.cookie = kept.map((part) => part.trim()).join('; ');
    for (let at = request.rawHeaders.length - 2; at >= 0; at -= 2) if (request.rawHeaders[at]!.toLowerCase() === 'cookie') request.rawHeaders.splice(at, 2);
    if (kept.length > 0) request.rawHeaders.push('cookie', request.headers.cookie!);
  }
  if (!shared) return 'other';
  const routerRequest = request.headers[router.rscHeader] !== undefined;
  const rsc = queryAt < 0 ? null : new URLSearchParams(url.slice(queryAt + 1)).get(router.rscQuery);
  request.url = routerRequest && rsc !== null ? `${path}?${router.rscQuery}=${encodeURIComponent(rsc)}` : path;
  return routerRequest === (rsc !== null) ? 'shared' : 'shared-mismatch';
}

type HookState = { installed: boolean; mark: string };
const state = processSlot<HookState>('page-cache.request-hook', () => ({ installed: false, mark: `${process.pid}-${Math.random().toString(36).slice(2)}` }));

/** The mark the hook leaves on every request it handled; the proxy refuses a page request without it. */
export const requestHookMark = () => (state.installed ? state.mark : undefined);

/** Installed once, from instrumentation, before Next.js answers its first request. */
export function installRequestHook(): void {
  if (state.installed) return;
  state.installed = true;
  const router = routerRequestNames();
  const keptHeaders = keptHeadersOf(router);
  onEveryRequest((request: IncomingMessage, response: ServerResponse, context: PageRequestContext) => {
    const target = canonicalTarget(request.url ?? '');
    if (target.verdict === 'bad')
      return answer(response, 400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.error }, 'Bad Request\n');
    if (target.verdict === 'redirect') return answer(response, 308, { Location: target.location, 'Cache-Control': CACHE_CONTROL.canonicalRedirect }, '');
    const url = request.url!;
    const queryAt = url.indexOf('?');
    const path = queryAt < 0 ? url : url.slice(0, queryAt);
    // Next's own spellings of a page's payload: a shared page's are another spelling of it, any other is not a page.
    const spelledPage = path.startsWith(STATIC_ASSET_PREFIX) ? undefined : payloadSpellingOf(path);
    if (spelledPage !== undefined && sharedPage(spelledPage))
      return answer(
        response,
        308,
        { Location: `${spelledPage}${queryAt < 0 ? '' : url.slice(queryAt)}`, 'Cache-Control': CACHE_CONTROL.canonicalRedirect },
        '',
      );
    if (spelledPage !== undefined)
      return answer(response, 404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.notFound }, 'Not Found\n');
    const own = takeOwnRequest(request, path, queryAt >= 0);
    const kind = cleanRequest(request, router, keptHeaders);
    context.pageCacheMark = state.mark;
    if (kind === 'shared' || kind === 'shared-mismatch') context.sharedPage = path;
    if (own) {
      context.ownRequest = path;
      // Rendered afresh and apart from any visitor's request for the same page.
      asOnDemandRegeneration(request, distDir());
    }
    withCacheControl(response, kind);
    return false;
  });
}

function answer(response: ServerResponse, status: number, headers: Record<string, string>, body: string): true {
  response.writeHead(status, { ...headers, 'Content-Length': String(Buffer.byteLength(body)) });
  response.end(body);
  return true;
}

/** Sets the header just before the response's headers are written (explicitly or implicitly). */
function withCacheControl(response: ServerResponse, kind: ResponseKind): void {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithCacheControl(this: ServerResponse, status: number, ...rest: unknown[]) {
    if (status === 500 && databaseAway()) {
      status = 503;
      if (typeof rest[0] === 'string') rest.shift();
      this.statusMessage = 'Service Unavailable';
      this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
    }
    const headers = rest.find((part) => typeof part === 'object' && part !== null && !Array.isArray(part)) as Record<string, unknown> | undefined;
    const fromArgs = headers && Object.entries(headers).find(([name]) => name.toLowerCase() === 'cache-control')?.[1];
    const current = fromArgs ?? this.getHeader('cache-control');
    const header = cacheControlFor(kind, status, current === undefined ? undefined : String(current));
    if (header !== undefined) {
      if (headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name];
      this.setHeader('Cache-Control', header);
    }
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
  } as ServerResponse['writeHead'];
}

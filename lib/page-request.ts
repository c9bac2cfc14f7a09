import type { IncomingMessage } from 'node:http';
import { isLocale, locales } from '@/i18n/routing';
import { isArticleRoute } from '@/lib/articles/paths';
import { PUBLISH_MODE_COOKIE } from '@/lib/copy/publish-cookie';
import { mailLinkRoutes } from '@/lib/mail-link-pages';
import {
  DRAFT_MODE_COOKIE,
  ON_DEMAND_REVALIDATE_HEADERS,
  PREVIEW_DATA_COOKIE,
  onEveryRequest,
  routerRequestNames,
} from '@/lib/next-internals.mjs';
import { routes } from '@/lib/site';
import { SESSION_COOKIE } from '@/lib/team/session-cookie-name';

// A page the cache shares with everyone must depend on its path, its language and the published
// texts only. Next.js renders a regenerated page with whatever request asked for it, and writes
// that request's URL (query included) into the payload it stores for the next visitor; headers
// such as a bot's user agent change the HTML too. So before Next.js sees a request for a shared
// page, the request is cut down to what such a page may depend on:
// - no query string: the server has no use for one on these paths (a visitor's browser keeps its
//   URL, so analytics parameters and old mail links still work in the page);
// - only the headers that choose the variant to send (HTML or a router payload, compression,
//   revalidation of the visitor's copy), no cookies but the team's session and publish choice,
//   which the proxy turns into a per-request render that is never cached.
// Every other request loses the cookie and headers that would switch Next.js into draft mode or
// an on-demand regeneration: only the proxy adds the draft cookie, for a signed-in member.

const sharedPaths = new Set<string>([
  ...locales.flatMap((locale) => [...routes, ...mailLinkRoutes].map((route) => `/${locale}${route}`)),
  '/sitemap.xml',
  '/robots.txt',
]);
const keptCookies = new Set([SESSION_COOKIE, PUBLISH_MODE_COOKIE]);
const nextCookies = new Set([DRAFT_MODE_COOKIE, PREVIEW_DATA_COOKIE]);

/** Whether `path` (no query) is a page the cache shares between visitors. */
export const isSharedPage = (path: string) => sharedPaths.has(path) || isArticlePage(path);

// Articles (issue #33): published at run time, so a pattern rather than entries of the set above.
function isArticlePage(path: string): boolean {
  const at = path.indexOf('/', 1);
  return at > 0 && isLocale(path.slice(1, at)) && isArticleRoute(path.slice(at));
}

type Router = ReturnType<typeof routerRequestNames>;
const keptHeadersOf = (router: Router) => new Set(['host', 'connection', 'accept-encoding', 'if-none-match', 'if-modified-since', 'cookie', ...router.headers]);

/**
 * Cuts `request` down in place, as described above. Returns whether it is a router request for a
 * shared page: Next.js checks its `_rsc` parameter against its headers and writes it into the
 * payload, so a page rendered for it is sent but not stored (cache-handler.mjs regenerates the
 * page, whose path the request context keeps, from a clean request instead).
 */
export function cleanRequest(request: Pick<IncomingMessage, 'url' | 'headers' | 'rawHeaders'>, router: Router = routerRequestNames(), keptHeaders = keptHeadersOf(router)): boolean {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const shared = isSharedPage(path);
  const keep = (name: string) => (shared ? keptHeaders.has(name) : !ON_DEMAND_REVALIDATE_HEADERS.includes(name));
  for (const name of Object.keys(request.headers)) if (!keep(name)) delete request.headers[name];
  for (let at = request.rawHeaders.length - 2; at >= 0; at -= 2) if (!keep(request.rawHeaders[at]!.toLowerCase())) request.rawHeaders.splice(at, 2);
  const cookie = request.headers.cookie;
  if (cookie !== undefined) {
    const kept = cookie.split(';').filter((part) => {
      const name = part.trim().split('=')[0] ?? '';
      return shared ? keptCookies.has(name) : !nextCookies.has(name);
    });
    if (kept.length === 0) delete request.headers.cookie;
    else request.headers.cookie = kept.map((part) => part.trim()).join('; ');
    for (let at = request.rawHeaders.length - 2; at >= 0; at -= 2) if (request.rawHeaders[at]!.toLowerCase() === 'cookie') request.rawHeaders.splice(at, 2);
    if (kept.length > 0) request.rawHeaders.push('cookie', request.headers.cookie!);
  }
  if (shared && queryAt >= 0) {
    // A router request must keep its `_rsc` parameter: Next.js checks it against the headers.
    const rsc = request.headers[router.rscHeader] !== undefined ? new URLSearchParams(url.slice(queryAt + 1)).get(router.rscQuery) : null;
    request.url = rsc === null ? path : `${path}?${router.rscQuery}=${encodeURIComponent(rsc)}`;
  }
  return shared && request.headers[router.rscHeader] !== undefined;
}

const state: { installed?: boolean } = ((globalThis as { __granitePageRequest?: { installed?: boolean } }).__granitePageRequest ??= {});

/** Whether this process cleans its requests (the proxy refuses a page request that was not). */
export const requestsAreCleaned = () => state.installed === true;

/** Installed once, from instrumentation, before Next.js answers its first request. */
export function cleanEveryRequest(): void {
  if (state.installed) return;
  state.installed = true;
  const router = routerRequestNames();
  const keptHeaders = keptHeadersOf(router);
  onEveryRequest((request, context) => {
    if (cleanRequest(request, router, keptHeaders)) context.sharedRouterRequest = request.url?.split('?')[0];
  });
}

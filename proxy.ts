import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, routing, type Locale } from '@/i18n/routing';
import { gaId } from '@/lib/analytics';
import { prerenderedPagePolicy, fallbackPolicy, noncePolicy } from '@/lib/csp';
import { PAGE_PATH_HEADER } from '@/lib/copy/page-path';
import { PUBLISH_MODE_COOKIE, publishModeHolds } from '@/lib/copy/publish-cookie';
import { detectLocale } from '@/lib/locale-detection';
import { log } from '@/lib/log';
import { INTL_COOKIE, SPEC_COOKIE } from '@/lib/locale-preference';
import { DRAFT_MODE_COOKIE, draftModeId, metadataImagePath, requestContext } from '@/lib/next-internals.mjs';
import { distDir } from '@/lib/build-artefact';
import { pageCacheKind, requestHookMark, sharedPage, type PageRequestContext } from '@/lib/page-cache';
import { SESSION_COOKIE } from '@/lib/team/session-cookie-name';
import { prerenderedNotFound } from '@/lib/not-found/not-found-page';
import { mayBeArticle } from '@/lib/articles/known-paths';

const intl = createMiddleware(routing);

// Endpoints that live outside the language tree and must never be redirected (the matcher below
// already keeps them away; this holds where a host runs the proxy for every path).
const unprefixed = /^\/(api|submit)(\/|$)/;

// Runs before every page request, so the common case (a prerendered page whose policy has been
// built once) is synchronous: no promise to wait for, no next-intl (see below).
export default function proxy(request: NextRequest): NextResponse | Promise<NextResponse> {
  const { pathname, searchParams } = request.nextUrl;
  if (unprefixed.test(pathname)) return NextResponse.next();
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) {
    // Paths are canonical here: the page cache's request hook answered every other spelling.
    const route = rest.map((segment) => `/${segment}`).join('');
    // For a known page under its language prefix, next-intl's middleware (with this routing:
    // prefix always, no locale cookie, no Link header) only lets the request through with an
    // x-next-intl-locale request header, which nothing reads: every such page is prerendered and
    // takes its language from its params (i18n/page-locale.ts). Same response, a fraction of the
    // cost; proxy.test.ts compares the two.
    // Articles' paths are a pattern, published at run time (lib/page-cache/shared-pages.ts).
    // The index's own share image (/insights/opengraph-image-…) is an image route, not an article.
    if (route.startsWith('/insights/') && !metadataImagePath.test(route) && sharedPage(`/${first}${route}`)) return articlePage(request, first, route);
    if (sharedPage(`/${first}${route}`)) return sitePage(request, `${first}${route}`);
    if (route === '/team' || route.startsWith('/team/')) return perRequest(request);
    if (metadataImagePath.test(route)) return withPolicy(intl(request), fallbackPolicy({ gaId, development: false }));
    return notFound(request, first);
  }

  const locale = detectLocale({
    query: searchParams.get('lng'),
    specCookie: request.cookies.get(SPEC_COOKIE)?.value,
    intlCookie: request.cookies.get(INTL_COOKIE)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  });
  // Rebuild the target on our own origin: collapsing slashes keeps `//evil.example` a local path.
  const target = request.nextUrl.clone();
  target.pathname = `/${locale}${pathname.replace(/\/{2,}/g, '/').replace(/\/$/, '')}`;
  target.searchParams.delete('lng');
  return NextResponse.redirect(target, 307);
}

/**
 * An article path (lib/articles/known-paths.ts): one that no published article, old slug, tag or
 * page can be at gets the not-found page without a render; publish mode renders per request, drafts included.
 */
function articlePage(request: NextRequest, locale: Locale, route: string): NextResponse | Promise<NextResponse> {
  if (request.cookies.has(PUBLISH_MODE_COOKIE)) return sitePage(request, `${locale}${route}`);
  const known = mayBeArticle(`/${locale}${route}`);
  if (known === false) return notFound(request, locale);
  if (typeof known === 'object') return known.then((found) => (found === false ? notFound(request, locale) : sitePage(request, `${locale}${route}`)));
  return sitePage(request, `${locale}${route}`);
}

/** Unknown page: that language's prerendered not-found page, with a real 404 status. */
async function notFound(request: NextRequest, locale: Locale): Promise<NextResponse> {
  const html = await prerenderedNotFound(locale);
  if (!html) return intl(request); // development: no prerendered file, Next renders its own 404
  const response = new NextResponse(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
  return withPagePolicy(response, `${locale}/page-not-found`);
}

/**
 * A page of the site. Served from Next.js's page cache, whose entries carry their own strict
 * policy, computed from the very HTML they hold (lib/page-cache/handler.mjs): a page regenerated after a
 * publish has other inline scripts than the build's, so the proxy cannot know them beforehand.
 * In publish mode (a team session and the member's choice, lib/copy/publish-cookie.ts) the page
 * is rendered per request instead, in Next.js's draft mode, with a nonce like the team area; the
 * page itself checks the session. `next dev` renders everything afresh and gets the loose fallback.
 */
function sitePage(request: NextRequest, page: string): NextResponse | Promise<NextResponse> {
  // Only a request that went through the page cache's request hook may reach our page cache
  // (lib/page-cache/request.ts). A platform build is never regenerated at run time.
  const mark = requestHookMark();
  if (mark && (requestContext() as PageRequestContext | undefined)?.pageCacheMark !== mark && pageCacheKind() === 'own') return notCleaned();
  // Publish mode only beside the session its cookie was issued for. Our own request hook has
  // already dropped any other; a platform host runs no such hook, so it is checked here as well.
  if (publishModeHolds(request.cookies.get(PUBLISH_MODE_COOKIE)?.value, request.cookies.get(SESSION_COOKIE)?.value)) {
    const cookie = `${request.headers.get('cookie')}; ${DRAFT_MODE_COOKIE}=${draftModeId(distDir())}`;
    return perRequest(request, { [PAGE_PATH_HEADER]: request.nextUrl.pathname, cookie });
  }
  return staticPage(page);
}

function staticPage(page: string): NextResponse | Promise<NextResponse> {
  // A host that caches pages itself never runs our page cache: the page is the build's, which
  // rendered the published texts, and its policy is the build's hashes (lib/page-cache/kind.ts).
  if (pageCacheKind() === 'platform') return withPagePolicy(NextResponse.next(), page);
  const response = NextResponse.next();
  if (process.env.NODE_ENV !== 'production') response.headers.set('Content-Security-Policy', fallbackPolicy({ gaId, development: true }));
  return response;
}

/** The server's request hooks did not run (lib/next-internals.mjs): refuse rather than risk the shared cache. */
function notCleaned(): NextResponse {
  log.error('a page request reached the proxy without the server request hooks: refused (lib/next-internals.mjs, "Every request")');
  return new NextResponse('Service Unavailable', { status: 503, headers: { 'Cache-Control': 'no-store', 'Retry-After': '60' } });
}

/**
 * A page rendered per request: the team area (app/[locale]/team, behind a sign-in each page checks
 * itself) and the site in preview. It gets a fresh nonce for its scripts and is kept out of every
 * cache and search index. Next.js reads the nonce from the request's policy header.
 */
function perRequest(request: NextRequest, extra: Record<string, string> = {}): NextResponse {
  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const policy = noncePolicy(nonce);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  for (const [name, value] of Object.entries(extra)) headers.set(name, value);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  response.headers.set('Cache-Control', 'private, no-store');
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  return response;
}

/**
 * The strict policy for a prerendered page: its own inline scripts by hash, no 'unsafe-inline'
 * (lib/csp/policy.ts). Without a prerendered file (development) next.config's fallback stays.
 */
function withPagePolicy(response: NextResponse, page: string): NextResponse | Promise<NextResponse> {
  const policy = prerenderedPagePolicy(page, gaId);
  return typeof policy === 'object' ? policy.then((loaded) => withPolicy(response, loaded)) : withPolicy(response, policy);
}

function withPolicy<R extends NextResponse>(response: R, policy: string | undefined): R {
  if (policy) response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Everything except Next's own assets, files with an extension (icons, robots.txt, ...) and the
  // form endpoints, which the proxy would only pass on: invoking it at all costs a request about a
  // third of its CPU (docs/performance.md), and the forms are the busiest dynamic routes.
  // The team area has no files: every path under it gets the proxy, dots included.
  matcher: ['/((?!_next/|_vercel/|api(?:/|$)|submit(?:/|$)|.*\\..*).*)', '/:locale(en|de|fr|nl)/team/:path*'],
};

import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isLocale, routing } from '@/i18n/routing';
import { gaId } from '@/lib/analytics';
import { prerenderedScriptHashes } from '@/lib/csp/page-hashes';
import { strictPolicy } from '@/lib/csp/policy';
import { detectLocale } from '@/lib/locale-detection';
import { INTL_COOKIE, SPEC_COOKIE } from '@/lib/locale-preference';
import { prerenderedNotFound } from '@/lib/not-found/not-found-page';
import { routes } from '@/lib/site';

const intl = createMiddleware(routing);

// Endpoints that live outside the language tree and must never be redirected.
const unprefixed = /^\/(api|submit)(\/|$)/;
const knownRoutes = new Set<string>(routes);

export default async function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  if (unprefixed.test(pathname)) return NextResponse.next();
  const [, first, ...rest] = pathname.split('/');
  if (isLocale(first)) {
    const route = rest.filter(Boolean).map((segment) => `/${segment}`).join('');
    if (knownRoutes.has(route)) return withPagePolicy(intl(request), `${first}${route}`);
    if (route.endsWith('/opengraph-image')) return intl(request);
    // Unknown page: that language's prerendered not-found page, with a real 404 status.
    const html = await prerenderedNotFound(first);
    if (html) {
      const notFound = new NextResponse(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' } });
      return withPagePolicy(notFound, `${first}/page-not-found`);
    }
    return intl(request); // development: no prerendered file, Next renders its own 404
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
 * The strict policy for a prerendered page: its own inline scripts by hash, no 'unsafe-inline'
 * (lib/csp/policy.ts). Without a prerendered file (development) next.config's fallback stays.
 */
async function withPagePolicy(response: NextResponse, page: string): Promise<NextResponse> {
  const hashes = await prerenderedScriptHashes(page, gaId);
  if (hashes) response.headers.set('Content-Security-Policy', strictPolicy(hashes));
  return response;
}

export const config = {
  // Everything except Next's own assets and files with an extension (icons, robots.txt, ...).
  matcher: ['/((?!_next/|_vercel/|.*\\..*).*)'],
};

// The public article paths under a language, one pattern for the proxy (proxy.ts) and
// the shared-page recognition (lib/page-request.ts): articles are published at run time, so
// their paths cannot be a list fixed at build. The index, its later pages, a topic, an article,
// the feed. Pagination and topics are path segments: a shared page never sees a query string.
export const ARTICLE_ROUTE = /^\/insights(?:\/page\/[0-9]{1,4}|\/tag\/[a-z0-9]+(?:-[a-z0-9]+)*|\/feed\.xml|\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/;

/** Whether `route` (a path without its language prefix) is an article page. */
export const isArticleRoute = (route: string) => route.length <= 120 && ARTICLE_ROUTE.test(route);

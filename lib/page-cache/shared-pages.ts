import { isLocale, locales, type Locale } from '@/i18n/routing';
import { isArticleRoute } from '@/lib/articles/paths';
import { mailLinkRoutes } from '@/lib/consent/mail-link-pages';
import { routes } from '@/lib/site';

// The one list of shared pages: what the page cache stores once and serves to every visitor.
// Each is a function of its path, its language and the published texts only (lib/page-cache/
// index.ts says how that is enforced). The proxy, the request hook, expiry and the Texts page
// all ask here.

export type SharedPage = {
  path: string;
  /** The language whose publishes change it; undefined for the files every language shares. */
  locale?: Locale;
  /** A content page (sitemap, hreflang, navigation), an article page, a page reached from our e-mails, or a file. */
  kind: 'page' | 'article' | 'mail-link' | 'file';
};

const files = ['/sitemap.xml', '/robots.txt'] as const;

const all: SharedPage[] = [
  ...locales.flatMap((locale) => [
    ...routes.map((route): SharedPage => ({ path: `/${locale}${route}`, locale, kind: 'page' })),
    ...mailLinkRoutes.map((route): SharedPage => ({ path: `/${locale}${route}`, locale, kind: 'mail-link' })),
  ]),
  ...files.map((path): SharedPage => ({ path, kind: 'file' })),
];
const byPath = new Map(all.map((page) => [page.path, page]));

/** The shared page at exactly this path (no query, already canonical), or undefined. */
export const sharedPage = (path: string): SharedPage | undefined => byPath.get(path) ?? articlePage(path);

// Articles (the index, its pages, topics, an article, the feed) are published at run time: one
// path pattern (lib/articles/paths.ts) rather than entries of the list above.
function articlePage(path: string): SharedPage | undefined {
  const at = path.indexOf('/', 1);
  const locale = at > 0 ? path.slice(1, at) : undefined;
  return isLocale(locale) && isArticleRoute(path.slice(at)) ? { path, locale, kind: 'article' } : undefined;
}

/** Every shared page with a fixed path (articles' paths come and go with publishing). */
export const sharedPages = (): readonly SharedPage[] => all;

/** Every page of a language ("/de", "/de/about", …, the mail-link pages): what a publish in it expires. */
export const languagePages = (locale: Locale): string[] => all.filter((page) => page.locale === locale).map((page) => page.path);

/** The files whose content follows every language's publishes (the sitemap's dates). */
export const sharedFiles = (): string[] => ['/sitemap.xml'];

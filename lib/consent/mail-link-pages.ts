// Pages reached only through links in our e-mails (marketing confirmation and unsubscribe):
// prerendered per language like the site's pages and served by proxy.ts with their strict CSP,
// but not content pages, so they stay out of `routes` (sitemap, hreflang, navigation).
export const CONFIRM_PAGE = '/email/confirm';
export const UNSUBSCRIBE_PAGE = '/email/unsubscribe';
export const mailLinkRoutes = [CONFIRM_PAGE, UNSUBSCRIBE_PAGE] as const;

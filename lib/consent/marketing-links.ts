import 'server-only';
import type { Locale } from '@/i18n/routing';
import { CONFIRM_PAGE, UNSUBSCRIBE_PAGE } from '@/lib/consent/mail-link-pages';

// Where the links in marketing mail lead. The pages are prerendered per language and ask the
// visitor to press a button: a mail scanner that fetches every link confirms or withdraws
// nothing. The token is in the fragment, which a browser never sends: no server log, cache or
// Referer keeps it; the page reads it (components/marketing-consent/link-action.tsx, which also
// still reads the query of links sent before). The one-click address is for mail clients
// (RFC 8058), which POST to it; its query is an API route's, never a cached page's.

export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/marketing/unsubscribe';

export function confirmPageUrl(origin: string, locale: Locale, token: string): string {
  return `${origin}/${locale}${CONFIRM_PAGE}#${new URLSearchParams({ token })}`;
}

export function unsubscribePageUrl(origin: string, locale: Locale, token: string): string {
  return `${origin}/${locale}${UNSUBSCRIBE_PAGE}#${new URLSearchParams({ token })}`;
}

export function oneClickUnsubscribeUrl(origin: string, locale: Locale, token: string): string {
  return `${origin}${ONE_CLICK_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token, lang: locale })}`;
}

/**
 * The headers every marketing-related mail carries. Only the https address: no mailbox of ours
 * processes unsubscribe mails automatically, and RFC 8058 one-click needs the https one.
 */
export function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

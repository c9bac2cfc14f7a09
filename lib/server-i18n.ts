import 'server-only';
import { createTranslator, type Messages } from 'next-intl';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { cookieFromHeader } from '@/lib/cookie-header';
import { fromAcceptLanguage } from '@/lib/locale-detection';
import { INTL_COOKIE, SPEC_COOKIE } from '@/lib/locale-preference';

// Route handlers run outside next-intl's request scope, so they pick the language themselves.

/**
 * The visitor's language for an API call, which has no locale in its path: next-intl's cookie,
 * then the spec's i18next cookie, then Accept-Language, then English. Only the exact codes count.
 */
export function requestLocale(request: Request): Locale {
  const header = request.headers.get('cookie');
  for (const name of [INTL_COOKIE, SPEC_COOKIE]) {
    const value = cookieFromHeader(header, name);
    if (isLocale(value)) return value;
  }
  return fromAcceptLanguage(request.headers.get('accept-language')) ?? defaultLocale;
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  return (await import(`../messages/${locale}.json`)).default as Messages;
}

/** A translator for one message group, e.g. `await serverTranslator('de', 'VisitorMail')`. */
export async function serverTranslator<Namespace extends keyof Messages>(locale: Locale, namespace: Namespace) {
  return createTranslator({ locale, messages: await loadMessages(locale), namespace });
}

/**
 * Something built from a language's messages once rather than per request (a form's schema, a
 * translator): kept per catalogue object, so it is rebuilt when the messages are reloaded.
 */
export function perCatalogue<T>(build: (locale: Locale) => Promise<T>): (locale: Locale) => Promise<T> {
  const built = new WeakMap<Messages, Promise<T>>();
  return async (locale) => {
    const messages = await loadMessages(locale);
    let value = built.get(messages);
    if (!value) {
      value = build(locale);
      built.set(messages, value);
      value.catch(() => built.delete(messages));
    }
    return value;
  };
}

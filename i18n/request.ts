import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { siteMessages } from '@/lib/copy/site-messages';
import { routing } from './routing';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // The catalogue, with the team's published texts (and in publish mode their drafts).
    messages: await siteMessages(locale, (await import(`../messages/${locale}.json`)).default),
  };
});

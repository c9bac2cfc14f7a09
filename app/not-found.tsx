import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { SiteDocument } from '@/components/layout/site-document';
import { NotFoundContent } from '@/components/sections/not-found-content';
import { defaultLocale, isLocale, type Locale } from '@/i18n/routing';
import { siteUrl } from '@/lib/site';

// Every 404 lands here. For a path under a language the proxy (next-intl) has put that
// language on the request, so the page answers in it; anything else gets English.
async function requestLocale(): Promise<Locale> {
  const locale = (await headers()).get('x-next-intl-locale');
  return isLocale(locale) ? locale : defaultLocale;
}

export async function generateMetadata(): Promise<Metadata> {
  const locale = await requestLocale();
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  return { metadataBase: new URL(siteUrl), title: tMeta('titleTemplate').replace('%s', t('meta.title')) };
}

export default async function NotFound() {
  const locale = await requestLocale();
  return (
    <SiteDocument locale={locale}>
      <NotFoundContent locale={locale} />
    </SiteDocument>
  );
}

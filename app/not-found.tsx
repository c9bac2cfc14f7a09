import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { SiteDocument } from '@/components/layout/site-document';
import { NotFoundContent } from '@/components/sections/not-found-content';
import { defaultLocale } from '@/i18n/routing';
import { siteUrl } from '@/lib/site';

// Only for paths outside the language tree that the proxy does not see (e.g. a missing file);
// unknown pages under a language get that language's own not-found page from proxy.ts. It must
// stay static: Next renders it into every page, so request data here would make them dynamic.
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale: defaultLocale, namespace: 'NotFoundPage' });
  const tMeta = await getTranslations({ locale: defaultLocale, namespace: 'Metadata' });
  return { metadataBase: new URL(siteUrl), title: tMeta('titleTemplate').replace('%s', t('meta.title')) };
}

export default function NotFound() {
  return (
    <SiteDocument locale={defaultLocale}>
      <NotFoundContent locale={defaultLocale} />
    </SiteDocument>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, type Route } from '@/lib/site';
import { JsonLd } from './json-ld';

/** Home › page, for search results. `name` is the page's own heading. */
export async function BreadcrumbJsonLd({ locale, route, name }: { locale: Locale; route: Route | '/insights'; name: string }) {
  const t = await getTranslations({ locale, namespace: 'Navigation' });
  return (
    <JsonLd
      data={{
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: t('home'), item: absoluteUrl(locale, '') },
          { '@type': 'ListItem', position: 2, name, item: absoluteUrl(locale, route) },
        ],
      }}
    />
  );
}

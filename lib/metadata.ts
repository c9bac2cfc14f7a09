import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, languageAlternates, type Route } from '@/lib/site';

type PageNamespace =
  | 'HomePage'
  | 'AboutPage'
  | 'ServicesPage'
  | 'IndustryPage'
  | 'WorkingPage'
  | 'TestimonialsPage'
  | 'ContactPage'
  | 'PrivacyPage'
  | 'TermsPage'
  | 'DiyAgentsPage';

/** Localized title, description, canonical and hreflang alternates for one page. */
export async function pageMetadata(locale: Locale, namespace: PageNamespace, route: Route): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  // Applied here rather than through the layout's title.template, which skips the home page
  // (a page in the layout's own segment).
  const title = tMeta('titleTemplate').replace('%s', t('meta.title'));
  const description = t('meta.description');
  const url = absoluteUrl(locale, route);
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url, languages: languageAlternates(route) },
    openGraph: { title, description, url, type: 'website', locale },
    twitter: { card: 'summary_large_image', title, description },
  };
}

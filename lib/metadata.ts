import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { absoluteUrl, languageAlternates, type Route } from '@/lib/site';

export type PageNamespace =
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

const ogLocales: Record<Locale, string> = { en: 'en_GB', de: 'de_DE', fr: 'fr_FR', nl: 'nl_NL' };

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
    openGraph: {
      title,
      description,
      url,
      type: 'website',
      siteName: 'Granite Digital',
      locale: ogLocales[locale],
      alternateLocale: Object.entries(ogLocales)
        .filter(([code]) => code !== locale)
        .map(([, value]) => value),
    },
    twitter: { card: 'summary_large_image', title, description },
  };
}

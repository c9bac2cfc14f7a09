import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { isLocale, type Locale } from './routing';

type LocaleParams = Promise<{ locale: string }>;

/**
 * The page's language from its route params, enabling static rendering for it. Next may still
 * render a page for a first segment that is no language (e.g. `/robots.txx`); that is a 404.
 */
export async function pageLocale(params: LocaleParams): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}

export type PageProps = { params: LocaleParams };

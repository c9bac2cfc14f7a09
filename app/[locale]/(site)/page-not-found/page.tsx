import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NotFoundContent } from '@/components/sections/not-found-content';
import { pageLocale, type PageProps } from '@/i18n/page-locale';

// The not-found page of each language, prerendered like every other page. proxy.ts answers
// every unknown path under a language with this HTML and status 404 (lib/not-found).
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'NotFoundPage' });
  const tMeta = await getTranslations({ locale, namespace: 'Metadata' });
  return { title: { absolute: tMeta('titleTemplate').replace('%s', t('meta.title')) }, robots: { index: false, follow: true } };
}

export default async function PageNotFound({ params }: PageProps) {
  return <NotFoundContent locale={await pageLocale(params)} />;
}

import { getTranslations } from 'next-intl/server';
import { defaultLocale, isLocale, locales } from '@/i18n/routing';
import { brandCard } from '@/lib/og';

// The index's sharing card (topic pages and further index pages share it; each article has its own).
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export default async function Image({ params }: { params: Promise<{ locale: string }> }) {
  const { locale: requested } = await params;
  const locale = isLocale(requested) ? requested : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  return brandCard({ locale, title: t('meta.title'), description: t('meta.description') });
}

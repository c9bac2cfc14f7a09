import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'TestimonialsPage', '/testimonials');
}

export default async function TestimonialsPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'TestimonialsPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/testimonials" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} editKey="TestimonialsPage" />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { IndustryResults } from '@/components/industry/industry-results';
import { IndustrySectors } from '@/components/industry/industry-sectors';
import { IndustryWhy } from '@/components/industry/industry-why';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'IndustryPage', '/industry');
}

export default async function IndustryPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'IndustryPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/industry" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} editKey="IndustryPage" />
      <IndustrySectors locale={locale} />
      <IndustryWhy locale={locale} />
      <IndustryResults locale={locale} />
      <CtaSection
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ href: `/${locale}/contact`, label: t('cta.primary') }}
        secondary={{ href: `/${locale}/testimonials`, label: t('cta.secondary') }}
        editKey="IndustryPage.cta"
      />
    </>
  );
}

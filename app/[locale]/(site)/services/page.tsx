import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ServiceList } from '@/components/services/service-list';
import { ServiceProcess } from '@/components/services/service-process';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'ServicesPage', '/services');
}

export default async function ServicesPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'ServicesPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/services" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} editKey="ServicesPage" />
      <ServiceList locale={locale} />
      <ServiceProcess locale={locale} />
      <CtaSection
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ href: `/${locale}/contact`, label: t('cta.primary') }}
        secondary={{ href: `/${locale}/working`, label: t('cta.secondary') }}
        editKey="ServicesPage.cta"
      />
    </>
  );
}

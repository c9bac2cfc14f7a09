import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HomeHero } from '@/components/home/home-hero';
import { LatestArticles } from '@/components/insights/latest-articles';
import { ServicesPreview } from '@/components/home/services-preview';
import { WhyChoose } from '@/components/home/why-choose';
import { CompanyStats } from '@/components/sections/company-stats';
import { CtaSection } from '@/components/sections/cta-section';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'HomePage', '');
}

export default async function HomePage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'HomePage' });
  return (
    <>
      <HomeHero locale={locale} />
      <CompanyStats locale={locale} label={t('statsLabel')} />
      <ServicesPreview locale={locale} />
      <WhyChoose locale={locale} />
      <LatestArticles locale={locale} />
      <CtaSection
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ href: `/${locale}/contact`, label: t('cta.primary') }}
        secondary={{ href: `/${locale}/about`, label: t('cta.secondary') }}
        editKey="HomePage.cta"
      />
    </>
  );
}

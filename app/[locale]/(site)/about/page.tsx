import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AboutExpertise } from '@/components/about/about-expertise';
import { AboutStory } from '@/components/about/about-story';
import { AboutTeams } from '@/components/about/about-teams';
import { AboutValues } from '@/components/about/about-values';
import { CompanyStats } from '@/components/sections/company-stats';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'AboutPage', '/about');
}

export default async function AboutPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'AboutPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/about" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} editKey="AboutPage" />
      <AboutStory locale={locale} />
      <CompanyStats locale={locale} label={t('statsLabel')} />
      <AboutValues locale={locale} />
      <AboutTeams locale={locale} />
      <AboutExpertise locale={locale} />
      <CtaSection
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ href: `/${locale}/contact`, label: t('cta.primary') }}
        secondary={{ href: `/${locale}/services`, label: t('cta.secondary') }}
        editKey="AboutPage.cta"
      />
    </>
  );
}

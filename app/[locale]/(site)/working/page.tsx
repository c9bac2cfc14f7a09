import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { ProcessPhases } from '@/components/working/process-phases';
import { ProjectTimeline } from '@/components/working/project-timeline';
import { QualityChecks } from '@/components/working/quality-checks';
import { WorkingPrinciples } from '@/components/working/working-principles';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'WorkingPage', '/working');
}

export default async function WorkingPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'WorkingPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/working" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} editKey="WorkingPage" />
      <ProcessPhases locale={locale} />
      <WorkingPrinciples locale={locale} />
      <ProjectTimeline locale={locale} />
      <QualityChecks locale={locale} />
      <CtaSection
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ href: `/${locale}/contact`, label: t('cta.primary') }}
        secondary={{ href: `/${locale}/services`, label: t('cta.secondary') }}
        editKey="WorkingPage.cta"
      />
    </>
  );
}

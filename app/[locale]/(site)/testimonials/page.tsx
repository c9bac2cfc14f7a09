import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CtaSection } from '@/components/sections/cta-section';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { CaseStudy } from '@/components/testimonials/case-study';
import { TestimonialGrid } from '@/components/testimonials/testimonial-grid';
import { TestimonialStats } from '@/components/testimonials/testimonial-stats';
import { VideoTeasers } from '@/components/testimonials/video-teasers';
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
      <TestimonialStats locale={locale} />
      <TestimonialGrid locale={locale} />
      <CaseStudy locale={locale} />
      <VideoTeasers locale={locale} />
      <CtaSection
        title={t('cta.title')}
        text={t('cta.text')}
        primary={{ href: `/${locale}/contact`, label: t('cta.primary') }}
        secondary={{ href: `/${locale}/services`, label: t('cta.secondary') }}
        editKey="TestimonialsPage.cta"
      />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LastUpdated, LegalDocument } from '@/components/legal/legal-document';
import { termsSections } from '@/components/legal/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'TermsPage', '/terms');
}

export default async function TermsPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'TermsPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/terms" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} editKey="TermsPage">
        <LastUpdated text={t('lastUpdated')} editKey="TermsPage.lastUpdated" dateTime="2025-01" />
      </PageHero>
      <LegalDocument locale={locale} namespace="TermsPage" sections={termsSections} intro={['p1']} />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { LastUpdated, LegalDocument } from '@/components/legal/legal-document';
import { privacySections } from '@/components/legal/legal-sections';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'PrivacyPage', '/privacy');
}

export default async function PrivacyPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'PrivacyPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/privacy" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} editKey="PrivacyPage">
        <LastUpdated text={t('lastUpdated')} editKey="PrivacyPage.lastUpdated" dateTime="2026-11-28" />
      </PageHero>
      <LegalDocument locale={locale} namespace="PrivacyPage" sections={privacySections} intro={['p1', 'p2']} />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { pageMetadata } from '@/lib/metadata';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return pageMetadata(await pageLocale(params), 'DiyAgentsPage', '/diy-agents');
}

export default async function DiyAgentsPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'DiyAgentsPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/diy-agents" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} editKey="DiyAgentsPage" />
    </>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ArticleList } from '@/components/insights/article-list';
import { PageHero } from '@/components/sections/page-hero';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumb-json-ld';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { indexMetadata } from '@/lib/articles/metadata';
import { articleIndex } from '@/lib/articles/public';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  return indexMetadata(await pageLocale(params), '/insights');
}

export default async function InsightsPage({ params }: PageProps) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  return (
    <>
      <BreadcrumbJsonLd locale={locale} route="/insights" name={t('title')} />
      <PageHero title={t('title')} subtitle={t('subtitle')} />
      <ArticleList locale={locale} list={await articleIndex(locale)} />
    </>
  );
}

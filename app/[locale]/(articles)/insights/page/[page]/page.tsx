import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleList } from '@/components/insights/article-list';
import { PageHero } from '@/components/sections/page-hero';
import { pageLocale } from '@/i18n/page-locale';
import { indexMetadata } from '@/lib/articles/metadata';
import { articleIndex } from '@/lib/articles/public';

type Props = { params: Promise<{ locale: string; page: string }> };

export const dynamicParams = true;
export const generateStaticParams = () => [];

/** Page 2 and later of the index (page 1 is /insights itself); a page past the end is a 404. */
async function load(params: Props['params']) {
  const locale = await pageLocale(params);
  const { page } = await params;
  if (!/^[2-9][0-9]{0,3}$|^1[0-9]{1,3}$/.test(page)) notFound();
  const list = await articleIndex(locale, { page: Number(page) });
  if (list.page > list.pages) notFound();
  return { locale, list };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, list } = await load(params);
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  return indexMetadata(locale, `/insights/page/${list.page}`, `${t('title')} · ${t('pageOf', { page: list.page, pages: list.pages })}`);
}

export default async function InsightsIndexPage({ params }: Props) {
  const { locale, list } = await load(params);
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  return (
    <>
      <PageHero title={t('title')} subtitle={t('pageOf', { page: list.page, pages: list.pages })} />
      <ArticleList locale={locale} list={list} />
    </>
  );
}

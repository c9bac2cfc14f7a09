import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ArticleList, topicName } from '@/components/insights/article-list';
import { PageHero } from '@/components/sections/page-hero';
import { pageLocale } from '@/i18n/page-locale';
import { indexMetadata } from '@/lib/articles/metadata';
import { articleIndex } from '@/lib/articles/public';

type Props = { params: Promise<{ locale: string; tag: string }> };

export const dynamicParams = true;
export const generateStaticParams = () => [];

/** The articles of one topic (newest first); a topic without articles in this language is a 404. */
async function load(params: Props['params']) {
  const locale = await pageLocale(params);
  const { tag } = await params;
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(tag) || tag.length > 40) notFound();
  // One page per topic: a topic holds few articles, and its pages would be one more path pattern.
  const list = await articleIndex(locale, { tag, pageSize: 60 });
  if (list.items.length === 0) notFound();
  return { locale, tag, list };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, tag } = await load(params);
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  return indexMetadata(locale, `/insights/tag/${tag}`, t('tagTitle', { tag: topicName(t, tag) }));
}

export default async function InsightsTagPage({ params }: Props) {
  const { locale, tag, list } = await load(params);
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  return (
    <>
      <PageHero title={t('tagTitle', { tag: topicName(t, tag) })} subtitle={t('subtitle')} />
      <ArticleList locale={locale} list={list} tag={tag} />
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { longDate } from '@/lib/format';
import type { ArticleCard } from '@/lib/articles/public';

export const formatDate = (locale: Locale, date: Date) => longDate(locale, date);

/** Date and reading time of an article, as one line. */
export async function ArticleMeta({ locale, article, className }: { locale: Locale; article: ArticleCard; className?: string }) {
  const t = await getTranslations({ locale, namespace: 'InsightsPage' });
  return (
    <p className={className}>
      <time dateTime={article.publishedAt.toISOString()}>{formatDate(locale, article.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      {t('readingTime', { minutes: article.readingMinutes })}
    </p>
  );
}

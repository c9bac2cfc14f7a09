import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { getTranslations } from 'next-intl/server';
import { SectionHeading } from '@/components/sections/section-heading';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { newestArticles } from '@/lib/articles/public';
import { expireLater } from '@/lib/page-cache';
import { ArticleCard } from './article-card';

/**
 * The three newest articles of the language, on the home page (absent while there are none).
 * Without a database the home page is still served, without them, and expired again a little
 * later so they come back by themselves (as the published texts do, lib/copy/site-messages.ts).
 */
export async function LatestArticles({ locale }: { locale: Locale }) {
  const articles = await newestArticles(locale, 3).catch(() => {
    expireLater([`/${locale}`]);
    return [];
  });
  if (articles.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'InsightsPage.latest' });
  return (
    <section className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading title={t('title')} subtitle={t('subtitle')} />
      <div className="mt-14 grid gap-8 md:grid-cols-3">
        {articles.map(({ body: _body, alternates: _alternates, ...article }) => (
          <ArticleCard key={article.id} locale={locale} article={article} headingLevel={3} />
        ))}
      </div>
      <div className="mt-12 text-center">
        <Link href={`/${locale}/insights`} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
          {t('viewAll')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}

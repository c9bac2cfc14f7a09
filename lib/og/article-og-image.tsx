import { isLocale } from '@/i18n/routing';
import { articleBySlug } from '@/lib/articles/public';
import { brandCard } from '@/lib/og/og-image';

/** The social-sharing card of one article: its title and summary on the brand's colours. */
export async function renderArticleOgImage(params: Promise<{ locale: string; slug: string }>) {
  const { locale, slug } = await params;
  if (!isLocale(locale)) return new Response('Not Found', { status: 404 });
  const found = await articleBySlug(locale, slug);
  if (found?.kind !== 'article') return new Response('Not Found', { status: 404 });
  const { article } = found;
  const summary = article.summary.length > 180 ? `${article.summary.slice(0, 177)}…` : article.summary;
  return brandCard({ locale, title: article.title, description: summary, long: true });
}

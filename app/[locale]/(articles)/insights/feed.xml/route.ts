import { isLocale } from '@/i18n/routing';
import { atomFeed } from '@/lib/articles/feed';
import { newestArticles } from '@/lib/articles/public';
import { serverTranslator } from '@/lib/server-i18n';

// Rendered per request from the database (a query of the twenty newest rows), never stored in the
// page cache: nothing of the request goes into it, and a shared cache may keep it five minutes.
export const dynamic = 'force-dynamic';

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not Found', { status: 404 });
  const t = await serverTranslator(locale, 'InsightsPage');
  const xml = atomFeed({ locale, title: t('feedTitle'), subtitle: t('meta.description'), articles: await newestArticles(locale, 20) });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300, stale-while-revalidate=60' },
  });
}

import { isLocale, type Locale } from '@/i18n/routing';
import { atomFeed } from '@/lib/articles/feed';
import { newestArticles } from '@/lib/articles/public';
import { unavailableResponse } from '@/lib/db/outage';
import { serverTranslator } from '@/lib/server-i18n';

// Rendered per request from the database (a query of the twenty newest rows), never stored in the
// page cache: nothing of the request goes into it, and a shared cache may keep it five minutes.
// While the database is away: the last feed this process made (stale-if-error), else 503.
export const dynamic = 'force-dynamic';

const CACHE_CONTROL = 'public, max-age=300, stale-while-revalidate=60';
const lastFeeds = new Map<Locale, string>();

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return new Response('Not Found', { status: 404 });
  const t = await serverTranslator(locale, 'InsightsPage');
  let xml: string;
  try {
    xml = atomFeed({ locale, title: t('feedTitle'), subtitle: t('meta.description'), articles: await newestArticles(locale, 20) });
    lastFeeds.set(locale, xml);
  } catch {
    // newestArticles logged it and noted the outage.
    const last = lastFeeds.get(locale);
    if (last === undefined) return unavailableResponse();
    xml = last;
  }
  return new Response(xml, { headers: { 'Content-Type': 'application/atom+xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL } });
}

import { getDb } from '@/lib/db/client';
import { insightsCsv } from '@/lib/insights/csv';
import { parseRange } from '@/lib/insights/range';
import { insightsReport } from '@/lib/insights/report';
import { insightsWords } from '@/lib/insights/words';
import { memberExportTimeZone } from '@/lib/team/export-labels';
import { formLocale } from '@/lib/team/paths';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// What the Insights page shows for its range, as a CSV in the member's language. A POST from our
// own pages, like the leads export: no figures leave for a link on another site.
export const POST = teamRoute(exportInsights, { permission: 'insights.read', body: 'form' });

async function exportInsights({ session, form }: TeamContext<'insights.read', Record<string, never>, 'form'>): Promise<Response> {
  // 1. (The wrapper: signed in with `insights.read`, from our own site, as the page's plain form.)
  // 2. The page's range and the member's language and zone.
  const locale = formLocale(form);
  const timeZone = await memberExportTimeZone(await getDb(), session.user.id, locale, form.get('timeZone'));
  const range = parseRange(form, timeZone);
  // 3. The same report the page drew.
  const report = await insightsReport(await getDb(), { from: range.from, to: range.to, timeZone });
  const words = await insightsWords(locale);
  return new Response(insightsCsv(report, locale, words.csv), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="granite-${words.fileName}-${range.from}-${range.to}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

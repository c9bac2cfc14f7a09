import { getDb } from '@/lib/db/client';
import { insightsCsv } from '@/lib/insights/csv';
import { parseRange } from '@/lib/insights/range';
import { insightsReport } from '@/lib/insights/report';
import { insightsWords } from '@/lib/insights/words';
import { exportTimeZone } from '@/lib/team/export-labels';
import { readTeamForm, requireTeamRoute } from '@/lib/team/guard';
import { formLocale } from '@/lib/team/paths';

export const dynamic = 'force-dynamic';

// What the Insights page shows for its range, as a CSV in the member's language. A POST from our
// own pages, like the leads export: no figures leave for a link on another site.
// Permission (issue #29's roles): the same as the Insights page.
export async function POST(request: Request): Promise<Response> {
  // 1. Signed in, from our own site, as the page's plain form.
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const form = await readTeamForm(request);
  if (!form) return Response.json({ error: 'Unsupported Media Type' }, { status: 415 });
  // 2. The page's range and the member's language and zone.
  const locale = formLocale(form);
  const timeZone = exportTimeZone(locale, form.get('timeZone'));
  const range = parseRange(form, timeZone);
  // 3. The same report the page drew.
  const report = await insightsReport(await getDb(), { ...range, timeZone });
  const words = await insightsWords(locale);
  return new Response(insightsCsv(report, locale, words.csv), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="granite-${words.fileName}-${range.from}-${range.to}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

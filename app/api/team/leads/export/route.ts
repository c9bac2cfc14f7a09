import { getDb } from '@/lib/db/client';
import { recordAudit } from '@/lib/team/audit';
import { leadsCsv } from '@/lib/team/csv';
import { requireTeamRoute } from '@/lib/team/guard';
import { leadFilterToParams, parseLeadFilter } from '@/lib/team/leads';

export const dynamic = 'force-dynamic';

// The inbox's current filter as a CSV file, streamed page by page (lib/team/csv.ts).
export async function GET(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request);
  if ('response' in auth) return auth.response;
  const filter = parseLeadFilter(new URL(request.url).searchParams);
  const prisma = await getDb();
  // Which filters were used, not what was searched for: a search text may be a person's name.
  const used = [...leadFilterToParams(filter).keys()].filter((name) => name !== 'q');
  await recordAudit(prisma, 'leads-export', auth.session.user, { filters: used.join(','), search: Boolean(filter.q) });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(leadsCsv(prisma, filter), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="granite-leads-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

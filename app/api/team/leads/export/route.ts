import { getDb } from '@/lib/db/client';
import { viewerOf } from '@/lib/team/inbox';
import { recordAudit } from '@/lib/team/audit';
import { leadsCsv } from '@/lib/team/csv';
import { exportLabels, memberExportTimeZone } from '@/lib/team/export-labels';
import { leadFilterToParams, parseLeadFilter } from '@/lib/team/leads';
import { formLocale } from '@/lib/team/paths';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The inbox's current filter as a CSV file in the member's language, streamed page by page
// (lib/team/csv.ts). A POST from our own pages only: a link on another site must not be able to
// start an export (and an audit entry) with a member's cookie.
export const POST = teamRoute(exportLeads, { permission: 'leads.export', body: 'form' });

async function exportLeads({ session, form }: TeamContext<'leads.export', Record<string, never>, 'form'>): Promise<Response> {
  // 1. (The wrapper: signed in with `leads.export`, from our own site, as the inbox's plain form.)
  // 2. The filter travels as the inbox's query string; its `locale` is the leads' language,
  //    the form's own `locale` field the member's.
  const filter = parseLeadFilter(new URLSearchParams((form.get('filter') ?? '').slice(0, 2000)));
  const locale = formLocale(form);
  const prisma = await getDb();
  const labels = await exportLabels(locale, await memberExportTimeZone(prisma, session.user.id, locale, form.get('timeZone')));
  // 3. Which filters were used, not what was searched for: a search text may be a person's name.
  const used = [...leadFilterToParams(filter).keys()].filter((name) => name !== 'q');
  await recordAudit(prisma, 'leads-export', session.user, { filters: used.join(','), search: Boolean(filter.q), language: locale });
  const day = new Date().toISOString().slice(0, 10);
  // "Mine" and the unread marks are the member's own: the export sees the list as they do.
  const viewer = await viewerOf(prisma, session.user.id);
  return new Response(leadsCsv(prisma, filter, labels, viewer), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="granite-${labels.fileName}-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

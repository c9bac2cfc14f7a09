import { getDb } from '@/lib/db/client';
import { recordAudit } from '@/lib/team/audit';
import { memberExportTimeZone } from '@/lib/team/export-labels';
import { formLocale } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { subjectDocument } from '@/lib/team/subject-document';
import { subjectEmail } from '@/lib/team/subject-email';
import { findSubjectData, subjectDataJson } from '@/lib/team/subject-requests';

export const dynamic = 'force-dynamic';

// Everything held about one address, as a file to send to that person: a readable document in
// the member's language (HTML, printable), or the machine-readable JSON.
export const POST = teamRoute(exportSubjectData, { permission: 'subjects.manage', body: 'form' });

async function exportSubjectData({ session, form }: TeamContext<'subjects.manage', Record<string, never>, 'form'>): Promise<Response> {
  // 1. (The wrapper: signed in with `subjects.manage`, from our own site, as a plain form.)
  const email = subjectEmail(form.get('email'));
  if (!email) throw new TeamError(400, 'invalid-email');
  const format = form.get('format') === 'html' ? 'html' : 'json';
  const locale = formLocale(form);
  // 2. Read, audited (counts only, never the address), sent as a download.
  const prisma = await getDb();
  const data = await findSubjectData(prisma, email);
  await recordAudit(prisma, 'subject-export', session.user, {
    format,
    contacts: data.contacts.length,
    downloads: data.downloads.length,
    mails: data.mails.length,
  });
  const day = new Date().toISOString().slice(0, 10);
  const body =
    format === 'html'
      ? await subjectDocument(data, locale, await memberExportTimeZone(prisma, session.user.id, locale, form.get('timeZone')))
      : subjectDataJson(data);
  return new Response(body, {
    headers: {
      'Content-Type': format === 'html' ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="data-request-${day}.${format}"`,
      'Cache-Control': 'private, no-store',
      // Opened from disk or shown inline by a browser, the document may run nothing.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

import { getDb } from '@/lib/db/client';
import { recordAudit } from '@/lib/team/audit';
import { readTeamForm, requireTeamRoute } from '@/lib/team/guard';
import { subjectEmail } from '@/lib/team/subject-email';
import { findSubjectData, subjectDataCsv, subjectDataJson } from '@/lib/team/subject-requests';

export const dynamic = 'force-dynamic';

// Everything held about one address, as a file to send to that person (JSON or CSV).
export async function POST(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const form = await readTeamForm(request);
  const email = subjectEmail(form?.get('email'));
  const format = form?.get('format') === 'csv' ? 'csv' : 'json';
  if (!email) return Response.json({ error: 'Bad Request: email' }, { status: 400 });
  const prisma = await getDb();
  const data = await findSubjectData(prisma, email);
  await recordAudit(prisma, 'subject-export', auth.session.user, {
    format,
    contacts: data.contacts.length,
    downloads: data.downloads.length,
    mails: data.mails.length,
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(format === 'csv' ? subjectDataCsv(data) : subjectDataJson(data), {
    headers: {
      'Content-Type': format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="data-request-${day}.${format}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

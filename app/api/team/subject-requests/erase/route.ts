import { getDb } from '@/lib/db/client';
import { readTeamForm, requireTeamRoute, seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { subjectEmail } from '@/lib/team/subject-email';
import { eraseSubject } from '@/lib/team/subject-requests';

export const dynamic = 'force-dynamic';

// Erase everything held about one address, in one transaction, with an audit entry that holds
// counts and who did it, never the address (lib/team/subject-requests.ts).
export async function POST(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const form = await readTeamForm(request);
  const email = subjectEmail(form?.get('email'));
  if (!form || !email) return Response.json({ error: 'Bad Request: email' }, { status: 400 });
  const locale = formLocale(form);
  if (form.get('confirm') !== 'yes') return seeOther(teamPath(locale, '/requests', { email, error: 'confirm' }));
  const erased = await eraseSubject(await getDb(), email, auth.session.user);
  const summary = [erased.contacts, erased.downloads, erased.mails, erased.consents].join('.');
  return seeOther(teamPath(locale, '/requests', { erased: summary }));
}

import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { subjectEmail } from '@/lib/team/subject-email';
import { eraseSubject } from '@/lib/team/subject-requests';

export const dynamic = 'force-dynamic';

// Erase everything held about one address, in one transaction, with an audit entry that holds
// counts and who did it, never the address (lib/team/subject-requests.ts).
export const POST = teamRoute(eraseSubjectData, { permission: 'subjects.manage', body: 'form' });

async function eraseSubjectData({ session, form }: TeamContext<'subjects.manage', Record<string, never>, 'form'>): Promise<Response> {
  const email = subjectEmail(form.get('email'));
  if (!email) throw new TeamError(400, 'invalid-email');
  const locale = formLocale(form);
  if (form.get('confirm') !== 'yes') throw new TeamError(422, 'confirm', { back: teamPath(locale, '/requests', { email }) });
  const erased = await eraseSubject(await getDb(), email, session.user);
  const summary = [erased.contacts, erased.downloads, erased.mails, erased.consents].join('.');
  return seeOther(teamPath(locale, '/requests', { erased: summary }));
}

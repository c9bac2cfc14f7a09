import { getDb } from '@/lib/db/client';
import { setWeeklyChoice } from '@/lib/insights/weekly-mail';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { setMemberLocale } from '@/lib/team/member-locale';

export const dynamic = 'force-dynamic';

// The Monday summary mail of Insights, asked for or stopped on the Insights page (a plain form
// post, answered 303 back to the page). The mail comes in the language of the page it was asked
// on and in the member's zone (lib/insights/weekly-mail.ts).
export const POST = teamRoute(chooseWeekly, { permission: 'insights.weekly', body: 'form' });

async function chooseWeekly({ session, form }: TeamContext<'insights.weekly', Record<string, never>, 'form'>): Promise<Response> {
  const choice = form.get('weekly');
  if (choice !== 'on' && choice !== 'off') throw new TeamError(400, 'unknown-choice');
  const prisma = await getDb();
  const locale = formLocale(form);
  await setWeeklyChoice(prisma, session.user.id, choice === 'on');
  if (choice === 'on') await setMemberLocale(prisma, session.user.id, locale);
  return seeOther(teamPath(locale, '/insights'));
}

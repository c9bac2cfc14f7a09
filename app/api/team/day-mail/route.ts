import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The member's own choice of the morning mail with their day (lib/team/morning-mail.ts).
export const POST = teamRoute(setMorningMail, { permission: 'leads.read', body: 'form' });

async function setMorningMail({ session, form }: TeamContext<'leads.read', Record<string, never>, 'form'>): Promise<Response> {
  const choice = form.get('morningMail');
  if (choice !== 'on' && choice !== 'off') throw new TeamError(400, 'bad-request');
  const morningMail = choice === 'on';
  await (
    await getDb()
  ).memberPreference.upsert({ where: { userId: session.user.id }, create: { userId: session.user.id, morningMail }, update: { morningMail } });
  return seeOther(teamPath(formLocale(form), '/day', { mail: 'saved' }));
}

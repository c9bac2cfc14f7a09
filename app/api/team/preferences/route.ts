import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';
import { isTimeZone, memberTimeZone, setMemberTimeZone } from '@/lib/team/time-zone';

export const dynamic = 'force-dynamic';

// A member's time zone: chosen in the inbox's settings form (a plain form post, answered 303),
// or, once, their browser's own (components/team/time-zone-hint.tsx, `hint=1`, answered 204),
// which never replaces a zone already stored.
export const POST = teamRoute(saveTimeZone, { permission: 'team.self', body: 'form' });

async function saveTimeZone({ session, form }: TeamContext<'team.self', Record<string, never>, 'form'>): Promise<Response> {
  const timeZone = form.get('timeZone');
  if (!isTimeZone(timeZone)) throw new TeamError(400, 'unknown-time-zone');
  const prisma = await getDb();
  const userId = session.user.id;
  if (form.get('hint') === '1') {
    if (!(await memberTimeZone(prisma, userId))) await setMemberTimeZone(prisma, userId, timeZone);
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  }
  await setMemberTimeZone(prisma, userId, timeZone);
  return seeOther(teamPath(formLocale(form), '/leads', { zone: 'saved' }));
}

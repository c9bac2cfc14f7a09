import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The member's own name as bylines show it (their articles); empty clears it, and their articles
// are then the organisation's. Never the login name, which is for signing in.
export const POST = teamRoute(saveDisplayName, { permission: 'account.manage', body: 'form' });

const MAX_DISPLAY_NAME = 80;

async function saveDisplayName({ session, form }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const back = (query: Record<string, string>) => seeOther(teamPath(formLocale(form), '/account', query));
  // Letters of any script, spaces and the punctuation names use; no markup, no control characters.
  const name = (form.get('displayName') ?? '').normalize('NFC').replace(/\s+/g, ' ').trim();
  if (name.length > MAX_DISPLAY_NAME || !/^[\p{L}\p{M} .'’-]*$/u.test(name))
    throw new TeamError(422, 'display-name-invalid', { back: teamPath(formLocale(form), '/account') });
  await (await getDb()).user.update({ where: { id: session.user.id }, data: { displayName: name || null } });
  return back({ done: 'display-name-saved' });
}

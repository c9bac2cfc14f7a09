import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { dropOrphanRecoveryCodes } from '@/lib/team/second-factor/factors';
import { removePasskey, renamePasskey } from '@/lib/team/second-factor/passkeys';
import { teamError, teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// One of the member's own passkeys: a new name, or removed (audited). Another member's is "not found".
export const POST = teamRoute(changePasskey, { permission: 'account.manage', body: 'form' });

async function changePasskey({ session, params, form }: TeamContext<'account.manage', { id: string }, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const prisma = await getDb();
  const id = params.id.slice(0, 1400);
  if (form.get('action') === 'rename') {
    if (!(await renamePasskey(prisma, session.user.id, id, form.get('name') ?? ''))) return teamError(404, 'not-found');
    return seeOther(teamPath(locale, '/account', { done: 'passkey-renamed' }));
  }
  if (form.get('action') === 'remove') {
    if (!(await removePasskey(prisma, session.user, id))) return teamError(404, 'not-found');
    await dropOrphanRecoveryCodes(prisma, session.user.id);
    return seeOther(teamPath(locale, '/account', { done: 'passkey-removed' }));
  }
  return teamError(400, 'bad-request');
}

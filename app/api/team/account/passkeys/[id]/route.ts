import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { dropOrphanRecoveryCodes } from '@/lib/team/second-factor/factors';
import { ownsPasskey, relyingParty, removePasskey, renamePasskey } from '@/lib/team/second-factor/passkeys';
import { proofError, proveItIsYou } from '@/lib/team/second-factor/re-authentication';
import { noticeSecurityChange } from '@/lib/team/security-notice';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// One of the member's own passkeys: a new name, or removed (with their password or a current
// factor in the same request; audited, and the member gets a mail). Another member's is "not found".
export const POST = teamRoute(changePasskey, { permission: 'account.manage', body: 'form' });

async function changePasskey({ request, session, params, form }: TeamContext<'account.manage', { id: string }, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const prisma = await getDb();
  const id = params.id.slice(0, 1400);
  if (form.get('action') === 'rename') {
    if (!(await renamePasskey(prisma, session.user.id, id, form.get('name') ?? ''))) throw new TeamError(404, 'not-found');
    return seeOther(teamPath(locale, '/account', { done: 'passkey-renamed' }));
  }
  if (form.get('action') === 'remove') {
    if (!(await ownsPasskey(prisma, session.user.id, id))) throw new TeamError(404, 'not-found');
    const proof = await proveItIsYou(prisma, session, form, relyingParty(request));
    if (!proof.ok) throw new TeamError(401, proofError(proof), { back: teamPath(locale, '/account') });
    const name = await removePasskey(prisma, session.user, id);
    if (name === undefined) throw new TeamError(404, 'not-found');
    await dropOrphanRecoveryCodes(prisma, session.user.id);
    await noticeSecurityChange(prisma, session.user, { kind: 'passkey-removed', name });
    return seeOther(teamPath(locale, '/account', { done: 'passkey-removed' }));
  }
  throw new TeamError(400, 'bad-request');
}

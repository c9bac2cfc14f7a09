import { getDb } from '@/lib/db/client';
import { linkOrigin } from '@/lib/api/public-origin';
import { sendInvitation } from '@/lib/team/access-links';
import { isHttps, seeOther } from '@/lib/team/guard';
import { renewInvitation, revokeInvitation } from '@/lib/team/invitations';
import { invitationLinkCookie } from '@/lib/team/invitation-link-cookie';
import { formLocale, teamPath } from '@/lib/team/paths';
import { idParam } from '@/lib/team/search-params';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// A pending invitation's buttons on the members page: send it again (a new link, a new expiry;
// the old link stops working) or revoke it. Both audited (lib/team/invitations.ts).
export const POST = teamRoute(changeInvitation, { permission: 'members.manage', body: 'form' });

async function changeInvitation({ request, session, params, form }: TeamContext<'members.manage', { id: string }, 'form'>): Promise<Response> {
  const id = idParam(params.id);
  const action = form.get('action');
  if (!id || (action !== 'resend' && action !== 'revoke')) throw new TeamError(400, 'bad-request');
  const locale = formLocale(form);
  const prisma = await getDb();
  if (action === 'revoke') {
    if (!(await revokeInvitation(prisma, id, session.user))) throw new TeamError(409, 'invitation-ended', { back: teamPath(locale, '/members') });
    return seeOther(teamPath(locale, '/members', { done: 'revoked' }));
  }
  const renewed = await renewInvitation(prisma, id, session.user);
  if (!renewed) throw new TeamError(409, 'invitation-ended', { back: teamPath(locale, '/members') });
  if (await sendInvitation(prisma, renewed.invitation, renewed.token, linkOrigin())) {
    return seeOther(teamPath(locale, '/members', { done: 'resent' }));
  }
  return seeOther(teamPath(locale, '/members', { error: 'mail-failed' }), { 'Set-Cookie': invitationLinkCookie(locale, id, renewed.token, isHttps(request)) });
}

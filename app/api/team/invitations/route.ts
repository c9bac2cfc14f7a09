import { getDb } from '@/lib/db/client';
import { linkOrigin } from '@/lib/api/public-origin';
import { sendInvitation } from '@/lib/team/access-links';
import { isHttps, seeOther } from '@/lib/team/guard';
import { inviteMember } from '@/lib/team/invitations';
import { invitationLinkCookie } from '@/lib/team/invitation-link-cookie';
import { formLocale, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The members page's "Invite" form: an invitation by e-mail with a role (lib/team/invitations.ts),
// mailed at once in the language the owner chose. When the mail fails the invitation stays, and
// the page shows its link to copy (carried there in a short-lived cookie, never in the URL).
export const POST = teamRoute(invite, { permission: 'members.manage', body: 'form' });

async function invite({ request, session, form }: TeamContext<'members.manage', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const prisma = await getDb();
  const result = await inviteMember(
    prisma,
    {
      email: (form.get('email') ?? '').slice(0, 300),
      role: form.get('role') ?? '',
      languages: form.getAll('languages').slice(0, 4),
      locale: form.get('mailLocale') ?? locale,
    },
    session.user,
  );
  if (!result.ok) throw new TeamError(422, result.reason, { back: teamPath(locale, '/members') });
  const sent = await sendInvitation(prisma, result.invitation, result.token, linkOrigin());
  if (sent) return seeOther(teamPath(locale, '/members', { done: 'invited' }));
  return seeOther(teamPath(locale, '/members', { error: 'mail-failed' }), {
    'Set-Cookie': invitationLinkCookie(locale, result.invitation.id, result.token, isHttps(request)),
  });
}

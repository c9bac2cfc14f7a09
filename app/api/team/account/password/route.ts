import { getDb } from '@/lib/db/client';
import { changeOwnPassword } from '@/lib/team/second-factor/own-password';
import { relyingParty } from '@/lib/team/second-factor/passkeys';
import { proofError, proveItIsYou } from '@/lib/team/second-factor/re-authentication';
import { noticeSecurityChange } from '@/lib/team/security-notice';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The member's own new password, with the current one (or a current factor) in the same request:
// a browser left signed in is not enough. Wrong ones are slowed down per member like a sign-in's
// (lib/team/second-factor/re-authentication.ts). The member gets a mail.
export const POST = teamRoute(changePassword, { permission: 'account.manage', body: 'form' });

async function changePassword({ request, session, form }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const back = (query: Record<string, string>) => seeOther(teamPath(locale, '/account', query));
  const prisma = await getDb();
  const proof = await proveItIsYou(prisma, session, form, relyingParty(request));
  if (!proof.ok)
    throw new TeamError(401, proof.reason === 'wrong' && form.get('current') ? 'password-wrong' : proofError(proof), { back: teamPath(locale, '/account') });
  const result = await changeOwnPassword(prisma, session, {
    next: (form.get('password') ?? '').slice(0, 1024),
    repeat: (form.get('repeat') ?? '').slice(0, 1024),
  });
  if (result === 'done') await noticeSecurityChange(prisma, session.user, { kind: 'password-changed' });
  if (result !== 'done') throw new TeamError(422, `password-${result}`, { back: teamPath(locale, '/account') });
  return back({ done: 'password-changed' });
}

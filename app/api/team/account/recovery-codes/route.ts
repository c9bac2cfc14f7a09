import { getDb } from '@/lib/db/client';
import { hasSecondFactor, memberFactors } from '@/lib/team/second-factor/factors';
import { relyingParty } from '@/lib/team/second-factor/passkeys';
import { proofRefused, proveItIsYou } from '@/lib/team/second-factor/re-authentication';
import { replaceRecoveryCodes } from '@/lib/team/second-factor/recovery-codes';
import { noticeSecurityChange } from '@/lib/team/security-notice';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// New recovery codes for the member (every old one stops working), only with their password or
// a current factor in the same request; answered once as JSON for the account page's script to
// show; only their hashes are kept. Audited, and mailed to the member.
export const POST = teamRoute(newRecoveryCodes, { permission: 'account.manage', body: 'form' });

async function newRecoveryCodes({ request, session, form }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const prisma = await getDb();
  if (!hasSecondFactor(await memberFactors(prisma, session.user.id))) throw new TeamError(409, 'no-second-factor');
  const proof = await proveItIsYou(prisma, session, form, relyingParty(request));
  if (!proof.ok) throw proofRefused(proof);
  const codes = await replaceRecoveryCodes(prisma, session.user);
  await noticeSecurityChange(prisma, session.user, { kind: 'recovery-codes' });
  return Response.json({ recoveryCodes: codes }, { headers: { 'Cache-Control': 'no-store' } });
}

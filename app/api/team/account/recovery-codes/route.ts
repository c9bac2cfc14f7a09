import { getDb } from '@/lib/db/client';
import { hasSecondFactor, memberFactors } from '@/lib/team/second-factor/factors';
import { replaceRecoveryCodes } from '@/lib/team/second-factor/recovery-codes';
import { teamError, teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// New recovery codes for the member (every old one stops working), answered once as JSON for the
// account page's script to show; only their hashes are kept. Audited.
export const POST = teamRoute(newRecoveryCodes, { permission: 'account.manage', body: 'form' });

async function newRecoveryCodes({ session }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const prisma = await getDb();
  if (!hasSecondFactor(await memberFactors(prisma, session.user.id))) return teamError(409, 'no-second-factor');
  const codes = await replaceRecoveryCodes(prisma, session.user);
  return Response.json({ recoveryCodes: codes }, { headers: { 'Cache-Control': 'no-store' } });
}

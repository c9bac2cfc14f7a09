import { getDb } from '@/lib/db/client';
import { registrationOptions, relyingParty } from '@/lib/team/second-factor/passkeys';
import { proofRefused, proveItIsYou } from '@/lib/team/second-factor/re-authentication';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The challenge and settings for a new passkey of the signed-in member, only with their password
// or a current factor in this request (lib/team/second-factor/re-authentication.ts): the
// challenge is bound to this session and is what lets passkeys (POST) accept the new key.
export const POST = teamRoute(newPasskeyOptions, { permission: 'account.manage', body: 'form' });

async function newPasskeyOptions({ request, session, form }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const prisma = await getDb();
  const rp = relyingParty(request);
  const proof = await proveItIsYou(prisma, session, form, rp);
  if (!proof.ok) throw proofRefused(proof);
  const options = await registrationOptions(prisma, session.user, session.id, rp);
  if (options === 'too-many') throw new TeamError(409, 'too-many-passkeys');
  return Response.json(options, { headers: { 'Cache-Control': 'no-store' } });
}

import { getDb } from '@/lib/db/client';
import { registrationOptions, relyingParty } from '@/lib/team/second-factor/passkeys';
import { teamError, teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The challenge and settings for a new passkey of the signed-in member (lib/team/second-factor/passkeys.ts).
export const POST = teamRoute(newPasskeyOptions, { permission: 'account.manage', body: 'form' });

async function newPasskeyOptions({ request, session }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const options = await registrationOptions(await getDb(), session.user, relyingParty(request));
  if (options === 'too-many') return teamError(409, 'too-many-passkeys');
  return Response.json(options, { headers: { 'Cache-Control': 'no-store' } });
}

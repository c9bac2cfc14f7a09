import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { consumeRateLimit } from '@/lib/rate-limit/limiter';
import { relyingParty } from '@/lib/team/second-factor/passkeys';
import { confirmationOptions } from '@/lib/team/second-factor/re-authentication';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// A challenge one of the member's own passkeys signs to confirm a change to how they sign in
// (lib/team/second-factor/re-authentication.ts, `currentPasskey`), bound to this session. It
// changes nothing by itself; each is a row, so the address's sign-in allowance applies.
export const POST = teamRoute(passkeyConfirmation, { permission: 'account.manage', body: 'form' });

async function passkeyConfirmation({ request, session }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const verdict = await consumeRateLimit('sign-in-address', clientAddress(request, getEnv().trustedProxyHops));
  if (!verdict.allowed) throw new TeamError(429, 'rate-limited', { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  const prisma = await getDb();
  if ((await prisma.teamPasskey.count({ where: { userId: session.user.id } })) === 0) throw new TeamError(409, 'no-passkey');
  return Response.json(await confirmationOptions(prisma, session, relyingParty(request)), { headers: { 'Cache-Control': 'no-store' } });
}

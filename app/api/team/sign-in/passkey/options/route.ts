import { getDb } from '@/lib/db/client';
import { getEnv } from '@/lib/env';
import { clientAddress } from '@/lib/rate-limit/client-address';
import { consumeRateLimit } from '@/lib/rate-limit/limiter';
import { authenticationOptions, relyingParty } from '@/lib/team/second-factor/passkeys';
import { pendingSignInOf, pendingTokenOf } from '@/lib/team/second-factor/pending-sign-in';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// A challenge for signing in with a passkey: on its own (`purpose=sign-in`, any of the site's
// passkeys) or as the second factor of this browser's half-finished sign-in. Each challenge is a
// row, so the client address's sign-in allowance applies (10 a minute): no flood of them.
export const POST = teamRoute(passkeyOptions, { permission: 'anyone', body: 'form' });

async function passkeyOptions({ request, form }: TeamContext<'anyone', Record<string, never>, 'form'>): Promise<Response> {
  const purpose = form.get('purpose');
  if (purpose !== 'sign-in' && purpose !== 'second-factor') throw new TeamError(400, 'bad-request');
  const verdict = await consumeRateLimit('sign-in-address', clientAddress(request, getEnv().trustedProxyHops));
  if (!verdict.allowed) throw new TeamError(429, 'rate-limited', { headers: { 'Retry-After': String(verdict.retryAfterSeconds) } });
  const prisma = await getDb();
  const pending = purpose === 'second-factor' ? await pendingSignInOf(prisma, pendingTokenOf(request)) : undefined;
  if (pending === null) throw new TeamError(401, 'start-over');
  const options = await authenticationOptions(
    prisma,
    purpose,
    relyingParty(request),
    pending ? { subject: `pending:${pending.id}`, userId: pending.user.id } : undefined,
  );
  return Response.json(options, { headers: { 'Cache-Control': 'no-store' } });
}

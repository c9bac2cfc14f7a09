import { getDb } from '@/lib/db/client';
import { deviceTokenOf } from '@/lib/team/device-cookie';
import { formLocale, safeNext } from '@/lib/team/paths';
import { relyingParty, verifyPasskey } from '@/lib/team/second-factor/passkeys';
import { finishPendingSignIn, pendingSignInOf, pendingTokenOf } from '@/lib/team/second-factor/pending-sign-in';
import { signedInResponse } from '@/lib/team/signed-in-response';
import { completeSignIn } from '@/lib/team/sign-in';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The browser's signed answer to a passkey challenge (from passkey/options). A passkey sign-in
// is not slowed by the password's delays (lib/team/sign-in-throttle.ts): a stranger cannot sign
// a challenge with the member's key, so nothing there is worth guessing. Answers JSON with where
// to go next; the cookies are those of every sign-in (lib/team/signed-in-response.ts).
export const POST = teamRoute(passkeySignIn, { permission: 'anyone', body: 'form' });

async function passkeySignIn({ request, form }: TeamContext<'anyone', Record<string, never>, 'form'>): Promise<Response> {
  const purpose = form.get('purpose');
  if (purpose !== 'sign-in' && purpose !== 'second-factor') throw new TeamError(400, 'bad-request');
  let answer: unknown;
  try {
    answer = JSON.parse(form.get('response') ?? '');
  } catch {
    throw new TeamError(400, 'bad-request');
  }
  const locale = formLocale(form);
  const prisma = await getDb();
  const pending = purpose === 'second-factor' ? await pendingSignInOf(prisma, pendingTokenOf(request)) : undefined;
  if (pending === null) throw new TeamError(401, 'start-over');
  const user = await verifyPasskey(
    prisma,
    purpose,
    answer,
    relyingParty(request),
    pending ? { subject: `pending:${pending.id}`, userId: pending.user.id } : undefined,
  );
  if (!user) throw new TeamError(401, 'passkey-refused');
  if (pending && !(await finishPendingSignIn(prisma, pending.id))) throw new TeamError(401, 'start-over');
  const next = safeNext(pending ? pending.next : form.get('next'), locale);
  const result = await completeSignIn(
    prisma,
    user,
    request.headers.get('user-agent')?.slice(0, 300) ?? null,
    pending ? 'passkey-second-factor' : 'passkey',
    undefined,
    {
      locale,
      deviceToken: deviceTokenOf(request),
    },
  );
  return signedInResponse(request, result, locale, next, Response.json({ next }, { headers: { 'Cache-Control': 'no-store' } }));
}

import { getDb } from '@/lib/db/client';
import { addPasskey, relyingParty } from '@/lib/team/second-factor/passkeys';
import { noticeSecurityChange } from '@/lib/team/security-notice';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// A new passkey: the browser's answer to the challenge from passkeys/options, with the name the
// member gave it. That challenge was only given after the member proved it is them, to this
// session, for five minutes and one answer: nothing else lets a passkey in. Audited; the member
// gets a mail.
export const POST = teamRoute(newPasskey, { permission: 'account.manage', body: 'form' });

async function newPasskey({ request, session, form }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  let answer: unknown;
  try {
    answer = JSON.parse(form.get('response') ?? '');
  } catch {
    throw new TeamError(400, 'bad-request');
  }
  const prisma = await getDb();
  const result = await addPasskey(prisma, session.user, session.id, form.get('name') ?? '', answer, relyingParty(request));
  if (result === 'too-many') throw new TeamError(409, 'too-many-passkeys');
  if (result === 'invalid') throw new TeamError(400, 'passkey-refused');
  await noticeSecurityChange(prisma, session.user, { kind: 'passkey-added', name: result.added });
  return Response.json({ added: true }, { headers: { 'Cache-Control': 'no-store' } });
}

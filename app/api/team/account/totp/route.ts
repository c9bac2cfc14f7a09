import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { dropOrphanRecoveryCodes } from '@/lib/team/second-factor/factors';
import { relyingParty } from '@/lib/team/second-factor/passkeys';
import { proofError, proofRefused, proveItIsYou } from '@/lib/team/second-factor/re-authentication';
import { confirmTotp, removeTotp, startTotp } from '@/lib/team/second-factor/totp';
import { noticeSecurityChange } from '@/lib/team/security-notice';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The member's authenticator app, from their account page: `start` makes a new secret (the page
// then shows its QR code), `confirm` takes a code from the app and answers the new recovery
// codes as JSON (shown once, by the page's script), `remove` takes the app off the account. Each
// only with the member's password or a current factor in the same request
// (lib/team/second-factor/re-authentication.ts); a confirmed or removed app is mailed to them.
export const POST = teamRoute(authenticatorApp, { permission: 'account.manage', body: 'form' });

async function authenticatorApp({ request, session, form }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const prisma = await getDb();
  const back = (query: Record<string, string>) => seeOther(teamPath(locale, '/account', query));
  const action = form.get('action');
  if (action !== 'start' && action !== 'confirm' && action !== 'remove') throw new TeamError(400, 'bad-request');
  if (action === 'remove' && form.get('confirm') !== 'yes') throw new TeamError(422, 'confirm', { back: teamPath(locale, '/account') });
  const proof = await proveItIsYou(prisma, session, form, relyingParty(request));
  if (!proof.ok) throw action === 'confirm' ? proofRefused(proof) : new TeamError(401, proofError(proof), { back: teamPath(locale, '/account') });
  switch (action) {
    case 'start':
      return back((await startTotp(prisma, session.user.id)) === 'started' ? { totp: 'setup' } : {});
    case 'confirm': {
      const codes = await confirmTotp(prisma, session.user, form.get('code') ?? '');
      if (!codes) throw new TeamError(400, 'invalid-code');
      await noticeSecurityChange(prisma, session.user, { kind: 'totp-added' });
      return Response.json({ recoveryCodes: codes }, { headers: { 'Cache-Control': 'no-store' } });
    }
    case 'remove': {
      if (await removeTotp(prisma, session.user)) await noticeSecurityChange(prisma, session.user, { kind: 'totp-removed' });
      await dropOrphanRecoveryCodes(prisma, session.user.id);
      return back({ done: 'totp-removed' });
    }
  }
}

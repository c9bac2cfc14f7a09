import { getDb } from '@/lib/db/client';
import { seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { dropOrphanRecoveryCodes } from '@/lib/team/second-factor/factors';
import { confirmTotp, removeTotp, startTotp } from '@/lib/team/second-factor/totp';
import { teamError, teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The member's authenticator app, from their account page: `start` makes a new secret (the page
// then shows its QR code), `confirm` takes a code from the app and answers the new recovery
// codes as JSON (shown once, by the page's script), `remove` takes the app off the account.
export const POST = teamRoute(authenticatorApp, { permission: 'account.manage', body: 'form' });

async function authenticatorApp({ session, form }: TeamContext<'account.manage', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const prisma = await getDb();
  const back = (query: Record<string, string>) => seeOther(teamPath(locale, '/account', query));
  switch (form.get('action')) {
    case 'start':
      return back((await startTotp(prisma, session.user.id)) === 'started' ? { totp: 'setup' } : {});
    case 'confirm': {
      const codes = await confirmTotp(prisma, session.user, form.get('code') ?? '');
      if (!codes) return teamError(400, 'invalid-code');
      return Response.json({ recoveryCodes: codes }, { headers: { 'Cache-Control': 'no-store' } });
    }
    case 'remove': {
      if (form.get('confirm') !== 'yes') return back({ error: 'confirm' });
      await removeTotp(prisma, session.user);
      await dropOrphanRecoveryCodes(prisma, session.user.id);
      return back({ done: 'totp-removed' });
    }
    default:
      return teamError(400, 'bad-request');
  }
}

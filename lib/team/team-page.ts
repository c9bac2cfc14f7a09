import 'server-only';
import { redirect } from 'next/navigation';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { teamPath } from '@/lib/team/paths';
import { can, homeSectionFor, type Permission } from '@/lib/team/permissions';
import { mustSetUpSecondFactor } from '@/lib/team/second-factor/factors';
import { teamAreaState } from '@/lib/team/security-level';
import { pageSessionToken } from '@/lib/team/session-cookie';
import { sessionFromToken, type TeamSession } from '@/lib/team/sessions';

// What a team page calls first, the pages' side of lib/team/team-route.ts: the proxy in front
// only sets headers, and a route is never protected by a page that links to it.
//
//   const session = await teamPage(locale, teamPath(locale, '/leads'), 'leads.read');

/**
 * The signed-in member allowed `permission`. Without a session: to the sign-in page (then back
 * `here`); without the permission: to the member's own first section, which every role has;
 * without the second factor the owner requires: to their account page to set one up.
 */
export async function teamPage(locale: Locale, here: string, permission: Permission): Promise<TeamSession> {
  // The cookie first: it makes the page dynamic, so the build never opens the database here.
  const token = await pageSessionToken();
  if (!(await teamAreaState(await getDb())).open) redirect(teamPath(locale, '/sign-in', { error: 'unavailable' }));
  const session = token ? await sessionFromToken(await getDb(), token) : null;
  if (!session) redirect(teamPath(locale, '/sign-in', { next: here, ...(token ? { error: 'expired' } : {}) }));
  if (!can(session, permission)) redirect(teamPath(locale, homeSectionFor(session)));
  // The owner requires a second factor and this member has none yet: their account page only.
  if (permission !== 'account.manage' && (await mustSetUpSecondFactor(await getDb(), session.user.id)))
    redirect(teamPath(locale, '/account', { setup: 'required' }));
  return session;
}

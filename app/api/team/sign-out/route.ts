import { publishModeCookie } from '@/lib/copy/publish-cookie';
import { getDb } from '@/lib/db/client';
import { isHttps, readTeamForm, seeOther, serializeCookie } from '@/lib/team/guard';
import { teamHintCookie } from '@/lib/team/hint-cookie';
import { formLocale, teamPath } from '@/lib/team/paths';
import { sessionTokenOf } from '@/lib/team/session-cookie';
import { clearedSessionCookie } from '@/lib/team/sessions';
import { signOut, signOutEverywhere } from '@/lib/team/sign-in';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// Sign out here (this browser's session) or everywhere (every session of this member).
export const POST = teamRoute(signOutHere, { permission: 'team.self' });

async function signOutHere({ request, session }: TeamContext<'team.self'>): Promise<Response> {
  // Any body or none: "Sign out" must work even from a form that lost its fields.
  const form = (await readTeamForm(request)) ?? new URLSearchParams();
  const locale = formLocale(form);
  const everywhere = form.get('scope') === 'everywhere';
  const prisma = await getDb();
  if (everywhere) await signOutEverywhere(prisma, session.user);
  else await signOut(prisma, sessionTokenOf(request));
  const response = seeOther(teamPath(locale, '/sign-in', { error: everywhere ? 'signed-out-everywhere' : 'signed-out' }));
  response.headers.append('Set-Cookie', serializeCookie(clearedSessionCookie(isHttps(request))));
  // Publish mode ends with the session anyway; the browser need not keep asking for it.
  response.headers.append('Set-Cookie', publishModeCookie(undefined, isHttps(request), 0));
  response.headers.append('Set-Cookie', teamHintCookie(locale, 0, isHttps(request)));
  return response;
}

import { draftMode } from 'next/headers';
import { safePagePath } from '@/lib/copy/preview';
import { readTeamForm, requireTeamRoute, seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';

export const dynamic = 'force-dynamic';

// Publish mode on or off: Next.js's draft mode, for a signed-in member only. With it the site's
// pages are rendered per request with the member's drafts and the publish toolbar
// (lib/copy/preview.ts); without a team session the cookie shows nothing more than the static page.
export async function POST(request: Request): Promise<Response> {
  const auth = await requireTeamRoute(request, { write: true });
  if ('response' in auth) return auth.response;
  const form = await readTeamForm(request);
  if (!form) return Response.json({ error: 'Bad Request' }, { status: 400 });
  const locale = formLocale(form);
  const on = form.get('on') === '1';
  const mode = await draftMode();
  if (on) mode.enable();
  else mode.disable();
  return seeOther(safePagePath(form.get('next')) ?? (on ? `/${locale}` : teamPath(locale, '/copy')));
}

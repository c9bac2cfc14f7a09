import { publishModeCookie, publishModeValue } from '@/lib/copy/publish-cookie';
import { safePagePath } from '@/lib/copy/preview';
import { isHttps, seeOther } from '@/lib/team/guard';
import { formLocale, teamPath } from '@/lib/team/paths';
import { downloadLinkSecret } from '@/lib/signed-link';
import { sessionTokenOf } from '@/lib/team/session-cookie';
import { SESSION_ABSOLUTE_MS } from '@/lib/team/sessions';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// Publish mode on or off, for a signed-in member only: a cookie that counts beside this
// browser's team session and ends with it (lib/copy/publish-cookie.ts). With it the site's pages
// are rendered per request with the member's drafts and the publish toolbar (lib/copy/preview.ts).
export const POST = teamRoute(switchPublishMode, { permission: 'copy.edit', body: 'form' });

async function switchPublishMode({ request, form }: TeamContext<'copy.edit', Record<string, never>, 'form'>): Promise<Response> {
  const locale = formLocale(form);
  const on = form.get('on') === '1';
  const token = sessionTokenOf(request);
  const response = seeOther(safePagePath(form.get('next')) ?? (on ? `/${locale}` : teamPath(locale, '/copy')));
  response.headers.append(
    'Set-Cookie',
    publishModeCookie(on && token ? publishModeValue(token, await downloadLinkSecret()) : undefined, isHttps(request), SESSION_ABSOLUTE_MS / 1000),
  );
  return response;
}

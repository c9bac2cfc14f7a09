import { toolbarSummary } from '@/components/publish/publish-toolbar';
import { isLocale } from '@/i18n/routing';
import { copyJson } from '@/lib/copy/copy-route';
import { safePagePath } from '@/lib/copy/preview';
import { textNamer } from '@/lib/copy/text-names';
import { toolbarState } from '@/lib/copy/toolbar-state';
import { getDb } from '@/lib/db/client';
import { serverTranslator } from '@/lib/server-i18n';
import { memberDateTime } from '@/lib/team/format-time';
import { DEFAULT_TIME_ZONE, memberTimeZone } from '@/lib/team/time-zone';
import { TeamError } from '@/lib/team/team-error';
import { teamRoute, type TeamContext } from '@/lib/team/team-route';

export const dynamic = 'force-dynamic';

// The publish toolbar's figures and words for a page of the site, asked by the editor in publish
// mode after each saved or discarded draft and after a publish (`published` keys: the
// confirmation names them); also by team-hint.ts on a public page, for the words of its
// "Edit this page". Reads only; the page path must be one of the site's own.
export const GET = teamRoute(toolbarForPage, { permission: 'copy.edit' });

async function toolbarForPage({ request, session }: TeamContext<'copy.edit'>): Promise<Response> {
  const query = new URL(request.url).searchParams;
  const locale = query.get('locale');
  const path = safePagePath(query.get('path'));
  if (!isLocale(locale) || !path || !path.startsWith(`/${locale}`)) throw new TeamError(400, 'invalid-request');
  const published = query.getAll('published').filter(Boolean).slice(0, 200);
  const db = await getDb();
  const state = await toolbarState(db, locale, path);
  // A scheduled publish of this page's texts, in the member's own zone.
  const scheduled = state.scheduledAt ? memberDateTime(locale, (await memberTimeZone(db, session.user.id)) ?? DEFAULT_TIME_ZONE)(state.scheduledAt) : undefined;
  const t = await serverTranslator(locale, 'PublishMode');
  const names = await textNamer(locale);
  return copyJson(
    {
      ...state,
      summary: toolbarSummary(t, { ...state, scheduled }),
      editPage: t('editPage'),
      teamLabel: t('teamLabel'),
      notice: query.has('published') ? t('publishedNotice', { count: published.length, names: published.map(names).join(', ') }) : undefined,
    },
    200,
  );
}

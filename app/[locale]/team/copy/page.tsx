import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { CopyDeployment, PUBLISH_BLOCKED_ID } from '@/components/team/copy-deployment';
import { CopyDrafts } from '@/components/team/copy-drafts';
import { CopyOutdated } from '@/components/team/copy-outdated';
import { copyRoutes, wrapping, type CopyView } from '@/components/team/copy-parts';
import { CopyPublished } from '@/components/team/copy-published';
import { CopySchedule } from '@/components/team/copy-schedule';
import { memberLabels } from '@/lib/team/member';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { buttonClasses } from '@/components/ui/button';
import { LanguageTabs } from '@/components/team/language-tabs';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';
import { lastDeployHookCall } from '@/lib/copy/deploy-hook';
import { publishingRefused } from '@/lib/copy/go-live';
import { pagesShowing } from '@/lib/copy/page-texts';
import { pendingSchedules, scheduledKeys } from '@/lib/copy/schedule';
import { pageCacheKind } from '@/lib/page-cache';
import { history, translationStatus } from '@/lib/copy/store';
import { textNamer } from '@/lib/copy/text-names';
import { getDb } from '@/lib/db/client';
import { routes } from '@/lib/site';
import { teamPage } from '@/lib/team/team-page';
import { teamPath } from '@/lib/team/paths';
import { countParam, searchParamsOf, type SearchProps } from '@/lib/team/search-params';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.meta' });
  return { title: t('copy') };
}

// Each public page by the catalogue area its texts live in (lib/copy/text-names.ts names those).
const pageAreas = {
  '': 'HomePage',
  '/about': 'AboutPage',
  '/services': 'ServicesPage',
  '/industry': 'IndustryPage',
  '/working': 'WorkingPage',
  '/testimonials': 'TestimonialsPage',
  '/contact': 'ContactPage',
  '/privacy': 'PrivacyPage',
  '/terms': 'TermsPage',
  '/diy-agents': 'DiyAgentsPage',
} as const satisfies Record<(typeof routes)[number], string>;

const done = ['reverted', 'unchanged', 'confirmed', 'discarded', 'scheduled', 'cancelled'] as const;
// The data layer's codes; a text that no longer fits its catalogue text has one message for all.
const errors = new Map<string, 'unknownKey' | 'unknownVersion' | 'doesNotFit' | 'inThePast' | 'tooFar' | 'noDeployHook' | 'notYourLanguage' | 'noDrafts'>([
  ['no-drafts', 'noDrafts'],
  ['no-deploy-hook', 'noDeployHook'],
  ['not-your-language', 'notYourLanguage'],
  ['unknown-key', 'unknownKey'],
  ['in-the-past', 'inThePast'],
  ['invalid-time', 'inThePast'],
  ['too-far', 'tooFar'],
  ['unknown-version', 'unknownVersion'],
  ...(['empty', 'too-long', 'characters', 'placeholders', 'tags'] as const).map((code) => [code, 'doesNotFit'] as const),
]);

/** The texts the team edits on the site, per language: publish drafts, go back, check translations. */
export default async function CopyPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const requested = query.get('lang');
  const lang = isLocale(requested) ? requested : locale;
  const back = teamPath(locale, '/copy', { lang });
  const session = await teamPage(locale, back, 'copy.edit');
  const t = await getTranslations({ locale, namespace: 'Team.copy' });
  const tNames = await getTranslations({ locale, namespace: 'Team.copy.names' });
  const { labels } = await memberLabels(locale, session);
  const db = await getDb();
  const status = await translationStatus(db, lang);
  // A scheduled publish pins its drafts: each draft says whether (and when) it goes live.
  const pending = await pendingSchedules(db, lang);
  const histories = new Map(await Promise.all(status.published.map(async ({ key }) => [key, await history(db, lang, key)] as const)));
  // A host that caches pages itself: a publish takes a deployment (lib/copy/go-live.ts).
  const platform = pageCacheKind() === 'platform';
  const blocked = publishingRefused() !== undefined;
  const lastDeploy = platform && !blocked ? await lastDeployHookCall(db) : null;
  const view: CopyView = {
    locale,
    lang,
    back,
    labels,
    pages: (key) => pagesShowing(lang, key),
    names: await textNamer(locale),
    ...(blocked ? { publishBlockedBy: PUBLISH_BLOCKED_ID } : {}),
  };
  const action = query.get('done');
  const notice = done.find((name) => name === action);
  const error = query.get('error');
  return (
    <TeamShell locale={locale} session={session} current="copy">
      <TeamHeading title={t('title')} intro={t('intro')} />
      {action === 'published' && (
        <TeamNotice>{t(platform ? 'notices.publishedDeploy' : 'notices.published', { count: countParam(query.get('count')) ?? 0 })}</TeamNotice>
      )}
      {notice && <TeamNotice>{t(platform && notice === 'reverted' ? 'notices.revertedDeploy' : `notices.${notice}`)}</TeamNotice>}
      {error !== null && <TeamNotice tone="error">{t(`errors.${errors.get(error) ?? 'failed'}`)}</TeamNotice>}
      {platform && <CopyDeployment view={view} hook={!blocked} last={lastDeploy} />}
      <div className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <LanguageTabs
          id="copy-languages"
          label={t('languages')}
          current={lang}
          href={(code) => teamPath(locale, '/copy', { lang: code })}
          name={labels.language}
        />
        <form method="post" action={copyRoutes.preview} className="w-full sm:max-w-xs">
          <input type="hidden" name="locale" value={lang} />
          <input type="hidden" name="on" value="1" />
          <label htmlFor="copy-preview-page" className="mb-1 block text-sm font-semibold">
            {t('previewPage')}
          </label>
          <select id="copy-preview-page" name="next" className="mb-2 block h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm">
            {routes.map((route) => (
              <option key={route} value={`/${lang}${route}`}>
                {tNames(`areas.${pageAreas[route]}`)}
              </option>
            ))}
          </select>
          <button type="submit" aria-describedby="copy-preview-hint" className={buttonClasses({ className: wrapping })}>
            {t('preview')}
          </button>
          <p id="copy-preview-hint" className="mt-2 text-xs text-ink-muted">
            {t('previewHint', { language: lang })}
          </p>
        </form>
      </div>
      <CopyDrafts
        view={view}
        drafts={status.drafts}
        scheduled={scheduledKeys(
          pending,
          status.drafts.map((draft) => draft.key),
        )}
      />
      <CopySchedule view={view} pending={pending} now={new Date()} />
      <CopyPublished view={view} published={status.published} histories={histories} />
      <CopyOutdated view={view} outdated={status.outdated} />
    </TeamShell>
  );
}

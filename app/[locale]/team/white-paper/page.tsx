import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PUBLISH_BLOCKED_ID } from '@/components/team/copy-deployment';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { WhitePaperDrafts, WhitePaperSections, whitePaperRoutes, type PaperView } from '@/components/team/white-paper-texts';
import { buttonClasses } from '@/components/ui/button';
import { LanguageTabs } from '@/components/team/language-tabs';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { isLocale } from '@/i18n/routing';
import { cn } from '@/lib/cn';
import { publishingRefused } from '@/lib/copy/go-live';
import { textNamer } from '@/lib/copy/text-names';
import { getDb } from '@/lib/db/client';
import { memberLabels } from '@/lib/team/member';
import { teamPath } from '@/lib/team/paths';
import { can, canEditLanguage } from '@/lib/team/permissions';
import { countParam, searchParamsOf, type SearchProps } from '@/lib/team/search-params';
import { teamPage } from '@/lib/team/team-page';
import { whitePaperTexts } from '@/lib/white-paper';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.whitePaper' });
  return { title: t('title') };
}

const done = ['saved', 'unchanged', 'discarded'] as const;
// The data layer's codes, as on the Texts page; a text that does not fit has one message for all.
const errors = new Map<string, 'colleagueDraft' | 'doesNotFit' | 'notYourLanguage' | 'noDeployHook'>([
  ['colleague-draft', 'colleagueDraft'],
  ['not-your-language', 'notYourLanguage'],
  ['no-deploy-hook', 'noDeployHook'],
  ...(['empty', 'too-long', 'characters', 'placeholders', 'tags'] as const).map((code) => [code, 'doesNotFit'] as const),
]);

/** The white paper's texts for editors, per language: as the PDF reads, drafts, diff, preview, publish. */
export default async function WhitePaperPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const requested = query.get('lang');
  const lang = isLocale(requested) ? requested : locale;
  const back = teamPath(locale, '/white-paper', { lang });
  const session = await teamPage(locale, back, 'copy.edit');
  const t = await getTranslations({ locale, namespace: 'Team.whitePaper' });
  const { labels } = await memberLabels(locale, session);
  const editable = canEditLanguage(session, lang);
  const blocked = publishingRefused() !== undefined;
  const view: PaperView = {
    locale,
    lang,
    back,
    labels,
    pages: () => [],
    names: await textNamer(locale),
    editable,
    canPublish: can(session, 'copy.publish'),
    ...(blocked ? { publishBlockedBy: PUBLISH_BLOCKED_ID } : {}),
  };
  const groups = await whitePaperTexts(await getDb(), lang, session.user.id);
  const action = query.get('done');
  const notice = done.find((name) => name === action);
  const error = query.get('error');
  return (
    <TeamShell locale={locale} session={session} current="whitePaper">
      <TeamHeading title={t('title')} intro={t('intro')} />
      {action === 'published' && <TeamNotice>{t('notices.published', { count: countParam(query.get('count')) ?? 0 })}</TeamNotice>}
      {notice && <TeamNotice>{t(`notices.${notice}`)}</TeamNotice>}
      {error !== null && <TeamNotice tone="error">{t(`errors.${errors.get(error) ?? 'failed'}`)}</TeamNotice>}
      {blocked && (
        <p id={PUBLISH_BLOCKED_ID} className="mt-4 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          {t('errors.noDeployHook')}
        </p>
      )}
      <div className="flex flex-wrap items-start justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <LanguageTabs
          id="white-paper-languages"
          label={t('languages')}
          current={lang}
          href={(code) => teamPath(locale, '/white-paper', { lang: code })}
          name={labels.language}
        />
        {editable && (
          <div className="w-full sm:max-w-xs">
            {/* A new tab: the PDF is rendered on request with this language's drafts, for the team only. */}
            <a
              href={`${whitePaperRoutes.preview}?lang=${lang}`}
              target="_blank"
              rel="noopener"
              aria-describedby="white-paper-preview-hint"
              className={buttonClasses({ variant: 'outline', className: cn('w-full sm:w-auto', '!h-auto min-h-10 py-2 !whitespace-normal') })}
            >
              {t('preview')}
            </a>
            <p id="white-paper-preview-hint" className="mt-2 text-xs text-ink-muted">
              {t('previewHint', { language: lang })}
            </p>
          </div>
        )}
      </div>
      {!editable && <TeamNotice tone="error">{t('errors.notYourLanguage')}</TeamNotice>}
      <WhitePaperDrafts view={view} groups={groups} />
      <WhitePaperSections view={view} groups={groups} />
      <p className="mt-8 text-sm text-ink-muted">
        {t('historyHint')}{' '}
        <Link href={teamPath(locale, '/copy', { lang })} className="font-semibold text-brand-700 underline underline-offset-2">
          {t('historyLink')}
        </Link>
      </p>
    </TeamShell>
  );
}

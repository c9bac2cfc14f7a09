import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { buttonClasses } from '@/components/ui/button';
import { publishingRefused } from '@/lib/copy/go-live';
import type { TeamUser } from '@/lib/team/sessions';

export type PublishToolbarProps = {
  locale: Locale;
  member: TeamUser;
  /** This page's path ("/de/about"), or undefined if the proxy did not say. */
  path: string | undefined;
  /** Keys with a draft in this language that this page shows. */
  pageDrafts: string[];
  /** Whose drafts those are. */
  pageDraftAuthors: string[];
  languageDrafts: number;
  /** When a scheduled publish puts texts of this page live, in the member's zone ("1 Dec 2026, 09:30 CET"). */
  scheduled?: string;
};

type PublishT = Awaited<ReturnType<typeof getTranslations<'PublishMode'>>>;

/**
 * "2 drafts on this page (by ada, ben) · 5 drafts in this language", then when a publish of this
 * page's texts is scheduled: also the editor's live figures.
 */
export function toolbarSummary(t: PublishT, state: { pageDrafts: string[]; pageDraftAuthors: string[]; languageDrafts: number; scheduled?: string }): string {
  const authors = state.pageDraftAuthors.length ? ` (${t('draftsBy', { names: state.pageDraftAuthors.join(', ') })})` : '';
  const scheduled = state.scheduled ? ` · ${t('scheduled', { time: state.scheduled })}` : '';
  return `${t('pageDrafts', { count: state.pageDrafts.length })}${authors} · ${t('languageDrafts', { count: state.languageDrafts })}${scheduled}`;
}

/**
 * The bar a team member sees in publish mode, at the foot of the window: what the drafts are,
 * publish this page's, all texts in the team area, leave. Plain forms that work without script;
 * the editor's publish chunk (components/inline-edit/toolbar-sync.ts) keeps the figures and the
 * Publish button true after every draft and publishes in place with a confirmation. Visitors'
 * pages never render it (only a draft-mode render does), so it adds nothing to what they load.
 */
export async function PublishToolbar({ locale, member, path, pageDrafts, pageDraftAuthors, languageDrafts, scheduled }: PublishToolbarProps) {
  const t = await getTranslations({ locale, namespace: 'PublishMode' });
  const back = path ?? `/${locale}`;
  // A host without a deploy hook cannot bring a publish to visitors (lib/copy/go-live.ts).
  const off = publishingRefused() !== undefined;
  return (
    <>
      {/* Room for the bar, so it never hides the end of the page. */}
      <div aria-hidden className="h-28 sm:h-20" />
      <section
        aria-label={t('label')}
        data-publish-toolbar
        className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-amber-400 bg-slate-900 px-4 py-2 text-sm text-white shadow-2xl sm:py-3"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2">
          <p className="min-w-0 flex-1">
            <strong className="mr-2 rounded bg-amber-400 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-slate-900">{t('label')}</strong>
            {/* On a phone the bar keeps to the figures and the buttons: the page needs the room. */}
            <span className="hidden text-slate-200 sm:inline">{t('noticeTeam')} </span>
            <span data-toolbar-summary className="font-semibold">
              {toolbarSummary(t, { pageDrafts, pageDraftAuthors, languageDrafts, scheduled })}
            </span>
            <span className="sr-only"> ({member.username})</span>
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <form method="post" action="/api/team/copy/publish" data-toolbar-publish hidden={pageDrafts.length === 0}>
              <input type="hidden" name="locale" value={locale} />
              {pageDrafts.map((key) => (
                <input key={key} type="hidden" name="key" value={key} />
              ))}
              <input type="hidden" name="back" value={back} />
              <button type="submit" disabled={off} aria-describedby={off ? 'publish-off' : undefined} className={buttonClasses({ size: 'sm' })}>
                {t('publishPage')}
              </button>
            </form>
            {off && (
              <span id="publish-off" className="text-amber-200">
                {t('publishOff')}
              </span>
            )}
            {/* The editor's chunk points this at the member's own interface language (the team
                hint cookie; the page's request carries only what the page may depend on). */}
            <a
              href={`/${locale}/team/copy?lang=${locale}`}
              data-toolbar-team
              className="rounded-lg px-3 py-1.5 font-semibold underline-offset-4 hover:underline"
            >
              {t('allTexts')}
            </a>
            <form method="post" action="/api/team/copy/preview">
              <input type="hidden" name="locale" value={locale} />
              <input type="hidden" name="on" value="0" />
              <input type="hidden" name="next" value={back} />
              <button type="submit" className="rounded-lg border border-slate-500 px-3 py-1.5 font-semibold hover:bg-slate-800">
                {t('leave')}
              </button>
            </form>
          </div>
        </div>
        {/* After a publish from this bar: what went live, and the page as visitors see it. Draft
            mode is a cookie of the whole browser, so a second tab can only show the visitors'
            page once publish mode has ended: the button says so, and opens that tab. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1">
          <p role="status" data-toolbar-notice className="font-semibold text-emerald-300 empty:hidden" />
          <form method="post" action="/api/team/copy/preview" target="_blank" data-toolbar-visitor hidden>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="on" value="0" />
            <input type="hidden" name="next" value={back} />
            <button
              type="submit"
              aria-describedby="publish-visitor-hint"
              className="rounded-lg px-1 py-1 font-semibold text-amber-300 underline underline-offset-4"
            >
              {t('viewAsVisitor')}
            </button>{' '}
            <span id="publish-visitor-hint" className="text-xs text-slate-300">
              {t('viewAsVisitorHint')}
            </span>
          </form>
        </div>
      </section>
    </>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';

/**
 * Instead of the publish toolbar when the database failed while serving publish mode
 * (lib/copy/preview.ts): the member is told that what they see is the published page, without
 * drafts, rather than taking it for publish mode with nothing in it. Only a draft-mode render
 * for a member's browser has it; visitors' pages never do.
 */
export async function PublishUnavailable({ locale, path }: { locale: Locale; path: string | undefined }) {
  const t = await getTranslations({ locale, namespace: 'PublishMode' });
  return (
    <>
      <div aria-hidden className="h-28 sm:h-20" />
      <section
        aria-label={t('label')}
        data-publish-unavailable
        className="fixed inset-x-0 bottom-0 z-50 border-t-4 border-red-500 bg-slate-900 px-4 py-2 text-sm text-white shadow-2xl sm:py-3"
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2">
          <p role="alert" className="min-w-0 flex-1">
            <strong className="mr-2 rounded bg-red-500 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-white">{t('label')}</strong>
            {t('unavailable')}
          </p>
          <form method="post" action="/api/team/copy/preview">
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="on" value="0" />
            <input type="hidden" name="next" value={path ?? `/${locale}`} />
            <button type="submit" className="rounded-lg border border-slate-500 px-3 py-1.5 font-semibold hover:bg-slate-800">
              {t('leave')}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}

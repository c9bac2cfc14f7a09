import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { RevisionEntry } from '@/lib/articles/store';
import { memberDateTime } from '@/lib/team/format-time';
import { RevertButton } from './article-revert-button';

/** A version's publications, newest first, each one publishable again. */
export async function ArticleHistory({ locale, entries, timeZone }: { locale: Locale; entries: RevisionEntry[]; timeZone: string }) {
  const t = await getTranslations({ locale, namespace: 'TeamArticles.history' });
  const when = memberDateTime(locale, timeZone);
  return (
    <aside aria-labelledby="article-history" className="h-fit rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="article-history" className="font-semibold">{t('title')}</h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t('empty')}</p>
      ) : (
        <ol className="mt-3 space-y-3 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="border-t border-slate-100 pt-3 first:border-0 first:pt-0">
              <p className="font-medium">{entry.title}</p>
              <p className="text-ink-muted">
                {when(entry.createdAt)} · {entry.createdByName}
              </p>
              {entry.live ? <p className="mt-1 font-medium text-emerald-700">{t('live')}</p> : <RevertButton revisionId={entry.id} label={t('revert')} />}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

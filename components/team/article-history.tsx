import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import type { RevisionEntry } from '@/lib/articles/store';
import { RevertButton } from './article-revert-button';

const when = (locale: Locale, date: Date) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/London' }).format(date);

/** A version's publications, newest first, each one publishable again. */
export async function ArticleHistory({ locale, entries }: { locale: Locale; entries: RevisionEntry[] }) {
  const t = await getTranslations({ locale, namespace: 'TeamArticles.history' });
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
                {when(locale, entry.createdAt)} · {entry.createdByName}
              </p>
              {entry.live ? <p className="mt-1 font-medium text-emerald-700">{t('live')}</p> : <RevertButton revisionId={entry.id} label={t('revert')} />}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

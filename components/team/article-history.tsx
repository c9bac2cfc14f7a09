'use client';

import type { Locale } from '@/i18n/routing';
import type { RevisionEntry } from '@/lib/articles/store';
import { buttonClasses } from '@/components/ui/button';
import type { EditorLabels } from './article-editor';
import { ArticleDiff } from './article-diff';

export type HistoryItem = Omit<RevisionEntry, 'createdAt'> & { createdAt: string };

type Props = {
  locale: Locale;
  lang: Locale;
  entries: HistoryItem[];
  labels: EditorLabels;
  dateTime: (value: Date) => string;
  /** Absent when the member may not change this language. */
  onRestore?: (entry: HistoryItem) => void;
};

/** A version's publications (and working copies kept before a restore), newest first, each with what it changed and who did it. */
export function ArticleHistory({ locale, lang, entries, labels, dateTime, onRestore }: Props) {
  const t = labels.history;
  return (
    <aside aria-labelledby="article-history" className="h-fit rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="article-history" className="font-semibold">
        {t.title}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-2 text-sm text-ink-muted">{t.empty}</p>
      ) : (
        <ol className="mt-3 space-y-3 text-sm">
          {entries.map((entry) => (
            <li key={entry.id} className="border-t border-slate-100 pt-3 first:border-0 first:pt-0">
              <p className="font-medium [overflow-wrap:anywhere]">{entry.title}</p>
              <p className="text-ink-muted">
                {entry.kind === 'working-copy' ? t.workingCopy : t.published} · {dateTime(new Date(entry.createdAt))}
                {entry.createdByName && <> · {entry.createdByName}</>}
              </p>
              <details className="mt-1">
                <summary className="cursor-pointer rounded text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600">
                  {t.changes}
                </summary>
                <div className="mt-2">
                  <ArticleDiff locale={locale} lang={lang} parts={entry.changes} labels={labels.diff} />
                </div>
              </details>
              {entry.live ? (
                <p className="mt-1 font-medium text-emerald-700">{t.live}</p>
              ) : (
                onRestore && (
                  <button
                    type="button"
                    aria-haspopup="dialog"
                    className={buttonClasses({ variant: 'outline', size: 'sm', className: 'mt-2 !h-auto min-h-9 py-1.5 !whitespace-normal' })}
                    onClick={() => onRestore(entry)}
                  >
                    {t.revert}
                  </button>
                )
              )}
            </li>
          ))}
        </ol>
      )}
    </aside>
  );
}

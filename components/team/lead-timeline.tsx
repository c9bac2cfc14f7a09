import { getTranslations } from 'next-intl/server';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import type { TimelineEntry } from '@/lib/team/lead-timeline';
import { NOTE_EDIT_WINDOW_MS, NOTE_MAX_LENGTH } from '@/lib/team/lead-work';
import type { LeadDetail } from '@/lib/team/leads';
import type { TeamLabels } from './labels';

type Props = { locale: Locale; lead: LeadDetail; labels: TeamLabels; memberId: number; back: string | undefined; now: Date };

/** The lead's story, newest first, with the form that adds a note on top. */
export async function LeadTimeline({ locale, lead, labels, memberId, back, now }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.timeline' });
  const action = `/api/team/leads/${lead.kind}/${lead.id}`;
  const hidden = (
    <>
      <input type="hidden" name="locale" value={locale} />
      {back && <input type="hidden" name="back" value={back} />}
    </>
  );
  return (
    <section aria-labelledby="lead-timeline" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="lead-timeline" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('intro')}</p>
      <form method="post" action={action} data-in-place data-reset className="mt-4 space-y-2">
        {hidden}
        <input type="hidden" name="action" value="note" />
        <label htmlFor="lead-note" className="block text-sm font-semibold">
          {t('noteLabel')}
        </label>
        <textarea id="lead-note" name="note" rows={3} required maxLength={NOTE_MAX_LENGTH} aria-describedby="lead-note-hint" className={inputClasses} />
        <p id="lead-note-hint" className="text-xs text-ink-muted">
          {t('noteHint')}
        </p>
        <button type="submit" className={buttonClasses({ size: 'sm' })}>
          {t('saveNote')}
        </button>
      </form>
      <ol className="mt-6 space-y-4 border-l-2 border-slate-200 pl-4">
        {lead.timeline.map((entry, index) => (
          <li key={`${entry.type}-${'id' in entry ? entry.id : index}-${index}`} className="relative">
            <span aria-hidden="true" className="absolute -left-[1.4rem] top-1.5 size-2.5 rounded-full bg-slate-300" />
            <p className="text-xs text-ink-muted">
              <time dateTime={entry.at.toISOString()}>{labels.dateTime(entry.at)}</time>
            </p>
            <Entry entry={entry} t={t} labels={labels} memberId={memberId} now={now} action={action} hidden={hidden} />
          </li>
        ))}
      </ol>
    </section>
  );
}

export type TimelineT = Awaited<ReturnType<typeof getTranslations<'Team.timeline'>>>;
type T = TimelineT;
type EntryProps = { entry: TimelineEntry; t: T; labels: TeamLabels; memberId: number; now: Date; action: string; hidden: React.ReactNode };

function Entry({ entry, t, labels, memberId, now, action, hidden }: EntryProps) {
  const author = (name: string | null) => name ?? t('unknownAuthor');
  switch (entry.type) {
    case 'received':
      return <p className="font-semibold">{t('received')}</p>;
    case 'note': {
      const editable = entry.authorId === memberId && now.getTime() - entry.at.getTime() <= NOTE_EDIT_WINDOW_MS;
      return (
        <article>
          <h3 className="font-semibold">{entry.authorName ? t('note', { author: entry.authorName }) : t('earlierNote')}</h3>
          <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-amber-50/60 p-3">{entry.body}</p>
          {entry.editedAt && <p className="mt-1 text-xs text-ink-muted">{t('edited', { time: labels.dateTime(entry.editedAt) })}</p>}
          {entry.history.length > 0 && (
            <details className="mt-1 text-sm">
              <summary className="cursor-pointer text-ink-muted">{t('earlierWordings')}</summary>
              <ul className="mt-1 space-y-1">
                {entry.history.map((old, index) => (
                  <li key={index} className="whitespace-pre-wrap break-words text-ink-muted">
                    {t.rich('earlierWording', {
                      at: labels.dateTime(old.at),
                      body: old.body,
                      time: (chunks) => <time dateTime={old.at.toISOString()}>{chunks}</time>,
                    })}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {editable && (
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-semibold text-brand-700">{t('editNote')}</summary>
              <form method="post" action={action} data-in-place className="mt-2 space-y-2">
                {hidden}
                <input type="hidden" name="action" value="edit-note" />
                <input type="hidden" name="noteId" value={entry.id} />
                <label htmlFor={`note-${entry.id}`} className="sr-only">
                  {t('editNote')}
                </label>
                <textarea
                  id={`note-${entry.id}`}
                  name="note"
                  rows={3}
                  required
                  maxLength={NOTE_MAX_LENGTH}
                  defaultValue={entry.body}
                  className={inputClasses}
                />
                <button type="submit" className={buttonClasses({ size: 'sm', variant: 'outline' })}>
                  {t('saveEdit')}
                </button>
              </form>
            </details>
          )}
        </article>
      );
    }
    case 'status':
    case 'assignment':
      return <p>{changeSentence(entry, t, labels)}</p>;
    case 'reply':
      return <p>{t('reply', { author: author(entry.authorName) })}</p>;
    case 'reply-sent':
      return (
        <article aria-label={t('replySent', { author: author(entry.authorName) })}>
          <h3 className="font-semibold">{t('replySent', { author: author(entry.authorName) })}</h3>
          <div className="mt-1 rounded-lg border border-brand-100 bg-brand-50/50 p-3">
            <p className="font-semibold break-words">{entry.subject}</p>
            <p className="mt-2 whitespace-pre-wrap break-words text-sm">{entry.body}</p>
          </div>
        </article>
      );
    case 'routed':
      return <p>{t('routed', { to: entry.to ?? t('unknownAuthor') })}</p>;
    case 'next-action':
      return (
        <p>
          {entry.on
            ? t('nextAction', { author: author(entry.authorName), day: labels.day(entry.on) })
            : t('nextActionCleared', { author: author(entry.authorName) })}
          {entry.note && <span className="block text-sm text-ink-muted">{entry.note}</span>}
        </p>
      );
    case 'retry':
      return <p>{t('retry', { author: author(entry.authorName), recipient: entry.toTeam ? t('recipientTeam') : t('recipientVisitor') })}</p>;
    case 'attempt': {
      const { attempt } = entry;
      const recipient = entry.toTeam ? t('recipientTeam') : t('recipientVisitor');
      return (
        <div>
          <p className="font-semibold">
            {t.rich('attemptOutcome', {
              attempt: capitalise(t('attempt', { recipient, number: entry.number, of: entry.of })),
              result: t(`outcome.${attempt.outcome}`),
              outcome: (chunks) => <span className={attempt.outcome === 'sent' ? 'text-emerald-800' : 'text-red-800'}>{chunks}</span>,
            })}
          </p>
          {attempt.errorKind && <p className="mt-1 text-sm text-red-800">{t(`errors.${attempt.errorKind}`)}</p>}
          {attempt.error && (
            <details className="mt-1 text-xs text-ink-muted">
              <summary className="cursor-pointer">{t('technical')}</summary>
              <code className="mt-1 block break-all">{attempt.error}</code>
            </details>
          )}
        </div>
      );
    }
  }
}

/** A status or assignment change in words: "ada changed the status from New to Answered", "ben took it". */
export function changeSentence(
  change: { type: 'status' | 'assignment'; authorName: string | null; from: string | null; to: string | null },
  t: T,
  labels: TeamLabels,
): string {
  const author = change.authorName ?? t('unknownAuthor');
  const status = (value: string | null) => (isStatus(value) ? labels.status(value) : (value ?? '—'));
  if (change.type === 'status') return t('status', { author, from: status(change.from), to: status(change.to) });
  if (change.to === null) return t('unassigned', { author, from: change.from ?? '—' });
  // A member who assigns a lead to themselves took it.
  if (change.to === change.authorName) return change.from === null ? t('took', { author }) : t('tookOver', { author, from: change.from });
  if (change.from === null) return t('assigned', { author, to: change.to });
  return t('reassigned', { author, from: change.from, to: change.to });
}

const isStatus = (value: string | null): value is 'new' | 'in_progress' | 'answered' | 'closed' =>
  value === 'new' || value === 'in_progress' || value === 'answered' || value === 'closed';

const capitalise = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

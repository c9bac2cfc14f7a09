import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { TeamLabels } from '@/components/team/labels';
import { stackedCell, stackedRow, TeamTable, teamCell } from '@/components/team/team-table';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { teamPath } from '@/lib/team/paths';
import { type DeliveryLogEntry, attemptReason, deliveryView, type AttemptOutcome, TEST_EVENT } from '@/lib/webhooks';

type Props = {
  locale: Locale;
  caption: string;
  entries: DeliveryLogEntry[];
  labels: TeamLabels;
  show: 'lead' | 'endpoint';
  /** The endpoint's id on the webhooks page: its failed deliveries get "Retry now" (owners only). */
  retryFor?: number | undefined;
};

/**
 * Webhook deliveries with every attempt, newest first: on the webhooks page (with the lead of
 * each) and on a lead's page (with the endpoint of each). A delivery reads "Pending" only until
 * its first try; after a failed one it reads as failing, each try with its reason in the member's
 * language (the receiver's or Node's own text folded away) and times in the member's zone.
 */
export async function WebhookDeliveryLog({ locale, caption, entries, labels, show, retryFor }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.webhooks' });
  const reasonText = await webhookReasonText(locale);
  const headings = [t('at'), t('event'), show === 'lead' ? t('lead') : t('endpoint'), t('status'), t('attempts')];
  return (
    <TeamTable caption={caption} headings={headings} minWidth="sm:min-w-[44rem]" stackOnPhone>
      {entries.map((entry) => {
        const view = deliveryView(entry.status, entry.attempts);
        const failing = view === 'retrying' || view === 'gave-up';
        return (
          <tr key={entry.id} className={stackedRow} data-delivery={entry.id}>
            <td className={`${teamCell} ${stackedCell} whitespace-nowrap`} data-label={t('at')}>
              <time dateTime={entry.createdAt.toISOString()}>{labels.dateTime(entry.createdAt)}</time>
            </td>
            <td className={`${teamCell} ${stackedCell}`} data-label={t('event')}>
              <code className="text-xs">{entry.event}</code>
            </td>
            <td className={`${teamCell} ${stackedCell} break-all`} data-label={show === 'lead' ? t('lead') : t('endpoint')}>
              {show === 'endpoint' ? (
                entry.webhookUrl
              ) : entry.lead ? (
                <Link href={teamPath(locale, `/leads/${entry.lead.kind}/${entry.lead.id}`)} className="font-medium text-brand-700 underline underline-offset-2">
                  {t('leadLink', { kind: labels.kind(entry.lead.kind), id: entry.lead.id })}
                </Link>
              ) : entry.event === TEST_EVENT ? (
                <span className="break-normal">{t('ops.testEvent')}</span>
              ) : (
                '—'
              )}
            </td>
            <td className={`${teamCell} ${stackedCell}`} data-label={t('status')}>
              <span className={failing ? 'font-semibold text-red-700' : view === 'sent' ? 'text-emerald-800' : undefined}>{t(`ops.views.${view}`)}</span>
              {view === 'retrying' && <span className="block text-xs text-ink-muted">{t('nextTry', { time: labels.dateTime(entry.nextAttemptAt) })}</span>}
              {view === 'gave-up' && <span className="block text-xs text-ink-muted">{t('ops.gaveUp', { count: entry.attempts })}</span>}
              {failing && retryFor !== undefined && (
                <form method="post" action={`/api/team/webhooks/${retryFor}/retry`} className="mt-2">
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="delivery" value={entry.id} />
                  <button
                    type="submit"
                    className={buttonClasses({ variant: 'outline', size: 'sm' })}
                    aria-label={t('ops.retryLabel', { time: labels.dateTime(entry.createdAt) })}
                  >
                    {t('ops.retryNow')}
                  </button>
                </form>
              )}
            </td>
            <td className={`${teamCell} ${stackedCell}`} data-label={t('attempts')}>
              {entry.attemptLog.length === 0 ? (
                '0'
              ) : (
                <ol className="space-y-1 text-xs">
                  {entry.attemptLog.map((attempt) => (
                    <li key={attempt.at.toISOString() + attempt.durationMs}>
                      {t('attemptLine', { time: labels.dateTime(attempt.at), outcome: reasonText(attempt), duration: attempt.durationMs })}
                      {attempt.error && attempt.statusCode === null && (
                        <details className="mt-0.5">
                          <summary className="inline-flex min-h-6 cursor-pointer items-center text-ink-muted underline underline-offset-2">
                            {t('ops.rawText')}
                          </summary>
                          <code className="block break-all font-mono text-[0.7rem] text-ink-muted">{attempt.error}</code>
                        </details>
                      )}
                    </li>
                  ))}
                </ol>
              )}
            </td>
          </tr>
        );
      })}
    </TeamTable>
  );
}

/** A try's outcome in the member's language: "server error at the receiver (HTTP 503)". */
export async function webhookReasonText(locale: Locale): Promise<(attempt: Pick<AttemptOutcome, 'statusCode' | 'error'>) => string> {
  const t = await getTranslations({ locale, namespace: 'Team.webhooks.ops' });
  return (attempt) => {
    const reason = attemptReason(attempt);
    return reason.ok ? t('reasons.ok', { status: reason.status }) : t(`reasons.${reason.reason}`, { status: reason.status ?? 0 });
  };
}

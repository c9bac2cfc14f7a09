import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { TeamLabels } from '@/components/team/labels';
import { stackedCell, stackedRow, TeamTable, teamCell } from '@/components/team/team-table';
import type { Locale } from '@/i18n/routing';
import { teamPath } from '@/lib/team/paths';
import type { DeliveryLogEntry } from '@/lib/webhooks/delivery-log';

type Props = { locale: Locale; caption: string; entries: DeliveryLogEntry[]; labels: TeamLabels; show: 'lead' | 'endpoint' };

/**
 * Webhook deliveries with every attempt, newest first: on the webhooks page (with the lead of
 * each) and on a lead's page (with the endpoint of each). Attempts name the receiver's HTTP
 * status or the error, in the member's language where it is ours to say.
 */
export async function WebhookDeliveryLog({ locale, caption, entries, labels, show }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.webhooks' });
  const headings = [t('at'), t('event'), show === 'lead' ? t('lead') : t('endpoint'), t('status'), t('attempts')];
  return (
    <TeamTable caption={caption} headings={headings} minWidth="sm:min-w-[44rem]" stackOnPhone>
      {entries.map((entry) => (
        <tr key={entry.id} className={stackedRow}>
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
            ) : (
              '—'
            )}
          </td>
          <td className={`${teamCell} ${stackedCell}`} data-label={t('status')}>
            {labels.notification(entry.status)}
            {entry.status === 'pending' && entry.attempts > 0 && (
              <span className="block text-xs text-ink-muted">{t('nextTry', { time: labels.dateTime(entry.nextAttemptAt) })}</span>
            )}
          </td>
          <td className={`${teamCell} ${stackedCell}`} data-label={t('attempts')}>
            {entry.attemptLog.length === 0 ? (
              '0'
            ) : (
              <ol className="space-y-0.5 text-xs">
                {entry.attemptLog.map((attempt) => (
                  <li key={attempt.at.toISOString() + attempt.durationMs}>
                    {t('attemptLine', {
                      time: labels.dateTime(attempt.at),
                      outcome: attempt.statusCode !== null ? t('httpStatus', { status: attempt.statusCode }) : (attempt.error ?? '—'),
                      duration: attempt.durationMs,
                    })}
                  </li>
                ))}
              </ol>
            )}
          </td>
        </tr>
      ))}
    </TeamTable>
  );
}

import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { labelled } from '@/lib/format';
import type { LeadDetail } from '@/lib/team/leads';
import { NotificationBadge } from './badges';
import type { TeamLabels } from './labels';

type Props = { locale: Locale; lead: LeadDetail; labels: TeamLabels; back: string | undefined };

/**
 * The mails this lead triggered as they stand now: state, every attempt counted (across
 * retries), the last error in the member's language with the provider's words folded away,
 * and "retry now" for a failed one. Each attempt is in the timeline.
 */
export async function LeadNotifications({ locale, lead, labels, back }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team' });
  return (
    <section aria-labelledby="lead-notifications" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="lead-notifications" className="text-lg font-bold">
        {t('lead.notifications')}
      </h2>
      {lead.notifications.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('lead.noNotifications')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {lead.notifications.map((mail) => (
            <li key={mail.id} className="py-3">
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {mail.toTeam ? t('lead.toTeam') : mail.kind === 'lead-reply' ? t('lead.replyMail') : t('lead.toVisitor')}
                <NotificationBadge state={mail.status} label={labels.notification(mail.status)} />
              </p>
              <p className="mt-1 text-sm text-ink-muted">
                {labels.dateTime(mail.createdAt)} · {t('leadWork.attempts', { count: mail.attempts })}
                {mail.sentAt && <> · {t('lead.sentAt', { time: labels.dateTime(mail.sentAt) })}</>}
                {mail.status === 'pending' && <> · {t('leadWork.nextTry', { time: labels.dateTime(mail.nextAttemptAt) })}</>}
              </p>
              {mail.status !== 'sent' && mail.lastError && (
                <div className="mt-1 text-sm">
                  <p className="text-red-800">{labelled(locale, t('leadWork.lastError'), t(`timeline.errors.${mail.lastErrorKind ?? 'unknown'}`))}</p>
                  <details className="mt-1 text-xs text-ink-muted">
                    <summary className="cursor-pointer">{t('timeline.technical')}</summary>
                    <code className="mt-1 block break-all">{mail.lastError}</code>
                  </details>
                </div>
              )}
              {mail.status === 'failed' && (
                <form method="post" action={`/api/team/leads/${lead.kind}/${lead.id}/retry`} className="mt-2">
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="notification" value={mail.id} />
                  {back && <input type="hidden" name="back" value={back} />}
                  <button type="submit" className={buttonClasses({ size: 'sm' })}>
                    {t('lead.retry')}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

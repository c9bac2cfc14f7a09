import { getTranslations } from 'next-intl/server';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { labelled } from '@/lib/format';
import type { LeadDetail } from '@/lib/team/leads';
import { NotificationBadge } from './badges';
import type { TeamLabels } from './labels';

/** The mails this lead triggered, their state and last error, and "retry now" for a failed one. */
export async function LeadNotifications({ locale, lead, labels }: { locale: Locale; lead: LeadDetail; labels: TeamLabels }) {
  const t = await getTranslations({ locale, namespace: 'Team.lead' });
  return (
    <section aria-labelledby="lead-notifications" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="lead-notifications" className="text-lg font-bold">
        {t('notifications')}
      </h2>
      {lead.notifications.length === 0 ? (
        <p className="mt-2 text-ink-muted">{t('noNotifications')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {lead.notifications.map((mail) => (
            <li key={mail.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-semibold">
                  {mail.toTeam ? t('toTeam') : t('toVisitor')}
                  <NotificationBadge state={mail.status} label={labels.notification(mail.status)} />
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  {labels.dateTime(mail.createdAt)} · {t('attempts', { count: mail.attempts })}
                  {mail.sentAt && <> · {t('sentAt', { time: labels.dateTime(mail.sentAt) })}</>}
                </p>
                {mail.lastError && (
                  <p className="mt-1 break-words text-sm text-red-800">
                    {labelled(locale, t('lastError'), mail.lastError)}
                  </p>
                )}
              </div>
              {mail.status === 'failed' && (
                <form method="post" action={`/api/team/leads/${lead.kind}/${lead.id}/retry`}>
                  <input type="hidden" name="locale" value={locale} />
                  <input type="hidden" name="notification" value={mail.id} />
                  <button type="submit" className={buttonClasses({ size: 'sm' })}>
                    {t('retry')}
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

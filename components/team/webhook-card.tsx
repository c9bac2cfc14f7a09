import { getTranslations } from 'next-intl/server';
import { checkboxClasses } from '@/components/forms/form-field';
import type { TeamLabels } from '@/components/team/labels';
import { WebhookDeliveryLog, webhookReasonText } from '@/components/team/webhook-delivery-log';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { labelColon } from '@/lib/format';
import {
  type WebhookConfig,
  type DeliveryAttempt,
  type DeliveryLogEntry,
  webhookHealth,
  type SendResultName,
  eventMessageKey,
  maskSecret,
} from '@/lib/webhooks';

type Props = {
  locale: Locale;
  webhook: WebhookConfig;
  deliveries: DeliveryLogEntry[];
  /** The endpoint's latest tries, newest first: its state. */
  attempts: DeliveryAttempt[];
  labels: TeamLabels;
  fresh: boolean;
  /** What "Send test event" or "Retry now" just did here, and to which delivery. */
  result?: { name: SendResultName; deliveryId: string | null } | undefined;
};

/**
 * One configured endpoint: where, which events, its secret (masked; opened only on request, and
 * right after it was added, when the receiver needs it), pause/resume/delete, its delivery log.
 */
export async function WebhookCard({ locale, webhook, deliveries, attempts, labels, fresh, result }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.webhooks' });
  const reasonText = await webhookReasonText(locale);
  const headingId = `webhook-${webhook.id}`;
  const health = webhookHealth(webhook.active, attempts);
  // The result names the try it made: the newest try of that delivery.
  const resultAttempt = result?.deliveryId ? deliveries.find((entry) => entry.id === result.deliveryId)?.attemptLog[0] : undefined;
  const resultText = result
    ? result.name === 'retry-gone'
      ? t('ops.results.retry-gone')
      : t(`ops.results.${result.name}`, { reason: resultAttempt ? reasonText(resultAttempt) : t('ops.reasons.other') })
    : null;
  const resultOk = result?.name === 'test-sent' || result?.name === 'retry-sent';
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="break-all font-mono text-sm font-semibold">
            {webhook.url}
          </h3>
          <p className="mt-1 break-words text-sm text-ink-muted">
            {webhook.active ? t('active') : t('paused')} · {webhook.events.map((event) => `${t(`eventNames.${eventMessageKey[event]}`)} (${event})`).join(', ')}
          </p>
          <p className="mt-2 text-sm" data-webhook-state={health.state}>
            <span className="font-semibold">
              {t('ops.state')}
              {labelColon(locale)}
            </span>{' '}
            {health.state === 'healthy' ? (
              <span className="text-emerald-800">{t('ops.healthy', { time: labels.dateTime(health.lastSuccess) })}</span>
            ) : health.state === 'failing' ? (
              <>
                <span className="font-semibold text-red-700">{t('ops.failing', { time: labels.dateTime(health.since), count: health.attempts })}</span>{' '}
                <span className="block">{t('ops.lastReason', { reason: reasonText(health.last) })}</span>
              </>
            ) : health.state === 'paused' ? (
              t('ops.pausedState')
            ) : (
              t('ops.unused')
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <form method="post" action={`/api/team/webhooks/${webhook.id}`}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value={webhook.active ? 'pause' : 'resume'} />
            <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {webhook.active ? t('pause') : t('resume')}
            </button>
          </form>
          <form method="post" action={`/api/team/webhooks/${webhook.id}/test`}>
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })} aria-describedby={`${headingId}-test-hint`}>
              {t('ops.sendTest')}
            </button>
          </form>
        </div>
      </div>
      <p id={`${headingId}-test-hint`} className="mt-2 text-xs text-ink-muted">
        {t('ops.testHint')}
      </p>
      {resultText && (
        <p
          role="status"
          className={`mt-3 rounded-lg border p-3 text-sm ${resultOk ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-900'}`}
        >
          {resultText}
        </p>
      )}
      <details open={fresh} className="mt-3 text-sm">
        <summary className="inline-flex min-h-10 cursor-pointer items-center font-semibold text-brand-700">{t('showSecret')}</summary>
        <p className="mt-1 text-ink-muted">{t('secretLabel', { masked: maskSecret(webhook.secret) })}</p>
        <code className="mt-1 block break-all rounded-lg bg-slate-50 p-3 font-mono text-xs">{webhook.secret}</code>
      </details>
      <h4 className="mb-2 mt-5 text-sm font-semibold">{t('deliveries')}</h4>
      {deliveries.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noDeliveries')}</p>
      ) : (
        <WebhookDeliveryLog
          locale={locale}
          caption={t('logCaption', { url: webhook.url })}
          entries={deliveries}
          labels={labels}
          show="lead"
          retryFor={webhook.id}
        />
      )}
      <form method="post" action={`/api/team/webhooks/${webhook.id}`} className="mt-5 flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="action" value="delete" />
        <label className="flex min-h-10 items-center gap-3 text-sm">
          <input type="checkbox" name="confirm" value="yes" required className={checkboxClasses} />
          {t('deleteConfirm')}
        </label>
        <button type="submit" className={buttonClasses({ variant: 'destructive', size: 'sm' })}>
          {t('delete')}
        </button>
      </form>
    </section>
  );
}

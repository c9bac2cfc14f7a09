import { getTranslations } from 'next-intl/server';
import { checkboxClasses } from '@/components/forms/form-field';
import type { TeamLabels } from '@/components/team/labels';
import { WebhookDeliveryLog } from '@/components/team/webhook-delivery-log';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import type { WebhookConfig } from '@/lib/webhooks/config';
import type { DeliveryLogEntry } from '@/lib/webhooks/delivery-log';
import { eventMessageKey } from '@/lib/webhooks/payload';
import { maskSecret } from '@/lib/webhooks/signature';

type Props = { locale: Locale; webhook: WebhookConfig; deliveries: DeliveryLogEntry[]; labels: TeamLabels; fresh: boolean };

/**
 * One configured endpoint: where, which events, its secret (masked; opened only on request, and
 * right after it was added, when the receiver needs it), pause/resume/delete, its delivery log.
 */
export async function WebhookCard({ locale, webhook, deliveries, labels, fresh }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.webhooks' });
  const headingId = `webhook-${webhook.id}`;
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
        </div>
        <div className="flex flex-wrap gap-2">
          <form method="post" action={`/api/team/webhooks/${webhook.id}`}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="action" value={webhook.active ? 'pause' : 'resume'} />
            <button type="submit" className={buttonClasses({ variant: 'outline', size: 'sm' })}>
              {webhook.active ? t('pause') : t('resume')}
            </button>
          </form>
        </div>
      </div>
      <details open={fresh} className="mt-3 text-sm">
        <summary className="inline-flex min-h-10 cursor-pointer items-center font-semibold text-brand-700">{t('showSecret')}</summary>
        <p className="mt-1 text-ink-muted">{t('secretLabel', { masked: maskSecret(webhook.secret) })}</p>
        <code className="mt-1 block break-all rounded-lg bg-slate-50 p-3 font-mono text-xs">{webhook.secret}</code>
      </details>
      <h4 className="mb-2 mt-5 text-sm font-semibold">{t('deliveries')}</h4>
      {deliveries.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('noDeliveries')}</p>
      ) : (
        <WebhookDeliveryLog locale={locale} caption={t('logCaption', { url: webhook.url })} entries={deliveries} labels={labels} show="lead" />
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

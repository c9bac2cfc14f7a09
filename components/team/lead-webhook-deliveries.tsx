import { getTranslations } from 'next-intl/server';
import type { TeamLabels } from '@/components/team/labels';
import { WebhookDeliveryLog } from '@/components/team/webhook-delivery-log';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { leadDeliveries, type LeadRef } from '@/lib/webhooks';

/**
 * A lead's webhook deliveries with every attempt, as a section of its own for the lead's page
 * (self-contained: it runs its own query). Nothing at all when no webhook ever sent this lead.
 */
export async function LeadWebhookDeliveries({ locale, lead, labels }: { locale: Locale; lead: LeadRef; labels: TeamLabels }) {
  const entries = await leadDeliveries(await getDb(), lead);
  if (entries.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Team.webhooks' });
  return (
    <section aria-labelledby="lead-webhooks" className="mt-8">
      <h2 id="lead-webhooks" className="mb-3 text-lg font-bold">
        {t('leadTitle')}
      </h2>
      <WebhookDeliveryLog locale={locale} caption={t('leadCaption')} entries={entries} labels={labels} show="endpoint" />
    </section>
  );
}

import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { memberLabels } from '@/lib/team/member';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { WebhookAddForm } from '@/components/team/webhook-add-form';
import { WebhookCard } from '@/components/team/webhook-card';
import { pageLocale, type PageProps } from '@/i18n/page-locale';
import { getDb } from '@/lib/db/client';
import { teamPage } from '@/lib/team/team-page';
import { teamPath } from '@/lib/team/paths';
import { idParam, searchParamsOf, type SearchProps } from '@/lib/team/search-params';
import { listWebhooks, webhookAttempts, webhookDeliveries, sendResults } from '@/lib/webhooks';

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.webhooks' });
  return { title: t('metaTitle') };
}

const notices = ['created', 'updated', 'deleted'] as const;
const errors = ['invalid', 'not-https', 'private-address', 'unresolvable', 'no-events', 'bad-secret', 'too-many', 'confirm'] as const;

/** Outgoing webhooks: add an endpoint, see each one's deliveries, pause or delete it. */
export default async function WebhooksPage({ params, searchParams }: PageProps & SearchProps) {
  const locale = await pageLocale(params);
  const query = searchParamsOf(await searchParams);
  const session = await teamPage(locale, teamPath(locale, '/webhooks'), 'webhooks.manage');
  const t = await getTranslations({ locale, namespace: 'Team.webhooks' });
  const { labels } = await memberLabels(locale, session);
  const prisma = await getDb();
  const webhooks = await listWebhooks(prisma);
  const logs = await Promise.all(webhooks.map((webhook) => webhookDeliveries(prisma, webhook.id)));
  const tries = await Promise.all(webhooks.map((webhook) => webhookAttempts(prisma, webhook.id)));
  const resultName = sendResults.find((name) => name === query.get('result'));
  const resultFor = resultName ? idParam(query.get('webhook')) : undefined;
  const result = resultName ? { name: resultName, deliveryId: query.get('delivery') } : undefined;
  const notice = notices.find((name) => name === query.get('done'));
  const error = query.get('error') === null ? undefined : (errors.find((name) => name === query.get('error')) ?? 'failed');
  const fresh = notice === 'created' ? idParam(query.get('webhook')) : undefined;
  return (
    <TeamShell locale={locale} session={session} current="webhooks">
      <TeamHeading title={t('title')} intro={t('intro')} />
      {notice && <TeamNotice>{t(notice)}</TeamNotice>}
      {error && <TeamNotice tone="error">{t(`errors.${error}`)}</TeamNotice>}
      <WebhookAddForm locale={locale} error={error} />
      <h2 className="mb-3 mt-8 text-lg font-bold">{t('listTitle')}</h2>
      {webhooks.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-6 text-ink-muted">{t('none')}</p>
      ) : (
        <div className="space-y-6">
          {webhooks.map((webhook, i) => (
            <WebhookCard
              key={webhook.id}
              locale={locale}
              webhook={webhook}
              deliveries={logs[i] ?? []}
              attempts={tries[i] ?? []}
              labels={labels}
              fresh={webhook.id === fresh}
              result={webhook.id === resultFor ? result : undefined}
            />
          ))}
        </div>
      )}
    </TeamShell>
  );
}

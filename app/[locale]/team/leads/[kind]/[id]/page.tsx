import type { Metadata } from 'next';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LeadNotifications } from '@/components/team/lead-notifications';
import { LeadWebhookDeliveries } from '@/components/team/lead-webhook-deliveries';
import { LeadWorkForm } from '@/components/team/lead-work-form';
import { StatusBadge } from '@/components/team/badges';
import { teamLabels } from '@/components/team/labels';
import { TeamHeading, TeamNotice, TeamShell } from '@/components/team/team-shell';
import { isLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import { requireTeamPage } from '@/lib/team/guard';
import { leadRef } from '@/lib/team/lead-route';
import { getLead } from '@/lib/team/leads';
import { teamPath } from '@/lib/team/paths';
import { searchParamsOf, type SearchProps } from '@/lib/team/search-params';
import { pageLocale } from '@/i18n/page-locale';

type Props = { params: Promise<{ locale: string; kind: string; id: string }> } & SearchProps;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: await pageLocale(params), namespace: 'Team.meta' });
  return { title: t('lead') };
}

export default async function LeadPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const { kind, id } = await params;
  const session = await requireTeamPage(locale, teamPath(locale, `/leads/${kind}/${id}`));
  const query = searchParamsOf(await searchParams);
  const t = await getTranslations({ locale, namespace: 'Team.lead' });
  const labels = await teamLabels(locale);
  const ref = leadRef(kind, id);
  const lead = ref && (await getLead(await getDb(), ref.kind, ref.id));
  const back = (
    <Link href={teamPath(locale, '/leads')} className="mb-4 inline-block text-sm font-semibold text-brand-700 hover:underline">
      ← {t('back')}
    </Link>
  );
  if (!lead) {
    return (
      <TeamShell locale={locale} session={session} current="leads">
        {back}
        <TeamNotice tone="error">{t('notFound')}</TeamNotice>
      </TeamShell>
    );
  }
  const yesNo = (value: boolean | null) => (value === null ? '—' : value ? t('yes') : t('no'));
  const fields: [string, string][] = [
    [t('firstName'), lead.firstName],
    [t('lastName'), lead.lastName],
    [t('email'), lead.email],
    [t('company'), lead.company ?? '—'],
    ...(lead.kind === 'contact' ? [[t('service'), labels.service(lead.service)] as [string, string]] : []),
    [t('language'), labels.language(lead.locale)],
    [t('received'), labels.dateTime(lead.createdAt)],
    ...(lead.kind === 'download'
      ? ([
          [t('agreePrivacy'), yesNo(lead.agreePrivacy)],
          [t('agreeMarketing'), yesNo(lead.agreeMarketing)],
        ] as [string, string][])
      : []),
  ];
  return (
    <TeamShell locale={locale} session={session} current="leads">
      {back}
      {query.get('saved') && <TeamNotice>{t('saved')}</TeamNotice>}
      {query.get('retried') && <TeamNotice>{t('retried')}</TeamNotice>}
      <div className="flex flex-wrap items-center gap-3">
        <TeamHeading title={t('title', { kind: labels.kind(lead.kind), id: lead.id })} />
        <span className="mb-6">
          <StatusBadge status={lead.status} label={labels.status(lead.status)} />
        </span>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <section aria-labelledby="lead-details" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="lead-details" className="text-lg font-bold">
              {t('details')}
            </h2>
            <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {fields.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
                  <dd className="mt-0.5 break-words">{value}</dd>
                </div>
              ))}
            </dl>
            {lead.message !== null && (
              <>
                <h3 className="mt-5 text-xs font-semibold uppercase tracking-wide text-ink-muted">{t('message')}</h3>
                <p className="mt-1 whitespace-pre-wrap break-words rounded-lg bg-slate-50 p-3">{lead.message}</p>
              </>
            )}
            {lead.consent && (
              <>
                <h3 className="mt-5 text-xs font-semibold uppercase tracking-wide text-ink-muted">{t('consentRecord')}</h3>
                <dl className="mt-1 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="text-ink-muted">{t('consentVersion')}</dt>
                    <dd className="break-all font-mono text-xs">{lead.consent.textVersion}</dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">{t('consentMethod')}</dt>
                    <dd>
                      {lead.consent.method} ({labels.language(isLocale(lead.consent.locale) ? lead.consent.locale : null)})
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-muted">{t('consentGiven')}</dt>
                    <dd>{labels.dateTime(lead.consent.givenAt)}</dd>
                  </div>
                  {lead.consent.marketingStatus && (
                    <div>
                      <dt className="text-ink-muted">{t('marketingStatus')}</dt>
                      <dd>{t(`marketing.${lead.consent.marketingStatus}`)}</dd>
                    </div>
                  )}
                </dl>
              </>
            )}
          </section>
          <LeadNotifications locale={locale} lead={lead} labels={labels} />
        </div>
        <LeadWorkForm locale={locale} lead={lead} labels={labels} />
      </div>
      {/* Issue #23 (webhooks): this lead's deliveries, a self-contained section. */}
      <LeadWebhookDeliveries locale={locale} lead={{ kind: lead.kind, id: lead.id }} />
    </TeamShell>
  );
}

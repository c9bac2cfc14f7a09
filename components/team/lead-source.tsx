import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { inputClasses } from '@/components/forms/form-field';
import type { Locale } from '@/i18n/routing';
import { labelColon } from '@/lib/format';
import { sourceName, type VisitSource } from '@/lib/insights/source-values';

// Where a lead came from, in words: one line on the inbox's cards and rows
// ("LinkedIn · campaign ai-agents-q1 · landed on /de/services"), every field on the lead's page,
// and the inbox's source filter. Self-contained, so the lead list and page take one line each.

/** The one-line summary: source (or "direct"), campaign, landing page. */
export async function LeadSourceLine({ locale, source }: { locale: Locale; source: VisitSource | null }) {
  if (!source) return null;
  const t = await getTranslations({ locale, namespace: 'Team.leadSource' });
  const parts: ReactNode[] = [sourceName(source) ?? t('direct')];
  if (source.utmCampaign) {
    parts.push(
      <>
        {t('campaign')} <em>{source.utmCampaign}</em>
      </>,
    );
  }
  if (source.landing) parts.push(t('landed', { path: source.landing }));
  return (
    <p className="text-xs text-ink-muted">
      <span className="sr-only">{`${t('title')}${labelColon(locale)} `}</span>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && ' · '}
          {part}
        </span>
      ))}
    </p>
  );
}

/** Every part of a lead's source, on the lead's page. */
export async function LeadSourceDetails({ locale, source }: { locale: Locale; source: VisitSource | null }) {
  const t = await getTranslations({ locale, namespace: 'Team.leadSource' });
  const fields: [string, string | null][] = source
    ? [
        [t('source'), sourceName(source) ?? t('direct')],
        [t('medium'), source.utmMedium],
        [t('campaignLabel'), source.utmCampaign],
        [t('term'), source.utmTerm],
        [t('content'), source.utmContent],
        [t('landing'), source.landing],
        [t('page'), source.page],
        [t('referrer'), source.referrer],
        [t('clickId'), source.clickId === null ? null : source.clickId ? t('yes') : t('no')],
        [t('device'), source.device ? t(`devices.${source.device}`) : null],
      ]
    : [];
  return (
    <section aria-labelledby="lead-source" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="lead-source" className="text-lg font-bold">
        {t('title')}
      </h2>
      {source ? (
        <>
          <div className="mt-1">
            <LeadSourceLine locale={locale} source={source} />
          </div>
          <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {fields
              .filter(([, value]) => value !== null)
              .map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs font-semibold uppercase tracking-wide text-ink-muted">{label}</dt>
                  <dd className="mt-0.5 break-words">{value}</dd>
                </div>
              ))}
          </dl>
        </>
      ) : (
        <p className="mt-2 text-sm text-ink-muted">{t('none')}</p>
      )}
    </section>
  );
}

/** The inbox filter's field: a source, campaign, medium or landing page, or `direct`. */
export async function LeadSourceFilter({ locale, value }: { locale: Locale; value: string | undefined }) {
  const t = await getTranslations({ locale, namespace: 'Team.leadSource' });
  return (
    <div>
      <label htmlFor="source" className="mb-1 block text-sm font-semibold">
        {t('filter')}
      </label>
      <input id="source" name="source" type="search" defaultValue={value ?? ''} placeholder={t('filterHint')} maxLength={100} className={inputClasses} />
    </div>
  );
}

import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { dateTag } from '@/lib/format';
import { labFor } from '@/lib/insights/lab-figures';
import type { InsightsReport } from '@/lib/insights/report';
import { memberDay } from '@/lib/team/format-time';
import { VITALS_SAMPLE_RATE, vitalMetrics, vitalThresholds, type VitalMetric } from '@/lib/insights/vitals';
import { DailyBars, InsightsSection } from './insights-charts';
import { TeamTable, teamCell } from './team-table';

const cell = teamCell;

/** Web Vitals of real visitors per day and per page, beside the lab figures. */
export async function InsightsVitals({ locale, report }: { locale: Locale; report: Pick<InsightsReport, 'vitalsByDay' | 'vitalsByPage'> }) {
  const t = await getTranslations({ locale, namespace: 'Team.insights' });
  const tag = dateTag(locale);
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  const dayLabel = memberDay(locale, { day: 'numeric', month: 'short' });
  const ms = (value: number) => `${number.format(value)} ms`;
  const metricValue = (metric: VitalMetric, value: number | null | undefined) =>
    value === null || value === undefined ? '—' : metric === 'CLS' ? new Intl.NumberFormat(tag, { maximumFractionDigits: 3 }).format(value) : ms(value);
  const tone = (metric: VitalMetric, value: number | null) =>
    value === null
      ? ('none' as const)
      : value <= vitalThresholds[metric].good
        ? ('good' as const)
        : value <= vitalThresholds[metric].poor
          ? ('fair' as const)
          : ('poor' as const);
  return (
    <InsightsSection id="insights-vitals" title={t('vitals.title')} intro={t('vitals.intro', { rate: percent.format(VITALS_SAMPLE_RATE) })}>
      {report.vitalsByDay.length === 0 ? (
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-ink-muted">{t('vitals.empty')}</p>
      ) : (
        <div className="space-y-6">
          <div className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 lg:grid-cols-2">
            {vitalMetrics.map((metric) => (
              <DailyBars
                key={metric}
                title={`${metric} · p75`}
                summary={t('vitals.metricSummary', { metric, good: metricValue(metric, vitalThresholds[metric].good) })}
                good={vitalThresholds[metric].good}
                format={(value) => metricValue(metric, value)}
                bars={report.vitalsByDay.map((day) => ({ label: day.day, value: day.p75[metric], tone: tone(metric, day.p75[metric]) }))}
              />
            ))}
          </div>
          <TeamTable
            caption={t('vitals.title')}
            minWidth="min-w-[36rem]"
            headings={[t('vitals.day'), ...vitalMetrics.map((metric) => `${metric} p75`), t('vitals.samples')]}
          >
            {report.vitalsByDay.map((day) => (
              <tr key={day.day}>
                <th scope="row" className={`${cell} whitespace-nowrap font-medium`}>
                  {dayLabel(day.day)}
                </th>
                {vitalMetrics.map((metric) => (
                  <td key={metric} className={`${cell} tabular-nums`}>
                    {metricValue(metric, day.p75[metric])}
                  </td>
                ))}
                <td className={`${cell} tabular-nums`}>{number.format(day.samples)}</td>
              </tr>
            ))}
          </TeamTable>
          <TeamTable
            caption={t('vitals.byPage')}
            minWidth="min-w-[48rem]"
            headings={[
              t('vitals.page'),
              'LCP p75',
              t('vitals.labLcp'),
              'CLS p75',
              t('vitals.labCls'),
              'INP p75',
              'TTFB p75',
              t('vitals.labTbt'),
              t('vitals.samples'),
            ]}
          >
            {report.vitalsByPage.map((page) => {
              const lab = labFor(page.path);
              return (
                <tr key={page.path}>
                  <th scope="row" className={`${cell} font-medium`}>
                    {page.path}
                  </th>
                  <td className={`${cell} tabular-nums`}>{metricValue('LCP', page.p75.LCP)}</td>
                  <td className={`${cell} tabular-nums text-ink-muted`}>{lab ? ms(lab.lcp) : '—'}</td>
                  <td className={`${cell} tabular-nums`}>{metricValue('CLS', page.p75.CLS)}</td>
                  <td className={`${cell} tabular-nums text-ink-muted`}>{lab ? metricValue('CLS', lab.cls) : '—'}</td>
                  <td className={`${cell} tabular-nums`}>{metricValue('INP', page.p75.INP)}</td>
                  <td className={`${cell} tabular-nums`}>{metricValue('TTFB', page.p75.TTFB)}</td>
                  <td className={`${cell} tabular-nums text-ink-muted`}>{lab ? ms(lab.tbt) : '—'}</td>
                  <td className={`${cell} tabular-nums`}>{number.format(page.samples)}</td>
                </tr>
              );
            })}
          </TeamTable>
        </div>
      )}
    </InsightsSection>
  );
}

import { getTranslations } from 'next-intl/server';
import { inputClasses } from '@/components/forms/form-field';
import { buttonClasses } from '@/components/ui/button';
import type { Locale } from '@/i18n/routing';
import { dateTag } from '@/lib/format';
import { labFor } from '@/lib/insights/lab-figures';
import { dimensions, type InsightsReport } from '@/lib/insights/report';
import { VITALS_SAMPLE_RATE, vitalMetrics, vitalThresholds, type VitalMetric } from '@/lib/insights/vitals';
import { insightsWords } from '@/lib/insights/words';
import { teamPath } from '@/lib/team/paths';
import { DailyBars, InsightsSection, StackedWeeks } from './insights-charts';
import { TeamTable, teamCell } from './team-table';

const cell = teamCell;

/** The Insights page's body: range, totals, four weekly charts, conversion, Web Vitals. */
export async function InsightsView({ locale, report }: { locale: Locale; report: InsightsReport }) {
  const t = await getTranslations({ locale, namespace: 'Team.insights' });
  const words = await insightsWords(locale);
  const tag = dateTag(locale);
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 2 });
  const shortDay = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const dayLabel = (day: string) => shortDay.format(new Date(`${day}T00:00:00Z`));
  const ms = (value: number) => `${number.format(value)} ms`;
  const metricValue = (metric: VitalMetric, value: number | null | undefined) =>
    value === null || value === undefined ? '—' : metric === 'CLS' ? new Intl.NumberFormat(tag, { maximumFractionDigits: 3 }).format(value) : ms(value);
  const tone = (metric: VitalMetric, value: number | null) =>
    value === null ? ('none' as const) : value <= vitalThresholds[metric].good ? ('good' as const) : value <= vitalThresholds[metric].poor ? ('fair' as const) : ('poor' as const);
  const overall = report.views > 0 ? percent.format(report.leads / report.views) : '—';
  const { range } = report;
  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4 rounded-xl border border-slate-200 bg-white p-4">
        <form method="get" action={teamPath(locale, '/insights')} className="flex flex-wrap items-end gap-3">
          <fieldset className="flex flex-wrap items-end gap-3">
            <legend className="mb-1 text-sm font-semibold">{t('range.legend')}</legend>
            <label className="text-sm">
              <span className="mb-1 block">{t('range.from')}</span>
              <input type="date" name="from" defaultValue={range.from} className={inputClasses} />
            </label>
            <label className="text-sm">
              <span className="mb-1 block">{t('range.to')}</span>
              <input type="date" name="to" defaultValue={range.to} className={inputClasses} />
            </label>
          </fieldset>
          <button type="submit" className={buttonClasses()}>
            {t('range.show')}
          </button>
        </form>
        <form method="post" action="/api/team/insights/export">
          <input type="hidden" name="locale" value={locale} />
          <input type="hidden" name="from" value={range.from} />
          <input type="hidden" name="to" value={range.to} />
          <input type="hidden" name="timeZone" value={range.timeZone} />
          <button type="submit" className={buttonClasses({ variant: 'outline' })}>
            {t('export')}
          </button>
        </form>
        <p className="w-full text-xs text-ink-muted">{t('range.timeZone', { zone: range.timeZone })}</p>
      </div>

      <dl className="mt-6 grid gap-3 sm:grid-cols-3">
        {[
          [t('totals.enquiries'), number.format(report.leads)],
          [t('totals.views'), number.format(report.views)],
          [t('totals.conversion'), overall],
        ].map(([label, value]) => (
          <div key={label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-ink-muted">{label}</dt>
            <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>

      <InsightsSection id="insights-enquiries" title={t('enquiriesTitle')} intro={t('enquiriesIntro')}>
        <div className="grid gap-4 lg:grid-cols-2">
          {dimensions.map((dimension) => {
            const { weeks, series, total } = report.byDimension[dimension];
            const lines = series.map((line) => ({ label: words.itemLabel(dimension, line.key, line.label), counts: line.counts, total: line.total }));
            const top = lines[0];
            return (
              <StackedWeeks
                key={dimension}
                id={`insights-${dimension}`}
                title={t(`dimensions.${dimension}`)}
                summary={top ? t('chartSummary', { total, top: top.label, count: top.total }) : t('empty')}
                columns={weeks.map(dayLabel)}
                series={lines}
                numbersLabel={t('numbers')}
                totalLabel={t('total')}
                nameLabel={t(`dimensionNames.${dimension}`)}
                empty={t('empty')}
              />
            );
          })}
        </div>
      </InsightsSection>

      <InsightsSection id="insights-conversion" title={t('conversion.title')} intro={t('conversion.intro')}>
        {report.pages.length === 0 ? (
          <p className="rounded-xl border border-slate-200 bg-white p-4 text-sm text-ink-muted">{t('conversion.empty')}</p>
        ) : (
          <TeamTable caption={t('conversion.title')} minWidth="min-w-[30rem]" headings={[t('conversion.page'), t('conversion.views'), t('conversion.enquiries'), t('conversion.rate')]}>
            {report.pages.map((page) => (
              <tr key={page.path}>
                <th scope="row" className={`${cell} font-medium`}>
                  {page.path}
                </th>
                <td className={`${cell} tabular-nums`}>{number.format(page.views)}</td>
                <td className={`${cell} tabular-nums`}>{number.format(page.enquiries)}</td>
                <td className={`${cell} tabular-nums`}>
                  {page.rate === null ? '—' : `${percent.format(page.rate)} (${number.format(page.enquiries)} ÷ ${number.format(page.views)})`}
                </td>
              </tr>
            ))}
          </TeamTable>
        )}
      </InsightsSection>

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
            <TeamTable caption={t('vitals.title')} minWidth="min-w-[36rem]" headings={[t('vitals.day'), ...vitalMetrics.map((metric) => `${metric} p75`), t('vitals.samples')]}>
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
              headings={[t('vitals.page'), 'LCP p75', t('vitals.labLcp'), 'CLS p75', t('vitals.labCls'), 'INP p75', 'TTFB p75', t('vitals.labTbt'), t('vitals.samples')]}
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
    </>
  );
}

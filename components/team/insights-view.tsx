import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { dateTag } from '@/lib/format';
import type { ParsedRange } from '@/lib/insights/range';
import { dimensions, type InsightsReport } from '@/lib/insights/report';
import { insightsWords } from '@/lib/insights/words';
import { memberDay } from '@/lib/team/format-time';
import { StackedWeeks, InsightsSection } from './insights-charts';
import { InsightsRangeBar } from './insights-range';
import { InsightsTotals, InsightsTraffic } from './insights-traffic';
import { InsightsVitals } from './insights-vitals';
import { TeamTable, stackedCell, stackedRow, teamCell } from './team-table';

const cell = teamCell;
/** A stacked row as a card of two columns on a phone (the page across both). */
const phoneCard = stackedRow.replace('max-sm:block', 'max-sm:grid max-sm:grid-cols-2');

type Props = {
  locale: Locale;
  report: InsightsReport;
  parsed: ParsedRange;
  /** The member's weekly summary choice, for the range bar's opt-in (owners only; null hides it). */
  weekly: boolean | null;
  /** Room for figures other parts of the team area add between the totals and the charts (e.g. leads answered in time). */
  children?: ReactNode;
};

/** The Insights page's body: range, totals against the period before, traffic, enquiry charts, conversion, Web Vitals. */
export async function InsightsView({ locale, report, parsed, weekly, children }: Props) {
  const t = await getTranslations({ locale, namespace: 'Team.insights' });
  const words = await insightsWords(locale);
  const tag = dateTag(locale);
  const number = new Intl.NumberFormat(tag);
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
  const granularity = report.byDimension.source.granularity;
  const bucketFormat = granularity === 'hour' ? (hour: string) => `${hour}:00` : memberDay(locale, { day: 'numeric', month: 'short' });
  return (
    <>
      <InsightsRangeBar locale={locale} report={report} parsed={parsed} weekly={weekly} />
      <InsightsTotals locale={locale} report={report} />
      {children}
      <InsightsTraffic locale={locale} report={report} />

      <InsightsSection id="insights-enquiries" title={t(`enquiries.${granularity}.title`)} intro={t(`enquiries.${granularity}.intro`)}>
        <div className="grid gap-4 lg:grid-cols-2">
          {dimensions.map((dimension) => {
            const { buckets, series, total } = report.byDimension[dimension];
            const lines = series.map((line) => ({ label: words.itemLabel(dimension, line.key, line.label), counts: line.counts, total: line.total }));
            const top = lines[0];
            return (
              <StackedWeeks
                key={dimension}
                id={`insights-${dimension}`}
                title={t(`dimensions.${dimension}`)}
                summary={top ? t('chartSummary', { total, top: top.label, count: top.total }) : t('empty')}
                columns={buckets.map(bucketFormat)}
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
          <TeamTable
            caption={t('conversion.title')}
            minWidth="sm:min-w-[36rem]"
            stackOnPhone
            headings={[
              t('conversion.page'),
              t('conversion.rate'),
              t('conversion.enquiries'),
              t('conversion.visits'),
              t('conversion.bounce'),
              t('conversion.views'),
            ]}
          >
            {report.pages.map((page) => (
              // On a phone each page is a card of two columns, the page and its conversion first.
              <tr key={page.path} className={phoneCard}>
                <th scope="row" className={`${cell} ${stackedCell} font-medium max-sm:col-span-2`} data-label={t('conversion.page')}>
                  {page.path}
                </th>
                <td className={`${cell} ${stackedCell} tabular-nums font-semibold`} data-label={t('conversion.rate')}>
                  {page.rate === null ? '—' : `${percent.format(page.rate)} (${number.format(page.enquiries)} ÷ ${number.format(page.visits)})`}
                </td>
                <td className={`${cell} ${stackedCell} tabular-nums`} data-label={t('conversion.enquiries')}>
                  {number.format(page.enquiries)}
                </td>
                <td className={`${cell} ${stackedCell} tabular-nums`} data-label={t('conversion.visits')}>
                  {number.format(page.visits)}
                </td>
                <td className={`${cell} ${stackedCell} tabular-nums`} data-label={t('conversion.bounce')}>
                  {page.visits > 0 ? percent.format(page.bounces / page.visits) : '—'}
                </td>
                <td className={`${cell} ${stackedCell} tabular-nums`} data-label={t('conversion.views')}>
                  {number.format(page.views)}
                </td>
              </tr>
            ))}
          </TeamTable>
        )}
      </InsightsSection>

      <InsightsVitals locale={locale} report={report} />
    </>
  );
}

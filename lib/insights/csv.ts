import 'server-only';
import { CSV_BOM, csvLine, csvSeparatorFor } from '@/lib/team/csv';
import type { Locale } from '@/i18n/routing';
import { dimensions, type Dimension, type InsightsReport } from '@/lib/insights/report';
import { vitalMetrics } from '@/lib/insights/vitals';

// The Insights page as a CSV: everything it shows for the range, one figure per line (table,
// item, period, measure, value) so a spreadsheet can pivot it any way. In the member's language
// and separator, with the same formula neutralisation as the leads export (lib/team/csv.ts).

export type InsightsCsvWords = {
  headers: { table: string; item: string; period: string; measure: string; value: string };
  dimension: (dimension: Dimension) => string;
  itemLabel: (dimension: Dimension, key: string, label: string | null) => string;
  channelName: (channel: string) => string;
  device: (device: string) => string;
  enquiries: string;
  views: string;
  visits: string;
  bounces: string;
  conversion: string;
  totals: string;
  previous: string;
  byChannel: string;
  bySource: string;
  byDevice: string;
  conversionTable: string;
  vitalsByDay: string;
  vitalsByPage: string;
  samples: string;
  range: string;
};

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null);

export function insightsCsv(report: InsightsReport, locale: Locale, words: InsightsCsvWords): string {
  const separator = csvSeparatorFor(locale);
  const lines: string[] = [CSV_BOM + csvLine(Object.values(words.headers), separator)];
  const add = (table: string, item: string, period: string, measure: string, value: number | null) =>
    lines.push(csvLine([table, item, period, measure, value === null ? '' : value], separator));
  const range = `${report.range.from} – ${report.range.to}`;
  const previousRange = `${report.previous.from} – ${report.previous.to}`;
  for (const [period, totals, table] of [
    [range, report.totals, words.totals],
    [previousRange, report.previous, words.previous],
  ] as const) {
    add(table, '', period, words.enquiries, totals.leads);
    add(table, '', period, words.visits, totals.visits);
    add(table, '', period, words.views, totals.views);
    add(table, '', period, words.bounces, totals.bounces);
    add(table, '', period, words.conversion, percent(totals.leads, totals.visits));
  }
  const traffic = (table: string, item: string, line: { views: number; visits: number; bounces: number; leads: number }, leads = true) => {
    add(table, item, range, words.visits, line.visits);
    add(table, item, range, words.views, line.views);
    add(table, item, range, words.bounces, line.bounces);
    if (leads) add(table, item, range, words.enquiries, line.leads);
  };
  for (const line of report.channels) traffic(words.byChannel, words.channelName(line.key), line);
  for (const line of report.sources) traffic(words.bySource, words.itemLabel('source', line.key, line.label), line);
  for (const line of report.devices) traffic(words.byDevice, words.device(line.key), line, false);
  for (const dimension of dimensions) {
    const { buckets, series } = report.byDimension[dimension];
    for (const line of series) {
      const item = words.itemLabel(dimension, line.key, line.label);
      const period = (bucket: string) => (report.byDimension[dimension].granularity === 'hour' ? `${report.range.from} ${bucket}:00` : bucket);
      line.counts.forEach((count, i) => add(words.dimension(dimension), item, period(buckets[i]!), words.enquiries, count));
    }
  }
  for (const page of report.pages) {
    add(words.conversionTable, page.path, range, words.visits, page.visits);
    add(words.conversionTable, page.path, range, words.views, page.views);
    add(words.conversionTable, page.path, range, words.bounces, page.bounces);
    add(words.conversionTable, page.path, range, words.enquiries, page.enquiries);
    add(words.conversionTable, page.path, range, words.conversion, percent(page.enquiries, page.visits));
  }
  for (const day of report.vitalsByDay) {
    for (const metric of vitalMetrics) add(words.vitalsByDay, metric, day.day, 'p75', day.p75[metric]);
    add(words.vitalsByDay, '', day.day, words.samples, day.samples);
  }
  for (const page of report.vitalsByPage) {
    for (const metric of vitalMetrics) add(words.vitalsByPage, page.path, range, `${metric} p75`, page.p75[metric]);
    add(words.vitalsByPage, page.path, range, words.samples, page.samples);
  }
  return lines.join('');
}

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
  enquiries: string;
  views: string;
  conversion: string;
  conversionTable: string;
  vitalsByDay: string;
  vitalsByPage: string;
  samples: string;
  range: string;
};

export function insightsCsv(report: InsightsReport, locale: Locale, words: InsightsCsvWords): string {
  const separator = csvSeparatorFor(locale);
  const lines: string[] = [CSV_BOM + csvLine(Object.values(words.headers), separator)];
  const add = (table: string, item: string, period: string, measure: string, value: number | null) =>
    lines.push(csvLine([table, item, period, measure, value === null ? '' : value], separator));
  const range = `${report.range.from} – ${report.range.to}`;
  for (const dimension of dimensions) {
    const { weeks, series } = report.byDimension[dimension];
    for (const line of series) {
      const item = words.itemLabel(dimension, line.key, line.label);
      line.counts.forEach((count, i) => add(words.dimension(dimension), item, weeks[i]!, words.enquiries, count));
    }
  }
  for (const page of report.pages) {
    add(words.conversionTable, page.path, range, words.views, page.views);
    add(words.conversionTable, page.path, range, words.enquiries, page.enquiries);
    add(words.conversionTable, page.path, range, words.conversion, page.rate === null ? null : Math.round(page.rate * 10_000) / 100);
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

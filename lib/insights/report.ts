import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { sourceKey, sourceName } from '@/lib/insights/source-values';
import { localDay, weekOf, weeksBetween } from '@/lib/insights/report-days';
import { p75, vitalMetrics, type VitalMetric } from '@/lib/insights/vitals';

// What the team's Insights page shows (app/[locale]/team/insights): enquiries per week by
// source, campaign, landing page and language; page views and conversion per landing page;
// real-user Web Vitals p75 per day. Leads are counted by the member's local week (Monday) and
// day; the page-view and vitals counters are kept per UTC day (lib/insights/record.ts) and are
// taken by their UTC day, a difference of at most a few hours at the range's two ends.

export type InsightsRange = { from: string; to: string; timeZone: string };
export const dimensions = ['source', 'campaign', 'landing', 'language'] as const;
export type Dimension = (typeof dimensions)[number];

/** One line of a chart: its label ('' for "direct" or "none") and a count per week. */
export type Series = { key: string; label: string | null; counts: number[]; total: number };
export type WeeklyBreakdown = { weeks: string[]; series: Series[]; total: number };
export type PageConversion = { path: string; views: number; enquiries: number; rate: number | null };
export type VitalsDay = { day: string; p75: Record<VitalMetric, number | null>; samples: number };
export type PageVitals = { path: string; p75: Record<VitalMetric, number | null>; samples: number };

export type InsightsReport = {
  range: InsightsRange;
  leads: number;
  views: number;
  byDimension: Record<Dimension, WeeklyBreakdown>;
  pages: PageConversion[];
  vitalsByDay: VitalsDay[];
  vitalsByPage: PageVitals[];
};

/** Lines a chart shows; the rest are summed as "other". */
export const TOP = 5;
const DAY_MS = 86_400_000;

type LeadSourceRow = { at: Date | string; locale: string | null; utmSource: string | null; sourceReferrer: string | null; utmCampaign: string | null; sourceLanding: string | null };

export async function insightsReport(prisma: PrismaClient, range: InsightsRange): Promise<InsightsReport> {
  // The range's days in the member's zone, widened by a day at each end for the query, then cut exactly.
  const fromAt = new Date(new Date(`${range.from}T00:00:00Z`).getTime() - DAY_MS).toISOString();
  const toAt = new Date(new Date(`${range.to}T00:00:00Z`).getTime() + 2 * DAY_MS).toISOString();
  const leadRows = await run<LeadSourceRow>(prisma, Prisma.sql`
    SELECT "createdAt" AS "at", "locale", "utmSource", "sourceReferrer", "utmCampaign", "sourceLanding" FROM "contact_submissions"
      WHERE "createdAt" >= ${fromAt}::timestamp(3) AND "createdAt" < ${toAt}::timestamp(3)
    UNION ALL
    SELECT "downloadedAt", "locale", "utmSource", "sourceReferrer", "utmCampaign", "sourceLanding" FROM "download_submissions"
      WHERE "downloadedAt" >= ${fromAt}::timestamp(3) AND "downloadedAt" < ${toAt}::timestamp(3)`);
  const leads = leadRows
    .map((row) => ({ ...row, day: localDay(new Date(typeof row.at === 'string' ? `${row.at}Z` : row.at), range.timeZone) }))
    .filter((row) => row.day >= range.from && row.day <= range.to);
  const weeks = weeksBetween(range.from, range.to);
  const keyOf: Record<Dimension, (row: (typeof leads)[number]) => [key: string, label: string | null]> = {
    source: (row) => {
      const source = { utmSource: row.utmSource, referrer: row.sourceReferrer };
      return [sourceKey(source), sourceName(source)];
    },
    campaign: (row) => [row.utmCampaign ?? '', row.utmCampaign],
    landing: (row) => [row.sourceLanding ?? '', row.sourceLanding],
    language: (row) => [row.locale ?? '', row.locale],
  };
  const byDimension = Object.fromEntries(
    dimensions.map((dimension) => [dimension, breakdown(leads, weeks, keyOf[dimension])]),
  ) as Record<Dimension, WeeklyBreakdown>;

  const viewRows = await run<{ path: string; views: number | string }>(prisma, Prisma.sql`
    SELECT "path", sum("views")::int AS "views" FROM "page_view_days"
    WHERE "day" >= ${range.from}::date AND "day" <= ${range.to}::date GROUP BY "path"`);
  const enquiriesByLanding = new Map<string, number>();
  for (const row of leads) if (row.sourceLanding) enquiriesByLanding.set(row.sourceLanding, (enquiriesByLanding.get(row.sourceLanding) ?? 0) + 1);
  const viewsByPath = new Map(viewRows.map((row) => [row.path, Number(row.views)]));
  const pages = [...new Set([...viewsByPath.keys(), ...enquiriesByLanding.keys()])]
    .map((path) => {
      const views = viewsByPath.get(path) ?? 0;
      const enquiries = enquiriesByLanding.get(path) ?? 0;
      return { path, views, enquiries, rate: views > 0 ? enquiries / views : null };
    })
    .sort((a, b) => b.enquiries - a.enquiries || b.views - a.views || a.path.localeCompare(b.path));

  const vitalRows = await run<{ day: string | Date; path: string; metric: VitalMetric; bucket: number; count: number | string }>(prisma, Prisma.sql`
    SELECT to_char("day", 'YYYY-MM-DD') AS "day", "path", "metric", "bucket", sum("count")::int AS "count" FROM "web_vital_days"
    WHERE "day" >= ${range.from}::date AND "day" <= ${range.to}::date GROUP BY "day", "path", "metric", "bucket"`);
  const vitalsByDay = vitalSummary(vitalRows, (row) => String(row.day)).map(([day, summary]) => ({ day, ...summary }));
  const vitalsByPage = vitalSummary(vitalRows, (row) => row.path)
    .map(([path, summary]) => ({ path, ...summary }))
    .sort((a, b) => b.samples - a.samples);
  return {
    range,
    leads: leads.length,
    views: [...viewsByPath.values()].reduce((sum, views) => sum + views, 0),
    byDimension,
    pages,
    vitalsByDay: vitalsByDay.sort((a, b) => a.day.localeCompare(b.day)),
    vitalsByPage,
  };
}

function breakdown<Row extends { day: string }>(rows: Row[], weeks: string[], keyOf: (row: Row) => [string, string | null]): WeeklyBreakdown {
  const all = new Map<string, { label: string | null; counts: number[] }>();
  for (const row of rows) {
    const [key, label] = keyOf(row);
    const entry = all.get(key) ?? { label, counts: weeks.map(() => 0) };
    const week = weeks.indexOf(weekOf(row.day));
    if (week >= 0) entry.counts[week]! += 1;
    all.set(key, entry);
  }
  const series = [...all].map(([key, { label, counts }]) => ({ key, label, counts, total: counts.reduce((a, b) => a + b, 0) }));
  series.sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  const top = series.slice(0, TOP);
  const rest = series.slice(TOP);
  if (rest.length > 0) {
    const counts = weeks.map((_, i) => rest.reduce((sum, line) => sum + line.counts[i]!, 0));
    top.push({ key: '*', label: null, counts, total: counts.reduce((a, b) => a + b, 0) });
  }
  return { weeks, series: top, total: rows.length };
}

type VitalRow = { metric: VitalMetric; bucket: number; count: number | string };

function vitalSummary<Row extends VitalRow>(rows: Row[], groupOf: (row: Row) => string): [string, { p75: Record<VitalMetric, number | null>; samples: number }][] {
  const groups = new Map<string, Map<VitalMetric, Map<number, number>>>();
  for (const row of rows) {
    const group = groups.get(groupOf(row)) ?? new Map<VitalMetric, Map<number, number>>();
    const histogram = group.get(row.metric) ?? new Map<number, number>();
    histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + Number(row.count));
    group.set(row.metric, histogram);
    groups.set(groupOf(row), group);
  }
  return [...groups].map(([key, group]) => {
    const values = Object.fromEntries(vitalMetrics.map((metric) => [metric, p75(metric, group.get(metric) ?? new Map())])) as Record<VitalMetric, number | null>;
    // Each sampled page load sends at most one reading per metric: the most-reported metric counts the loads.
    const samples = Math.max(0, ...[...group.values()].map((histogram) => [...histogram.values()].reduce((a, b) => a + b, 0)));
    return [key, { p75: values, samples }];
  });
}

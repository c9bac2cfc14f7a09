import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { channelOf, channels, type Channel } from '@/lib/insights/channels';
import { deviceClasses } from '@/lib/insights/paths';
import { shiftDay } from '@/lib/insights/range';
import { bucketsOf, granularityOf, localDay, localHour, weekOf, type Granularity } from '@/lib/insights/report-days';
import { sourceKey, sourceName } from '@/lib/insights/source-values';
import { sumTraffic, trafficBy, trafficRows, type TrafficTotals } from '@/lib/insights/traffic';
import { p75, vitalMetrics, type VitalMetric } from '@/lib/insights/vitals';

// What the team's Insights page shows (app/[locale]/team/insights): enquiries by source, channel,
// campaign, landing page and language, per hour (a one-day range), day (up to a month) or week;
// page views and visits by channel, source and device; conversion per landing page (enquiries
// from visits that began there ÷ those visits); the same totals for the period before; real-user
// Web Vitals p75 per day. Leads are counted by the member's local day; the page-view and vitals
// counters are kept per UTC day (lib/insights/record.ts) and taken by their UTC day, a difference
// of at most a few hours at the range's two ends.

export type InsightsRange = { from: string; to: string; timeZone: string };
export const dimensions = ['source', 'channel', 'campaign', 'landing', 'language'] as const;
export type Dimension = (typeof dimensions)[number];

/** One line of a chart: its label ('' for "direct" or "none") and a count per bucket. */
export type Series = { key: string; label: string | null; counts: number[]; total: number };
export type Breakdown = { granularity: Granularity; buckets: string[]; series: Series[]; total: number };
export type PageConversion = { path: string; views: number; visits: number; bounces: number; enquiries: number; rate: number | null };
export type TrafficLine = TrafficTotals & { key: string; leads: number };
export type Totals = TrafficTotals & { leads: number };
export type VitalsDay = { day: string; p75: Record<VitalMetric, number | null>; samples: number };
export type PageVitals = { path: string; p75: Record<VitalMetric, number | null>; samples: number };

export type InsightsReport = {
  range: InsightsRange;
  totals: Totals;
  /** The same number of days just before the range. */
  previous: Totals & { from: string; to: string };
  byDimension: Record<Dimension, Breakdown>;
  channels: TrafficLine[];
  sources: (TrafficLine & { label: string | null })[];
  devices: TrafficLine[];
  pages: PageConversion[];
  vitalsByDay: VitalsDay[];
  vitalsByPage: PageVitals[];
};

/** Lines a chart shows; the rest are summed as "other". */
export const TOP = 5;
const DAY_MS = 86_400_000;

type LeadRow = {
  at: Date | string;
  locale: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  sourceReferrer: string | null;
  sourceClickId: boolean | null;
  utmCampaign: string | null;
  sourceLanding: string | null;
};
type Lead = LeadRow & { instant: Date; day: string; source: string; sourceLabel: string | null; channel: Channel };

/** Enquiries (contact and white paper) whose local day in `timeZone` is within the range. */
async function leadsIn(prisma: PrismaClient, from: string, to: string, timeZone: string): Promise<Lead[]> {
  // The range's days in the member's zone, widened by a day at each end for the query, then cut exactly.
  const fromAt = new Date(new Date(`${from}T00:00:00Z`).getTime() - DAY_MS).toISOString();
  const toAt = new Date(new Date(`${to}T00:00:00Z`).getTime() + 2 * DAY_MS).toISOString();
  const columns = Prisma.sql`"locale", "utmSource", "utmMedium", "sourceReferrer", "sourceClickId", "utmCampaign", "sourceLanding"`;
  const rows = await run<LeadRow>(
    prisma,
    Prisma.sql`
    SELECT "createdAt" AS "at", ${columns} FROM "contact_submissions"
      WHERE "createdAt" >= ${fromAt}::timestamp(3) AND "createdAt" < ${toAt}::timestamp(3)
    UNION ALL
    SELECT "downloadedAt", ${columns} FROM "download_submissions"
      WHERE "downloadedAt" >= ${fromAt}::timestamp(3) AND "downloadedAt" < ${toAt}::timestamp(3)`,
  );
  return rows
    .map((row) => {
      const instant = new Date(typeof row.at === 'string' ? `${row.at}Z` : row.at);
      const visit = { utmSource: row.utmSource, utmMedium: row.utmMedium, referrer: row.sourceReferrer, clickId: row.sourceClickId };
      return { ...row, instant, day: localDay(instant, timeZone), source: sourceKey(visit), sourceLabel: sourceName(visit), channel: channelOf(visit) };
    })
    .filter((row) => row.day >= from && row.day <= to);
}

export async function insightsReport(prisma: PrismaClient, range: InsightsRange): Promise<InsightsReport> {
  const leads = await leadsIn(prisma, range.from, range.to, range.timeZone);
  const granularity = granularityOf(range.from, range.to);
  const buckets = bucketsOf(range.from, range.to, granularity);
  const bucketOf = (lead: Lead) => (granularity === 'hour' ? localHour(lead.instant, range.timeZone) : granularity === 'day' ? lead.day : weekOf(lead.day));
  const keyOf: Record<Dimension, (lead: Lead) => [key: string, label: string | null]> = {
    source: (lead) => [lead.source, lead.sourceLabel],
    channel: (lead) => [lead.channel, lead.channel],
    campaign: (lead) => [lead.utmCampaign ?? '', lead.utmCampaign],
    landing: (lead) => [lead.sourceLanding ?? '', lead.sourceLanding],
    language: (lead) => [lead.locale ?? '', lead.locale],
  };
  const byDimension = Object.fromEntries(
    dimensions.map((dimension) => [dimension, breakdown(leads, granularity, buckets, bucketOf, keyOf[dimension])]),
  ) as Record<Dimension, Breakdown>;

  const traffic = await trafficRows(prisma, range.from, range.to);
  const count = <K>(keys: (lead: Lead) => K) => {
    const out = new Map<K, number>();
    for (const lead of leads) out.set(keys(lead), (out.get(keys(lead)) ?? 0) + 1);
    return out;
  };
  const none: TrafficTotals = { views: 0, visits: 0, bounces: 0 };

  // Channels: all of them, in their order, so a zero reads as a zero.
  const viewsByChannel = trafficBy(traffic, 'channel');
  const leadsByChannel = count((lead) => lead.channel);
  const channelLines = channels.map((channel) => ({ key: channel, ...(viewsByChannel.get(channel) ?? none), leads: leadsByChannel.get(channel) ?? 0 }));

  // Sources by name (lower case is the key); the label is the name as people spell it.
  const viewsBySource = trafficBy(
    traffic.map((row) => ({ ...row, source: row.source.toLowerCase() })),
    'source',
  );
  const labels = new Map<string, string | null>();
  for (const row of traffic) labels.set(row.source.toLowerCase(), row.source || null);
  for (const lead of leads) labels.set(lead.source, lead.sourceLabel);
  const leadsBySource = count((lead) => lead.source);
  const sources = [...new Set([...viewsBySource.keys(), ...leadsBySource.keys()])]
    .map((key) => ({ key, label: labels.get(key) ?? null, ...(viewsBySource.get(key) ?? none), leads: leadsBySource.get(key) ?? 0 }))
    .sort((a, b) => b.views - a.views || b.leads - a.leads || a.key.localeCompare(b.key));

  const viewsByDevice = trafficBy(traffic, 'device');
  const devices = deviceClasses.map((device) => ({ key: device, ...(viewsByDevice.get(device) ?? none), leads: 0 }));

  // Conversion per landing page: enquiries whose visit began there ÷ the visits that began there.
  const byPath = trafficBy(traffic, 'path');
  const leadsByLanding = count((lead) => lead.sourceLanding);
  const pages = [...new Set([...byPath.keys(), ...[...leadsByLanding.keys()].filter((path): path is string => path !== null)])]
    .map((path) => {
      const { views, visits, bounces } = byPath.get(path) ?? none;
      const enquiries = leadsByLanding.get(path) ?? 0;
      return { path, views, visits, bounces, enquiries, rate: visits > 0 ? enquiries / visits : null };
    })
    .sort((a, b) => b.enquiries - a.enquiries || b.visits - a.visits || b.views - a.views || a.path.localeCompare(b.path));

  const days = Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / DAY_MS) + 1;
  const previousRange = { from: shiftDay(range.from, -days), to: shiftDay(range.from, -1) };
  const [previousLeads, previousTraffic] = await Promise.all([
    leadsIn(prisma, previousRange.from, previousRange.to, range.timeZone),
    trafficRows(prisma, previousRange.from, previousRange.to),
  ]);

  const vitals = await vitalRows(prisma, range.from, range.to);
  const vitalsByDay = vitalSummary(vitals, (row) => String(row.day)).map(([day, summary]) => ({ day, ...summary }));
  const vitalsByPage = vitalSummary(vitals, (row) => row.path)
    .map(([path, summary]) => ({ path, ...summary }))
    .sort((a, b) => b.samples - a.samples);
  return {
    range,
    totals: { leads: leads.length, ...sumTraffic(traffic) },
    previous: { ...previousRange, leads: previousLeads.length, ...sumTraffic(previousTraffic) },
    byDimension,
    channels: channelLines,
    sources,
    devices,
    pages,
    vitalsByDay: vitalsByDay.sort((a, b) => a.day.localeCompare(b.day)),
    vitalsByPage,
  };
}

function breakdown(
  leads: Lead[],
  granularity: Granularity,
  buckets: string[],
  bucketOf: (lead: Lead) => string,
  keyOf: (lead: Lead) => [string, string | null],
): Breakdown {
  const all = new Map<string, { label: string | null; counts: number[] }>();
  for (const lead of leads) {
    const [key, label] = keyOf(lead);
    const entry = all.get(key) ?? { label, counts: buckets.map(() => 0) };
    const at = buckets.indexOf(bucketOf(lead));
    if (at >= 0) entry.counts[at]! += 1;
    all.set(key, entry);
  }
  const series = [...all].map(([key, { label, counts }]) => ({ key, label, counts, total: counts.reduce((a, b) => a + b, 0) }));
  series.sort((a, b) => b.total - a.total || a.key.localeCompare(b.key));
  const top = series.slice(0, TOP);
  const rest = series.slice(TOP);
  if (rest.length > 0) {
    const counts = buckets.map((_, i) => rest.reduce((sum, line) => sum + line.counts[i]!, 0));
    top.push({ key: '*', label: null, counts, total: counts.reduce((a, b) => a + b, 0) });
  }
  return { granularity, buckets, series: top, total: leads.length };
}

type VitalRow = { day: string | Date; path: string; metric: VitalMetric; bucket: number; count: number | string };

function vitalRows(prisma: PrismaClient, from: string, to: string): Promise<VitalRow[]> {
  return run<VitalRow>(
    prisma,
    Prisma.sql`
    SELECT to_char("day", 'YYYY-MM-DD') AS "day", "path", "metric", "bucket", sum("count")::int AS "count" FROM "web_vital_days"
    WHERE "day" >= ${from}::date AND "day" <= ${to}::date GROUP BY "day", "path", "metric", "bucket"`,
  );
}

function vitalSummary(rows: VitalRow[], groupOf: (row: VitalRow) => string): [string, { p75: Record<VitalMetric, number | null>; samples: number }][] {
  const groups = new Map<string, Map<VitalMetric, Map<number, number>>>();
  for (const row of rows) {
    const group = groups.get(groupOf(row)) ?? new Map<VitalMetric, Map<number, number>>();
    const histogram = group.get(row.metric) ?? new Map<number, number>();
    histogram.set(row.bucket, (histogram.get(row.bucket) ?? 0) + Number(row.count));
    group.set(row.metric, histogram);
    groups.set(groupOf(row), group);
  }
  return [...groups].map(([key, group]) => {
    const values = Object.fromEntries(vitalMetrics.map((metric) => [metric, p75(metric, group.get(metric) ?? new Map())])) as Record<
      VitalMetric,
      number | null
    >;
    // Each sampled page load sends at most one reading per metric: the most-reported metric counts the loads.
    const samples = Math.max(0, ...[...group.values()].map((histogram) => [...histogram.values()].reduce((a, b) => a + b, 0)));
    return [key, { p75: values, samples }];
  });
}

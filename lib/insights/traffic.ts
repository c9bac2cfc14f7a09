import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import { channelOfStoredSource, isChannel, type Channel } from '@/lib/insights/channels';
import { OTHER_SOURCE } from '@/lib/insights/record';
import { namedSource } from '@/lib/insights/source-values';

// Page views and visits from the daily counters (lib/insights/record.ts), for a range of UTC days.
// A visit is a page view that began one (the browser's sessionStorage marked it: no cookie, no
// identifier); a bounce is a visit that sent no second page view. Rows from before visits were
// kept have none, and rows from before sources were stored by name are named here, so older
// days still add up under one "Google".

export type TrafficTotals = { views: number; visits: number; bounces: number };
export type TrafficRow = { path: string; source: string; channel: Channel; device: string; views: number; visits: number; bounces: number };

type Stored = { path: string; source: string; channel: string; device: string; views: number | string; entries: number | string; continued: number | string };

/** Every counter row of the range, summed over its days, with the source named and the channel known. */
export async function trafficRows(prisma: PrismaClient, from: string, to: string): Promise<TrafficRow[]> {
  const rows = await run<Stored>(
    prisma,
    Prisma.sql`
    SELECT "path", "source", "channel", "device", sum("views")::int AS "views", sum("entries")::int AS "entries", sum("continued")::int AS "continued"
    FROM "page_view_days" WHERE "day" >= ${from}::date AND "day" <= ${to}::date
    GROUP BY "path", "source", "channel", "device"`,
  );
  return rows.map((row) => {
    const visits = Number(row.entries);
    return {
      path: row.path,
      source: row.source === OTHER_SOURCE || !row.source ? row.source : namedSource(row.source),
      channel: isChannel(row.channel) ? row.channel : channelOfStoredSource(row.source === OTHER_SOURCE ? '' : row.source),
      device: row.device,
      views: Number(row.views),
      visits,
      // A second page counted the next day (a visit over midnight) cannot make bounces negative.
      bounces: Math.max(0, visits - Number(row.continued)),
    };
  });
}

export function sumTraffic(rows: readonly Pick<TrafficRow, 'views' | 'visits' | 'bounces'>[]): TrafficTotals {
  return rows.reduce((sum, row) => ({ views: sum.views + row.views, visits: sum.visits + row.visits, bounces: sum.bounces + row.bounces }), {
    views: 0,
    visits: 0,
    bounces: 0,
  });
}

/** Rows summed by one of their fields, largest first. */
export function trafficBy<K extends 'path' | 'source' | 'channel' | 'device'>(rows: readonly TrafficRow[], field: K): Map<TrafficRow[K], TrafficTotals> {
  const out = new Map<TrafficRow[K], TrafficTotals>();
  for (const row of rows) {
    const sum = out.get(row[field]) ?? { views: 0, visits: 0, bounces: 0 };
    sum.views += row.views;
    sum.visits += row.visits;
    sum.bounces += row.bounces;
    out.set(row[field], sum);
  }
  return new Map([...out].sort((a, b) => b[1].views - a[1].views));
}

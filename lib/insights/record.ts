import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import type { Beacon } from '@/lib/insights/beacon';
import { pathLocale } from '@/lib/insights/paths';
import { sourceKey } from '@/lib/insights/source-values';
import { vitalBucket } from '@/lib/insights/vitals';

// Each beacon is one statement that adds 1 to a counter row (INSERT … ON CONFLICT DO UPDATE):
// no raw row is ever written, so there is nothing to aggregate later and nothing to delete.
// The day is the UTC day; the Insights page sums days in the member's zone to the nearest day.

/** The UTC day of an instant, as the counters' key. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

export async function recordBeacon(prisma: PrismaClient, beacon: Beacon, at = new Date()): Promise<void> {
  const day = utcDay(at);
  const locale = pathLocale(beacon.path);
  if (beacon.t === 'view') {
    const source = sourceKey({ utmSource: beacon.utmSource, referrer: beacon.referrer });
    await run(prisma, Prisma.sql`
      INSERT INTO "page_view_days" ("day", "path", "locale", "source", "device", "views")
      VALUES (${day}::date, ${beacon.path}, ${locale}, ${source}, ${beacon.device}, 1)
      ON CONFLICT ("day", "path", "source", "device") DO UPDATE SET "views" = "page_view_days"."views" + 1`);
    return;
  }
  const rows = beacon.readings.map(
    (reading) => Prisma.sql`(${day}::date, ${beacon.path}, ${locale}, ${beacon.device}, ${reading.name}, ${vitalBucket(reading.name, reading.value)}::int, 1)`,
  );
  await run(prisma, Prisma.sql`
    INSERT INTO "web_vital_days" ("day", "path", "locale", "device", "metric", "bucket", "count")
    VALUES ${Prisma.join(rows)}
    ON CONFLICT ("day", "path", "device", "metric", "bucket") DO UPDATE SET "count" = "web_vital_days"."count" + 1`);
}

/** How long the daily totals are kept (the privacy notice says 25 months). */
export const INSIGHTS_RETENTION_MONTHS = 25;

/** Deletes page-view and Web Vitals totals older than the retention; both tables, by their key's first column. */
export async function pruneInsights(prisma: PrismaClient, now: Date): Promise<number> {
  const cutoff = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - INSIGHTS_RETENTION_MONTHS, now.getUTCDate()));
  const day = utcDay(cutoff);
  const views = await prisma.$executeRaw`DELETE FROM "page_view_days" WHERE "day" < ${day}::date`;
  const vitals = await prisma.$executeRaw`DELETE FROM "web_vital_days" WHERE "day" < ${day}::date`;
  return views + vitals;
}

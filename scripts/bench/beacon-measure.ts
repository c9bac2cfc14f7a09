// The beacon part's measuring process (scripts/bench/beacon.mjs starts it with the react-server
// condition): the counter upserts behind POST /api/beacon (lib/insights/record.ts), called as the
// route calls them, without HTTP, on PGlite (BEACON_PGLITE_DIR) or PostgreSQL (DATABASE_URL).
// Writes a year of a busy site's page views, then times page-view and vitals beacons one after
// another and 16 at a time. Prints one JSON line with the figures.
import { performance } from 'node:perf_hooks';
import { openDatabase } from '@/lib/db/connection';
import { migrate } from '@/lib/db/migrate';
import type { Beacon } from '@/lib/insights/beacon';
import { recordBeacon } from '@/lib/insights/record';
import { vitalMetrics } from '@/lib/insights/vitals';
import { locales } from '@/i18n/routing';
import { routes } from '@/lib/site';

const url = process.env.DATABASE_URL;
const dir = process.env.BEACON_PGLITE_DIR;
const count = Number(process.env.BEACON_COUNT ?? 4000);
const db = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dir! });

const paths = locales.flatMap((locale) => routes.map((route) => `/${locale}${route}`));
const sources = ['', 'linkedin', 'google.com', 'newsletter', 'bing.com', 'duckduckgo.com', 'facebook', 'x', 'news.ycombinator.com', 'partner.example'];
const devices = ['mobile', 'tablet', 'desktop'] as const;
const view = (i: number): Beacon => ({ t: 'view', path: paths[i % paths.length]!, device: devices[i % 3]!, referrer: null, utmSource: sources[i % sources.length] || null });
const vitals = (i: number): Beacon => ({
  t: 'vitals',
  path: paths[i % paths.length]!,
  device: devices[i % 3]!,
  readings: vitalMetrics.map((name) => ({ name, value: name === 'CLS' ? (i % 50) / 200 : 200 + ((i * 37) % 4000) })),
});

async function timed(label: string, make: (i: number) => Beacon, concurrency: number) {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) await recordBeacon(db.prisma, make(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { label, concurrency, beacons: count, perSecond: Math.round(count / seconds) };
}

try {
  await migrate(db, { log: () => {} });
  const runs = [await timed('page view', view, 1), await timed('page view', view, 16), await timed('Web Vitals (4 readings)', vitals, 1), await timed('Web Vitals (4 readings)', vitals, 16)];
  // A year of a busy site: every page every day from every source on every device class, and
  // for vitals every page × device × metric with 60 histogram buckets in use (a wide spread).
  const yearViewRows = 365 * paths.length * sources.length * devices.length;
  const yearVitalRows = 365 * paths.length * devices.length * vitalMetrics.length * 60;
  const rows = await db.prisma.$queryRaw<{ views: number; vitals: number }[]>`
    SELECT (SELECT count(*)::int FROM "page_view_days") AS "views", (SELECT count(*)::int FROM "web_vital_days") AS "vitals"`;
  const sizes = url
    ? await db.prisma.$queryRaw<{ views: bigint; vitals: bigint }[]>`
        SELECT pg_total_relation_size('page_view_days') AS "views", pg_total_relation_size('web_vital_days') AS "vitals"`
    : [{ views: 0n, vitals: 0n }];
  console.log(
    JSON.stringify({
      engine: url ? 'postgres' : 'pglite',
      runs,
      rowsAfter: rows[0],
      bytesAfter: { views: Number(sizes[0]!.views), vitals: Number(sizes[0]!.vitals) },
      yearViewRows,
      yearVitalRows,
    }),
  );
} finally {
  await db.close();
}

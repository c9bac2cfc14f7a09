// The beacon part's measuring process (scripts/bench/beacon.mjs starts it with the react-server
// condition): the counter upserts behind POST /api/beacon (lib/insights/record.ts), called as the
// route calls them, without HTTP, on PGlite (BEACON_PGLITE_DIR) or PostgreSQL (DATABASE_URL).
// Times page-view and vitals beacons of a busy day's mix, one after another and 16 at a time, and
// counts the rows they leave. Prints one JSON line with the figures.
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
const count = Number(process.env.BEACON_COUNT ?? 5000);
const db = await openDatabase(url ? { kind: 'postgres', url } : { kind: 'pglite', dataDir: dir! });

const paths = locales.flatMap((locale) => routes.map((route) => `/${locale}${route}`));
const sources = ['', 'linkedin', 'google.com', 'newsletter', 'bing.com', 'duckduckgo.com', 'facebook', 'x', 'news.ycombinator.com', 'partner.example'];
const devices = ['mobile', 'tablet', 'desktop'] as const;
// A busy day's traffic, drawn from a seeded generator: the home pages and services most visited,
// most visits direct or from a search engine, half on phones, readings spread log-normally.
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(items: readonly T[]) => items[Math.min(items.length - 1, Math.floor(items.length * random() ** 2))]!;
const logNormal = (median: number, spread: number) => median * Math.exp(spread * Math.sqrt(-2 * Math.log(random() || 1e-9)) * Math.cos(2 * Math.PI * random()));
const medians = { LCP: 1800, INP: 120, CLS: 0.03, TTFB: 350 } as const;
const view = (): Beacon => ({ t: 'view', path: pick(paths), device: pick(devices), referrer: null, utmSource: pick(sources) || null });
const vitals = (): Beacon => ({
  t: 'vitals',
  path: pick(paths),
  device: pick(devices),
  readings: vitalMetrics.map((name) => ({ name, value: Math.min(name === 'CLS' ? 5 : 60_000, logNormal(medians[name], 0.6)) })),
});

async function timed(label: string, make: () => Beacon, concurrency: number) {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < count) await recordBeacon(db.prisma, make());
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { label, concurrency, beacons: count, perSecond: Math.round(count / seconds) };
}

try {
  await migrate(db, { log: () => {} });
  const runs = [await timed('page view', view, 1), await timed('page view', view, 16), await timed('Web Vitals (4 readings)', vitals, 1), await timed('Web Vitals (4 readings)', vitals, 16)];
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
    }),
  );
} finally {
  await db.close();
}

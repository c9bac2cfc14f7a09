import 'server-only';
import { run } from '@/lib/db/raw-sql';
import { Prisma, type PrismaClient } from '@/lib/generated/prisma/client';
import type { Beacon } from '@/lib/insights/beacon';
import { channelOf } from '@/lib/insights/channels';
import { pathLocale } from '@/lib/insights/paths';
import { isKnownSourceName, sourceName } from '@/lib/insights/source-values';
import { vitalBucket } from '@/lib/insights/vitals';
import { errorText, log } from '@/lib/log';
import { processSlot } from '@/lib/process-slot.mjs';

// Beacons are counted in this process's memory and written in batches: one statement per few
// hundred counter rows (INSERT … ON CONFLICT DO UPDATE adding the counts), at most every few
// seconds, so a beacon costs no database round of its own. No raw row is ever written. What is
// checked against the database happens here, once per batch, not once per beacon: an article path
// counts only while the article is published, and a day takes at most SOURCES_PER_DAY new source
// names (well-known ones always pass), the rest folded into "other" ('*'), so junk UTM values
// from one address cannot grow the table. The day is the UTC day.

/** New source names a day takes before the rest are folded into "other". */
export const SOURCES_PER_DAY = 50;
/** Write when this many counter rows wait, or FLUSH_MS after the first one came. */
const FLUSH_ROWS = 500;
const FLUSH_MS = 5_000;
/** Counter rows kept while the database is away; beyond that new rows are dropped (and logged). */
const MAX_PENDING = 50_000;
const ARTICLE_CACHE_MS = 60_000;
export const OTHER_SOURCE = '*';

type ViewCounts = { day: string; path: string; source: string; channel: string; device: string; views: number; entries: number; continued: number };
type VitalCounts = { day: string; path: string; device: string; metric: string; bucket: number; count: number };
type Tally = {
  views: Map<string, ViewCounts>;
  vitals: Map<string, VitalCounts>;
  since?: number;
  timer?: NodeJS.Timeout;
  flushing?: Promise<void>;
  dropped: number;
  sourcesByDay: Map<string, Set<string>>;
  articles?: { at: number; paths: Set<string> };
};
const tally = processSlot<Tally>('insightsTally', () => ({ views: new Map(), vitals: new Map(), dropped: 0, sourcesByDay: new Map() }));

/** The UTC day of an instant, as the counters' key. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

const ARTICLE = /^\/(?:en|de|fr|nl)\/insights\/(?!page\/|tag\/)/;

/** Adds a beacon to the counts in memory; true when a batch is due (the caller flushes, e.g. in after()). */
export function countBeacon(beacon: Beacon, at = new Date()): boolean {
  const day = utcDay(at);
  if (tally.views.size + tally.vitals.size >= MAX_PENDING) {
    if (tally.dropped++ === 0) log.error('page-view counts are not being written: new counts are dropped until they are', { pending: MAX_PENDING });
    return true;
  }
  if (beacon.t === 'view') {
    const source = (sourceName(beacon) ?? '').slice(0, 100);
    const channel = channelOf(beacon);
    const add = (path: string, counts: Partial<Pick<ViewCounts, 'views' | 'entries' | 'continued'>>) => {
      const key = [day, path, source, channel, beacon.device].join('\u0000');
      const row = tally.views.get(key) ?? { day, path, source, channel, device: beacon.device, views: 0, entries: 0, continued: 0 };
      row.views += counts.views ?? 0;
      row.entries += counts.entries ?? 0;
      row.continued += counts.continued ?? 0;
      tally.views.set(key, row);
    };
    add(beacon.path, { views: 1, entries: beacon.visit === 'start' ? 1 : 0 });
    // The visit's second page: the visit that began on `landing` did not bounce.
    if (beacon.visit === 'next' && beacon.landing) add(beacon.landing, { continued: 1 });
  } else {
    for (const reading of beacon.readings) {
      const bucket = vitalBucket(reading.name, reading.value);
      const key = [day, beacon.path, beacon.device, reading.name, bucket].join('\u0000');
      const row = tally.vitals.get(key) ?? { day, path: beacon.path, device: beacon.device, metric: reading.name, bucket, count: 0 };
      row.count += 1;
      tally.vitals.set(key, row);
    }
  }
  tally.since ??= Date.now();
  return tally.views.size + tally.vitals.size >= FLUSH_ROWS || Date.now() - tally.since >= FLUSH_MS;
}

/** Writes a flush later (FLUSH_MS) if nothing else does: the tail of a quiet minute is not kept waiting for the next beacon. */
export function flushSoon(write: () => Promise<void>): void {
  if (tally.timer) return;
  tally.timer = setTimeout(() => {
    tally.timer = undefined;
    void write();
  }, FLUSH_MS);
  tally.timer.unref?.();
}

/** Writes what is counted so far; one flush at a time, the next one waits for it. On failure the counts stay for the next. */
export async function flushCounts(prisma: PrismaClient): Promise<void> {
  while (tally.flushing) await tally.flushing;
  if (tally.views.size === 0 && tally.vitals.size === 0) return;
  const views = [...tally.views.values()];
  const vitals = [...tally.vitals.values()];
  tally.views = new Map();
  tally.vitals = new Map();
  tally.since = undefined;
  tally.flushing = write(prisma, views, vitals)
    .then(() => {
      if (tally.dropped > 0) log.info('page-view counts are written again', { dropped: tally.dropped });
      tally.dropped = 0;
    })
    .catch((error: unknown) => {
      log.error('page-view counts could not be written; kept for the next attempt', { error: errorText(error), rows: views.length + vitals.length });
      for (const row of views) mergeView(row);
      for (const row of vitals) mergeVital(row);
      tally.since ??= Date.now();
    })
    .finally(() => {
      tally.flushing = undefined;
    });
  await tally.flushing;
}

/** For tests and the bench: count one beacon and write it at once. */
export async function recordBeacon(prisma: PrismaClient, beacon: Beacon, at = new Date()): Promise<void> {
  countBeacon(beacon, at);
  await flushCounts(prisma);
}

function mergeView(row: ViewCounts): void {
  const key = [row.day, row.path, row.source, row.channel, row.device].join('\u0000');
  const known = tally.views.get(key);
  if (!known) return void tally.views.set(key, row);
  known.views += row.views;
  known.entries += row.entries;
  known.continued += row.continued;
}

function mergeVital(row: VitalCounts): void {
  const key = [row.day, row.path, row.device, row.metric, row.bucket].join('\u0000');
  const known = tally.vitals.get(key);
  if (known) known.count += row.count;
  else tally.vitals.set(key, row);
}

async function write(prisma: PrismaClient, views: ViewCounts[], vitals: VitalCounts[]): Promise<void> {
  const published = await publishedArticles(
    prisma,
    [...views, ...vitals].some((row) => ARTICLE.test(row.path)),
  );
  const counted = (path: string) => !ARTICLE.test(path) || published.has(path);
  const folded = new Map<string, ViewCounts>();
  for (const row of views.filter((row) => counted(row.path))) {
    const source = await admittedSource(prisma, row.day, row.source);
    const key = [row.day, row.path, source, row.channel, row.device].join('\u0000');
    const known = folded.get(key);
    if (known) {
      known.views += row.views;
      known.entries += row.entries;
      known.continued += row.continued;
    } else folded.set(key, { ...row, source });
  }
  for (const batch of chunks([...folded.values()], 400)) {
    const rows = batch.map(
      (row) =>
        Prisma.sql`(${row.day}::date, ${row.path}, ${pathLocale(row.path)}, ${row.source}, ${row.channel}, ${row.device}, ${row.views}::int, ${row.entries}::int, ${row.continued}::int)`,
    );
    await run(
      prisma,
      Prisma.sql`
      INSERT INTO "page_view_days" ("day", "path", "locale", "source", "channel", "device", "views", "entries", "continued")
      VALUES ${Prisma.join(rows)}
      ON CONFLICT ("day", "path", "source", "channel", "device") DO UPDATE SET
        "views" = "page_view_days"."views" + EXCLUDED."views",
        "entries" = "page_view_days"."entries" + EXCLUDED."entries",
        "continued" = "page_view_days"."continued" + EXCLUDED."continued"`,
    );
  }
  for (const batch of chunks(
    vitals.filter((row) => counted(row.path)),
    400,
  )) {
    const rows = batch.map(
      (row) => Prisma.sql`(${row.day}::date, ${row.path}, ${pathLocale(row.path)}, ${row.device}, ${row.metric}, ${row.bucket}::int, ${row.count}::int)`,
    );
    await run(
      prisma,
      Prisma.sql`
      INSERT INTO "web_vital_days" ("day", "path", "locale", "device", "metric", "bucket", "count")
      VALUES ${Prisma.join(rows)}
      ON CONFLICT ("day", "path", "device", "metric", "bucket") DO UPDATE SET "count" = "web_vital_days"."count" + EXCLUDED."count"`,
    );
  }
}

/** The source as it may be stored on `day`: a well-known name, one the day already has, or a new one while the day has room. */
async function admittedSource(prisma: PrismaClient, day: string, source: string): Promise<string> {
  if (!source || isKnownSourceName(source)) return source;
  let known = tally.sourcesByDay.get(day);
  if (!known) {
    const rows = await run<{ source: string }>(prisma, Prisma.sql`SELECT DISTINCT "source" FROM "page_view_days" WHERE "day" = ${day}::date`);
    known = new Set(rows.map((row) => row.source).filter((name) => name && name !== OTHER_SOURCE && !isKnownSourceName(name)));
    // Only today's and yesterday's days are kept in mind.
    for (const old of [...tally.sourcesByDay.keys()].sort().slice(0, -1)) tally.sourcesByDay.delete(old);
    tally.sourcesByDay.set(day, known);
  }
  if (known.has(source)) return source;
  if (known.size >= SOURCES_PER_DAY) return OTHER_SOURCE;
  known.add(source);
  return source;
}

async function publishedArticles(prisma: PrismaClient, needed: boolean): Promise<Set<string>> {
  if (!needed) return new Set();
  if (tally.articles && Date.now() - tally.articles.at < ARTICLE_CACHE_MS) return tally.articles.paths;
  const rows = await run<{ locale: string; slug: string }>(
    prisma,
    Prisma.sql`SELECT "locale", "slug" FROM "article_translations" WHERE "publishedRevisionId" IS NOT NULL`,
  );
  const paths = new Set(rows.map((row) => `/${row.locale}/insights/${row.slug}`));
  tally.articles = { at: Date.now(), paths };
  return paths;
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
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

// The page-view and Web Vitals beacon's writes: upserts per second on PGlite and on
// a throwaway PostgreSQL 15, one at a time and 16 at a time, and the row counts a year of a busy
// site adds. The measuring runs in its own process (scripts/bench/beacon-measure.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { tracked } from './server.mjs';
import { table } from './table.mjs';
import { measureInChild } from './child-measure.mjs';

export async function runBeacon({ databases, log = console.log }) {
  const results = [];
  if (databases.includes('pglite')) {
    const dir = mkdtempSync(join(resolve('.tmp'), 'bench-beacon-'));
    try {
      log('  beacon: PGlite…');
      results.push(await measure({ BEACON_PGLITE_DIR: join(dir, 'db'), DATABASE_URL: '' }));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (databases.includes('postgres')) {
    const { startPostgres } = await tsImport('../../test/postgres.ts', import.meta.url);
    const pg = await startPostgres();
    const stop = tracked(() => pg.stop());
    try {
      log('  beacon: PostgreSQL 15…');
      results.push(await measure({ DATABASE_URL: await pg.createDatabase('bench_beacon') }));
    } finally {
      await stop();
    }
  }
  return results;
}

const measure = (env) => measureInChild('scripts/bench/beacon-measure.ts', { env, nodeArgs: ['--conditions=react-server'] });

export function beaconTable(results) {
  const rows = results.flatMap((result) => result.runs.map((run) => [result.engine, run.label, String(run.concurrency), String(run.beacons), String(run.perSecond)]));
  const day = results[0];
  const views = day ? day.runs.filter((run) => run.label === 'page view').reduce((sum, run) => sum + run.beacons, 0) : 0;
  const vitalBeacons = day ? day.runs.filter((run) => run.label !== 'page view').reduce((sum, run) => sum + run.beacons, 0) : 0;
  const n = (value) => value.toLocaleString('en-GB');
  return table(
    'Beacon writes: counter upserts per second (lib/insights/record.ts, no HTTP)',
    ['database', 'beacon', 'at once', 'beacons', 'per s'],
    rows,
    day
      ? `All beacons of a run fall on one day: ${n(views)} page views and ${n(vitalBeacons)} Web Vitals beacons (what ${n(vitalBeacons * 2)} page loads send at the 50 % sample) ` +
          `left ${n(day.rowsAfter.views)} page-view rows and ${n(day.rowsAfter.vitals)} Web Vitals rows` +
          (day.bytesAfter.views ? ` (${(day.bytesAfter.views / 1e6).toFixed(1)} + ${(day.bytesAfter.vitals / 1e6).toFixed(1)} MB with indexes on PostgreSQL)` : '') +
          `. A year of such days: about ${n(day.rowsAfter.views * 365)} + ${n(day.rowsAfter.vitals * 365)} rows, bounded by pages × sources × devices and pages × devices × metrics × buckets, not by visits.`
      : '',
  );
}

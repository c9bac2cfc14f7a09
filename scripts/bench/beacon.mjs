// The page-view beacon against the pages it counts, in one run on one server: pages
// per second alone, then pages and beacons at the same time, on PGlite and on a throwaway
// PostgreSQL 15. The beacons come from many addresses behind one trusted proxy (TRUST_PROXY=1,
// X-Forwarded-For), as a site's visitors would, with its real allowance per address (the server
// runs with the rate limit on). Every page view sends one beacon, so they are offered at the rate
// pages were served alone, and the target is: beacons/s at least half of pages/s, at most 10 %
// refused, and pages keep 80 % of their rate while beacons arrive. After the run the counters must hold every accepted beacon (written in batches).
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { publicOrigin } from './forms.mjs';
import { load } from './load.mjs';
import { cpuMs, startNext, tracked } from './server.mjs';
import { table } from './table.mjs';

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';
const PAGES = ['/en', '/de', '/en/services', '/de/contact', '/fr/about', '/nl/industry'];
const SOURCES = [
  { referrer: 'www.google.de', utmSource: null, utmMedium: null, clickId: true },
  { referrer: 'www.google.nl', utmSource: null, utmMedium: null, clickId: false },
  { referrer: null, utmSource: 'linkedin', utmMedium: 'social', clickId: false },
  { referrer: null, utmSource: 'newsletter', utmMedium: 'email', clickId: false },
  { referrer: null, utmSource: null, utmMedium: null, clickId: false },
];
/** Distinct visitor addresses the proxy forwards; each sends far fewer than its 60 a minute. */
const ADDRESSES = 20_000;
// Addresses 0–7,999 for the beacons beside pages (cycled in order), 10,000–11,999 for the beacons
// alone, 19,000–19,039 for the warm-up, so no address comes near its 60 a minute in one run.

export async function runBeacon({ databases, port, distDir, connections = 32, duration = 10, log = console.log }) {
  const results = [];
  for (const kind of databases) {
    log(`  beacon against pages on ${kind}…`);
    results.push(kind === 'postgres' ? await onPostgres() : await onPglite());
  }
  return results;

  async function onPglite() {
    const dataDir = freshDir('.tmp/bench-beacon-pglite');
    try {
      const figures = await measure({ DATA_DIR: dataDir, DATABASE_URL: '' }, async () => countPglite(join(dataDir, 'pglite')));
      return { database: 'PGlite (embedded)', ...figures };
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  async function onPostgres() {
    const { startPostgres } = await tsImport('../../test/postgres.ts', import.meta.url);
    const pg = await startPostgres();
    const stopPostgres = tracked(() => pg.stop());
    const dataDir = freshDir('.tmp/bench-beacon-postgres');
    try {
      const url = await pg.createDatabase('bench_beacon');
      const migrated = spawnSync('npm', ['run', '--silent', 'db:migrate'], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
      if (migrated.status !== 0) throw new Error(`db:migrate failed: ${migrated.stderr || migrated.stdout}`);
      const figures = await measure({ DATA_DIR: dataDir, DATABASE_URL: url }, () => countPostgres(url));
      return { database: 'PostgreSQL 15', ...figures };
    } finally {
      await stopPostgres();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  async function measure(env, countViews) {
    // The rate limit stays on (no RATE_LIMIT_DISABLED): the beacon's allowance per address is part of what is measured.
    const site = await startNext({
      port,
      env: { ...env, ...publicOrigin(port), TRUST_PROXY: '1', NEXT_DIST_DIR: distDir },
      label: 'beacon server',
      readyTimeoutMs: 240_000,
    });
    const origin = site.url;
    let accepted;
    let pagesAlone, pagesAloneAfter, pagesTogether, beacons, beaconsAlone, pageCpuMs, beaconCpuMs;
    try {
      const pages = () => PAGES.map((path) => ({ method: 'GET', path, headers: { 'user-agent': CHROME, 'accept-language': 'en' } }));
      // Warm-up: every page cached and the beacon's path compiled, then a few seconds of the
      // page load itself: a server measured cold served fewer pages alone than beside beacons
      // (pages "kept" 140–150 %), which made half its rate too few beacons to judge by.
      await load({ url: origin, requests: pages(), connections: 4, amount: 60 });
      for (const request of beaconRequests(origin, 19_000, WARM_UP_BEACONS)) {
        const response = await fetch(origin + request.path, { method: 'POST', headers: request.headers, body: request.body });
        if (response.status !== 204) throw new Error(`warm-up beacon answered ${response.status}`);
      }
      await load({ url: origin, requests: pages(), connections, duration: WARM_UP_SECONDS });
      let cpuBefore = cpuMs(site.pid);
      pagesAlone = await load({ url: origin, requests: pages(), connections, duration });
      pageCpuMs = (cpuMs(site.pid) - cpuBefore) / Math.max(1, pagesAlone.requests);
      // Beacons arrive as visitors send them, not as fast as a closed loop of connections can push:
      // one per page served alone (every page view sends one), open loop. Whether they are
      // answered, and what the pages keep, is measured.
      const beaconRate = Math.max(1, Math.round(pagesAlone.requestsPerSecond));
      [pagesTogether, beacons] = await Promise.all([
        load({ url: origin, requests: pages(), connections, duration }),
        // From a process of its own (beacon-load.mjs): the page client's event loop is busy enough.
        loadInChild({ origin, startAt: 0, count: 8_000, sockets: 16, duration, rate: beaconRate }),
      ]);
      // Pages alone once more: the neighbours' load drifts, so "kept" is judged against the mean
      // of the runs before and after the shared one.
      pagesAloneAfter = await load({ url: origin, requests: pages(), connections, duration });
      // The server's CPU per beacon, beacons alone (closed loop, 2,000 fresh addresses, each once):
      // the figure shared cores disturb least. A page costs pageCpuMs; on a busy server a beacon
      // per page leaves pages 1 / (1 + beaconCpuMs / pageCpuMs) of their rate.
      cpuBefore = cpuMs(site.pid);
      beaconsAlone = await load({ url: origin, requests: beaconRequests(origin, 10_000, 2_000), connections: 8, amount: 2_000 });
      beaconCpuMs = (cpuMs(site.pid) - cpuBefore) / Math.max(1, beaconsAlone.requests);
      accepted = WARM_UP_BEACONS + (beacons.statusCounts?.['204']?.count ?? beacons.ok2xx) + (beaconsAlone.statusCounts?.['204']?.count ?? beaconsAlone.ok2xx);
    } finally {
      // The server writes what it still holds in memory when it stops; PGlite opens in one process only.
      await site.stop();
    }
    const counted = await countViews();
    const refused = beacons.non2xx;
    const sent = beacons.ok2xx + beacons.non2xx;
    const figures = {
      pagesAlonePerSecond: (pagesAlone.requestsPerSecond + pagesAloneAfter.requestsPerSecond) / 2,
      pagesAloneRuns: [pagesAlone.requestsPerSecond, pagesAloneAfter.requestsPerSecond],
      pagesPerSecond: pagesTogether.requestsPerSecond,
      beaconsPerSecond: beacons.requestsPerSecond,
      beaconP50Ms: beacons.latencyP50Ms,
      beaconP99Ms: beacons.latencyP99Ms,
      pagesP99Ms: pagesTogether.latencyP99Ms,
      refusedShare: sent > 0 ? refused / sent : 0,
      errors: beacons.errors + beacons.timeouts + pagesTogether.errors + pagesTogether.timeouts,
      accepted,
      counted,
      pageCpuMs,
      beaconCpuMs,
      beaconsAlonePerSecond: beaconsAlone.requestsPerSecond,
      beaconsOfferedPerSecond: beacons.offered / duration,
      pagesKeptByCpu: 1 / (1 + beaconCpuMs / Math.max(pageCpuMs, 0.001)),
    };
    figures.beaconsPerPage = figures.beaconsPerSecond / Math.max(figures.pagesPerSecond, 0.001);
    figures.pagesKept = figures.pagesPerSecond / Math.max(figures.pagesAlonePerSecond, 0.001);
    figures.met = figures.beaconsPerPage >= 0.5 && figures.refusedShare <= 0.1 && figures.pagesKept >= 0.8;
    return figures;
  }
}

/** Beacons sent one by one before the loads, counted like the rest. */
const WARM_UP_BEACONS = 40;
/** Seconds of page load before pages are measured alone. */
const WARM_UP_SECONDS = 5;

/** The beacons beside the pages (beacon-load.mjs) in a child process, its figures as load() returns them. */
function loadInChild(options) {
  const script = join(dirname(fileURLToPath(import.meta.url)), 'beacon-load.mjs');
  const child = spawn(process.execPath, [script, JSON.stringify(options)], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-20_000)));
  return new Promise((resolvePromise, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      const line = stdout.trim().split('\n').at(-1);
      if (code !== 0 || !line) return reject(new Error(`beacon-load.mjs exited with ${code}: ${stderr || stdout}`));
      resolvePromise(JSON.parse(line));
    });
  });
}

/**
 * Page-view beacons as the inline script sends them, each from another of many addresses, the
 * first view of a visit every third: a fixed list autocannon cycles through (a setupRequest
 * callback, tried first, left a run after an earlier one sending nothing at all).
 */
export function beaconRequests(origin, startAt, count = ADDRESSES) {
  return Array.from({ length: count }, (_, k) => {
    const i = startAt + k;
    const source = SOURCES[i % SOURCES.length];
    const body = {
      t: 'view',
      path: PAGES[i % PAGES.length],
      device: ['mobile', 'desktop', 'tablet'][i % 3],
      ...source,
      visit: i % 3 === 0 ? 'start' : null,
      landing: null,
    };
    const address = `10.${(i % ADDRESSES) >> 16}.${((i % ADDRESSES) >> 8) & 255}.${(i % ADDRESSES) & 255}`;
    return {
      method: 'POST',
      path: '/api/beacon',
      headers: { 'content-type': 'text/plain;charset=UTF-8', origin, 'user-agent': CHROME, 'x-forwarded-for': address },
      body: JSON.stringify(body),
    };
  });
}

function freshDir(path) {
  const dir = resolve(path);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

const VIEWS = 'SELECT coalesce(sum("views"), 0)::int AS n FROM page_view_days';

async function countPglite(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  try {
    return (await db.query(VIEWS)).rows[0].n;
  } finally {
    await db.close();
  }
}

async function countPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client(url);
  await client.connect();
  try {
    return (await client.query(VIEWS)).rows[0].n;
  } finally {
    await client.end();
  }
}

export function beaconTable(results) {
  const n = (value, digits = 0) => value.toLocaleString('en-GB', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const pct = (value) => `${n(value * 100, 1)} %`;
  return table(
    'Beacon against pages, same run (many addresses behind a trusted proxy, rate limit on)',
    [
      'database',
      'pages/s alone (before, after)',
      'pages/s with beacons',
      'beacons/s (offered)',
      'beacons ÷ pages',
      'refused',
      'pages kept',
      'beacon p50 / p99',
      'counted / accepted',
      'CPU per page / beacon',
      'beacons/s alone',
      'pages kept, from CPU',
      'target met',
    ],
    results.map((r) => [
      r.database,
      r.pagesAloneRuns ? `${n(r.pagesAlonePerSecond, 1)} (${r.pagesAloneRuns.map((v) => n(v, 0)).join(', ')})` : n(r.pagesAlonePerSecond, 1),
      n(r.pagesPerSecond, 1),
      r.beaconsOfferedPerSecond === undefined ? n(r.beaconsPerSecond, 1) : `${n(r.beaconsPerSecond, 1)} (${n(r.beaconsOfferedPerSecond, 0)})`,
      n(r.beaconsPerPage, 2),
      pct(r.refusedShare),
      pct(r.pagesKept),
      `${n(r.beaconP50Ms ?? 0)} / ${n(r.beaconP99Ms)} ms`,
      `${n(r.counted)} / ${n(r.accepted)}`,
      r.pageCpuMs === undefined ? '–' : `${n(r.pageCpuMs, 2)} / ${n(r.beaconCpuMs, 2)} ms`,
      r.beaconsAlonePerSecond === undefined ? '–' : n(r.beaconsAlonePerSecond, 0),
      r.pagesKeptByCpu === undefined ? '–' : pct(r.pagesKeptByCpu),
      r.met ? 'yes' : 'no',
    ]),
    'Target: beacons/s ≥ ½ pages/s, ≤ 10 % refused, pages keep ≥ 80 % of their rate; the counters hold every accepted beacon (warm-up included). ' +
      'CPU: the server process\'s, per page (pages alone) and per beacon (beacons alone, closed loop, 8 connections); "pages kept, from CPU" is 1 / (1 + beacon ÷ page), what a saturated server keeps of its page rate with a beacon for every page, the figure shared cores disturb least. ' +
      'Beacons are offered open loop at the rate pages were served alone, one per page view, from a client of raw kept-alive sockets in a process of its own.',
  );
}

// Stored contact submissions per second on the embedded PGlite and on a throwaway PostgreSQL 15:
// valid same-origin JSON posts at 64 connections, then the rows in the database are counted and
// must equal the 2xx answers.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { startFloorApp } from './floor-app.mjs';
import { load } from './load.mjs';
import { startMailStub } from './mail-stub.mjs';
import { cpuMs, sleep, startNext, tracked } from './server.mjs';

const WARM_UP_POSTS = 20;

/**
 * One body per request: distinct e-mail addresses, a valid message, optional fields filled, and
 * the spam traps a real visitor's form sends (an empty honeypot and a form token old enough).
 */
export function contactBody(n, token) {
  return JSON.stringify({
    firstName: 'Bench',
    lastName: `Visitor ${n}`,
    email: `bench.visitor.${n}@example.com`,
    company: 'Granite Bench Ltd',
    service: 'web-design',
    message: `Load test message number ${n}: please ignore, this is the performance bench.`,
    ...(token ? { referenceCode: '', formToken: token } : {}),
  });
}

export function contactHeaders(origin) {
  return { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin', 'accept-language': 'en' };
}

/** The same post as autocannon request definitions, numbered so every body differs. */
export function contactRequests(origin, token, startAt = 0) {
  let n = startAt;
  return [
    {
      method: 'POST',
      path: '/api/contact',
      headers: contactHeaders(origin),
      setupRequest: (request) => ({ ...request, body: contactBody(n++, token) }),
    },
  ];
}

// The spam check drops (while answering 200) a post whose form token is younger than this.
const MIN_FORM_AGE_MS = 2_100;

/**
 * A form token as the page fetches one (GET /api/form-token), once it is as old as a person's
 * fastest fill; undefined for a build without tokens. Counting rows catches a post dropped as spam.
 */
export async function formToken(origin) {
  const response = await fetch(`${origin}/api/form-token`, { headers: { 'sec-fetch-site': 'same-origin' } });
  if (response.status === 404) return undefined;
  if (!response.ok) throw new Error(`GET /api/form-token answered ${response.status}`);
  const { token } = await response.json();
  await sleep(MIN_FORM_AGE_MS);
  return token;
}

export async function runForms({
  databases,
  port,
  floorPort,
  mailPort,
  mail: mailMode = 'stub',
  connections,
  duration,
  serverEnv,
  distDir,
  log = console.log,
}) {
  const results = [];
  log('  forms: the ceiling, a bare Next.js JSON route…');
  results.push(await ceiling());
  const mail = await startMailStub(mailPort);
  try {
    for (const kind of databases) {
      log(`  forms on ${kind}…`);
      results.push(kind === 'postgres' ? await onPostgres() : await onPglite());
    }
  } finally {
    await mail.stop();
  }
  return results;

  /** What this Next.js on this machine can answer at most: a route that parses the JSON and replies. */
  async function ceiling() {
    const floor = await startFloorApp(floorPort);
    try {
      const requests = [{ method: 'POST', path: '/api/echo', headers: contactHeaders(floor.url), body: contactBody(0) }];
      await load({ url: floor.url, requests, connections, duration: 2 });
      const cpuBefore = cpuMs(floor.pid);
      const run = await load({ url: floor.url, requests, connections, duration });
      const cpuMsPerPost = (cpuMs(floor.pid) - cpuBefore) / (run.ok2xx + run.non2xx);
      return { database: 'none: bare Next.js JSON route (ceiling)', ceiling: true, ...run, storedPerSecond: run.ok2xx / run.seconds, cpuMsPerPost };
    } finally {
      await floor.stop();
    }
  }

  async function onPglite() {
    const dataDir = freshDir('.tmp/bench-forms-pglite');
    const figures = await measure({ DATA_DIR: dataDir });
    figures.storedRows = await countPglite(join(dataDir, 'pglite'));
    rmSync(dataDir, { recursive: true, force: true });
    return { database: 'PGlite (embedded)', ...figures };
  }

  async function onPostgres() {
    const { startPostgres } = await tsImport('../../test/postgres.ts', import.meta.url);
    const pg = await startPostgres();
    const stopPostgres = tracked(() => pg.stop());
    const dataDir = freshDir('.tmp/bench-forms-postgres');
    try {
      const url = await pg.createDatabase('bench_forms');
      const migrated = spawnSync('npm', ['run', '--silent', 'db:migrate'], { env: { ...process.env, DATABASE_URL: url }, encoding: 'utf8' });
      if (migrated.status !== 0) throw new Error(`db:migrate failed: ${migrated.stderr || migrated.stdout}`);
      const figures = await measure({ DATA_DIR: dataDir, DATABASE_URL: url });
      figures.storedRows = await countPostgres(url);
      return { database: 'PostgreSQL 15 (pool of 10)', ...figures };
    } finally {
      await stopPostgres();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }

  async function measure(env) {
    const mailEnv = mailMode === 'stub' ? mail.env : {};
    const site = await startNext({ port, env: { ...serverEnv, ...mailEnv, ...env, ...publicOrigin(port), NEXT_DIST_DIR: distDir }, label: 'forms server' });
    const origin = site.url;
    let warmUpStored = 0;
    try {
      const token = await formToken(origin);
      // Opens the pool, compiles the route and the schema: none of that is the steady state.
      for (let n = 0; n < WARM_UP_POSTS; n++) {
        const response = await fetch(`${origin}/api/contact`, { method: 'POST', headers: contactHeaders(origin), body: contactBody(-1 - n, token) });
        if (response.ok) warmUpStored += 1;
        else throw new Error(`warm-up post answered ${response.status}: ${await response.text()}`);
      }
      // A fixed number of posts rather than a fixed time, so no request is still in flight when
      // the load stops and every stored row has its answer: rows must equal warm-up + 2xx.
      // The probe sizes the main run to about `duration` seconds at this machine's rate.
      // A generous client timeout: a slow answer is a figure for the p99, not a lost request.
      const probe = await load({ url: origin, requests: contactRequests(origin, token, 1_000_000), connections, amount: connections * 4, timeout: 60 });
      const amount = Math.max(connections * 8, Math.round(probe.requestsPerSecond * duration));
      const mailBefore = await mail.sent();
      const cpuBefore = cpuMs(site.pid);
      const run = await load({ url: origin, requests: contactRequests(origin, token), connections, amount, timeout: 60 });
      return {
        ...run,
        storedPerSecond: run.ok2xx / run.seconds,
        // The server process's own CPU per answered post: steadier than posts/s on a shared machine,
        // where the load generator, the mail stand-in and PostgreSQL take their share of two cores.
        cpuMsPerPost: (cpuMs(site.pid) - cpuBefore) / (run.ok2xx + run.non2xx),
        mailsSent: mailMode === 'stub' ? (await mail.sent()) - mailBefore : undefined,
        expectedRows: warmUpStored + probe.ok2xx + run.ok2xx,
        errors: run.errors + probe.errors,
      };
    } finally {
      // PGlite can only be opened by one process: the server must be gone before counting.
      await site.stop();
    }
  }
}

/**
 * The server's public origin is the one the posts come from, as in production. Without it the
 * same-origin guard only knows the URL Next gives the handler, which names localhost, not 127.0.0.1.
 */
export function publicOrigin(port) {
  return { SITE_URL: `http://127.0.0.1:${port}` };
}

function freshDir(path) {
  const dir = resolve(path);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}

async function countPglite(dir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dir);
  try {
    const { rows } = await db.query('SELECT count(*)::int AS n FROM contact_submissions');
    return rows[0].n;
  } finally {
    await db.close();
  }
}

async function countPostgres(url) {
  const { default: pg } = await import('pg');
  const client = new pg.Client(url);
  await client.connect();
  try {
    const { rows } = await client.query('SELECT count(*)::int AS n FROM contact_submissions');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

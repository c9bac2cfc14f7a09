#!/usr/bin/env node
// Load on the two form endpoints: valid, same-origin JSON submissions with autocannon, against
// a server whose rate limit is off (RATE_LIMIT_DISABLED=1). Measures throughput and latency,
// and checks the one invariant that matters under load: every 2xx is exactly one stored row.
//
//   node scripts/bench/abuse-load.mjs [--duration 30] [--connections 64] [--build]
//
// The standalone run builds the site into .next-abuse-load (once; --build to rebuild), starts
// `next start` on PostgreSQL (a throwaway cluster, test/postgres.ts) with its own DATA_DIR and a
// local stand-in for Resend, runs the load and prints the table. `runLoad` is exported for
// `npm run bench`, which brings its own server and row counter.
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureBuild, startNext } from '../../test/reliability/next-process.mjs';

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** The form's time trap wants a token at least 2 s old; one token serves the whole run. */
const MIN_TOKEN_AGE_MS = 2_200;

const endpoints = [
  {
    path: '/api/contact',
    body: (n, formToken) => ({
      firstName: 'Load',
      lastName: `Test ${n}`,
      email: `load-contact-${n}@example.com`,
      company: 'Bench Ltd',
      service: 'analytics',
      message: `Load test message number ${n}, long enough to be valid.`,
      referenceCode: '',
      formToken,
    }),
  },
  {
    path: '/submit',
    body: (n, formToken) => ({
      firstName: 'Load',
      lastName: `Test ${n}`,
      email: `load-download-${n}@example.com`,
      company: 'Bench Ltd',
      agreeMarketing: n % 2 === 0,
      agreePrivacy: true,
      referenceCode: '',
      formToken,
    }),
  },
];

/**
 * Loads each endpoint for about `durationSeconds`. `countRows(path)` returns how many rows the
 * endpoint's table holds ('/api/contact': contact_submissions, '/submit': download_submissions).
 * The run sends a fixed number of requests (sized from a short calibration run) rather than
 * stopping the clock, so no request is cut off in flight and rows can be compared with 2xx.
 */
export async function runLoad({ baseURL, durationSeconds = 30, connections = 64, countRows }) {
  const results = [];
  for (const endpoint of endpoints) {
    const formToken = await agedToken(baseURL);
    await assertNotRateLimited(baseURL, endpoint, formToken);
    const calibration = await cannon({ baseURL, endpoint, connections, amount: connections * 4, formToken });
    const rate = calibration['2xx'] / Math.max(calibration.duration, 0.001);
    const amount = Math.max(connections * 2, Math.round(rate * durationSeconds));
    const before = await countRows(endpoint.path);
    const result = await cannon({ baseURL, endpoint, connections, amount, formToken });
    // A row is committed before its 2xx is sent, so once the last answer is in the count is final.
    const rowsStored = (await countRows(endpoint.path)) - before;
    results.push({
      endpoint: endpoint.path,
      requestsPerSec: Math.round((result['2xx'] + result.non2xx) / result.duration),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.timeouts + result.non2xx,
      ok2xx: result['2xx'],
      rowsStored,
    });
  }
  return results;
}

let sequence = 0;

function cannon({ baseURL, endpoint, connections, amount, formToken }) {
  const run = `${Date.now().toString(36)}-${randomUUID().slice(0, 4)}`;
  return autocannon({
    url: new URL(endpoint.path, baseURL).href,
    method: 'POST',
    connections,
    amount,
    // Generous: a request cut off by the client could still be stored by the server.
    timeout: 120,
    headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin, 'sec-fetch-site': 'same-origin' },
    requests: [
      {
        setupRequest: (request) => ({ ...request, body: JSON.stringify(endpoint.body(`${run}-${(sequence += 1)}`, formToken)) }),
      },
    ],
  });
}

async function agedToken(baseURL) {
  const response = await fetch(new URL('/api/form-token', baseURL));
  if (!response.ok) throw new Error(`GET /api/form-token answered ${response.status}`);
  const { token } = await response.json();
  await new Promise((done) => setTimeout(done, MIN_TOKEN_AGE_MS));
  return token;
}

async function assertNotRateLimited(baseURL, endpoint, formToken) {
  const response = await fetch(new URL(endpoint.path, baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: new URL(baseURL).origin },
    body: JSON.stringify(endpoint.body(`probe-${randomUUID()}`, formToken)),
  });
  if (response.status === 429) throw new Error('The server rate-limits the forms: start it with RATE_LIMIT_DISABLED=1 for load tests.');
  if (!response.ok) throw new Error(`${endpoint.path} answered ${response.status}: ${await response.text()}`);
}

/** Resend's POST /emails, answered at once: the load measures the site, not a mail provider. */
async function startMailStub() {
  let sent = 0;
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      sent += 1;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id: randomUUID() }));
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${server.address().port}`, sent: () => sent, close: () => new Promise((done) => server.close(done)) };
}

function option(name, fallback) {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

async function standalone() {
  const distDir = process.env.ABUSE_DIST_DIR ?? '.next-abuse-load';
  const durationSeconds = option('duration', 30);
  const connections = option('connections', 64);
  if (ensureBuild({ distDir, force: process.argv.includes('--build'), env: { SITE_URL: 'http://127.0.0.1:3000' } })) console.error(`built ${distDir}`);
  const { tsImport } = await import('tsx/esm/api');
  const { startPostgres } = await tsImport('../../test/postgres.ts', import.meta.url);
  const postgres = await startPostgres();
  const mail = await startMailStub();
  const dataDir = join(root, '.tmp', `abuse-load-${process.pid}`);
  let server;
  const db = new pg.Pool({ connectionString: await postgres.createDatabase(`abuse_load_${process.pid}`), max: 2 });
  try {
    const databaseUrl = db.options.connectionString;
    // Production mode: migrations are a release step, not part of the server's start-up.
    const migrated = spawnSync('npm', ['run', '--silent', 'db:migrate'], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: 'utf8' });
    if (migrated.status !== 0) throw new Error(`db:migrate failed:\n${migrated.stdout}\n${migrated.stderr}`);
    server = await startNext({
      distDir,
      env: {
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        RESEND_API_KEY: 're_abuse_load',
        RESEND_BASE_URL: mail.url,
        MAIL_FROM: 'Granite <hello@granite.test>',
        MAIL_TO_TEAM: 'team@granite.test',
        DOWNLOAD_LINK_SECRET: 'abuse-load-secret-0123456789-abcdefghijkl',
        SITE_URL: 'http://127.0.0.1',
        RATE_LIMIT_DISABLED: '1',
      },
    });
    const tables = { '/api/contact': 'contact_submissions', '/submit': 'download_submissions' };
    const countRows = async (path) => Number((await db.query(`SELECT count(*)::int AS n FROM "${tables[path]}"`)).rows[0].n);
    const results = await runLoad({ baseURL: server.url, durationSeconds, connections, countRows });
    console.log(`Form endpoints under load: ${connections} connections, about ${durationSeconds} s each, next start on PostgreSQL, rate limit off`);
    console.table(results);
    const mismatched = results.filter((row) => row.rowsStored !== row.ok2xx || row.errors > 0);
    if (mismatched.length > 0) {
      console.error('rows stored differ from 2xx answers, or requests failed:', mismatched);
      process.exitCode = 1;
    }
  } finally {
    await server?.stop();
    await db.end();
    await mail.close();
    await postgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await standalone();

#!/usr/bin/env node
// npm run test:next-canary [-- --version=16.5.0-canary.38 | --tag=canary] [--keep] — before
// upgrading Next.js: that version (default: the newest 16.x), installed into a scratch copy of this
// checkout with every @next/* package at the newest version that goes with it, built with the
// post-build checks, then the tests of what lib/next-internals.mjs relies on. Not part of `npm
// test`: it downloads Next.js and takes 12–20 minutes on 2 shared cores (each phase's time is
// printed). Exit 0: passes; 1: Next.js breaks what
// this project relies on; 2: nothing was tested (the version could not be found or installed).
// The decisions are in scripts/next-canary-lib.mjs. The copy is deleted afterwards unless --keep.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CANARY_E2E_FILES, canaryVerdict, installArgs, nextCompanions, parseCanaryArgs, pickCompanion, pickNext } from './next-canary-lib.mjs';

// As e2e/global-setup.ts builds the suite's server (a .ts file: not importable from plain Node).
const E2E_SITE_URL = 'https://www.granite-digital.test';
const E2E_GA_ID = 'G-E2ETEST123';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const npmView = (...args) => JSON.parse(execFileSync('npm', ['view', ...args, '--json'], { encoding: 'utf8' }) || 'null');

let options;
let next;
const companions = [];
try {
  options = parseCanaryArgs(process.argv.slice(2));
  next = pickNext(options, { versions: [npmView('next', 'versions')].flat(), distTags: npmView('next', 'dist-tags') ?? {} });
  for (const name of nextCompanions(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')))) {
    const version = pickCompanion(next.version, [npmView(name, 'versions')].flat());
    if (!version) throw new Error(`${name} has no version up to ${next.version} on the registry`);
    companions.push(`${name}@${version}`);
  }
} catch (error) {
  console.error(`next-canary: ${error instanceof Error ? error.message : error}\nnext-canary: nothing tested (exit 2)`);
  process.exit(2);
}
console.log(`next-canary: Next.js ${next.version} (${next.note}) with ${companions.join(', ') || 'no @next/* package'}, in a scratch copy`);

// Under the system temp dir (world-traversable), and traversable itself: the tests' PostgreSQL
// runs as the postgres user when this runs as root (test/postgres.ts), inside the copy's .tmp/.
const scratch = mkdtempSync(join(tmpdir(), 'granite-next-canary-'));
chmodSync(scratch, 0o755);
const skipped = /^(node_modules|\.next[^/]*|\.data|\.tmp|\.git|bench-results)(\/|$)/;
cpSync(root, scratch, { recursive: true, filter: (source) => !skipped.test(relative(root, source)) });

// The checkout's installed packages as a start (a copy, not links: the copy's install replaces
// some of them): the install then only changes what the lockfile and Next.js need, instead of
// unpacking 1.3 GB again (10 minutes here).
const started = Date.now();
const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;
if (existsSync(join(root, 'node_modules'))) execFileSync('cp', ['-a', join(root, 'node_modules'), join(scratch, 'node_modules')]);

// One build, in the e2e suite's own folder and with its settings (e2e/global-setup.ts): `npm run
// build` runs the post-build checks (scripts/post-build.mjs), which fail on a changed internal,
// and the e2e files then use that very build (E2E_REUSE_BUILD) instead of making a second one.
const distDir = '.next-e2e-canary';
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', E2E_DIST_DIR: distDir };
delete env.E2E_REUSE_BUILD;
delete env.NEXT_DIST_DIR;
const buildEnv = { ...env, NEXT_DIST_DIR: distDir, APP_MODE: 'single-box', DATABASE_URL: '', SITE_URL: E2E_SITE_URL, NEXT_PUBLIC_GA_ID: E2E_GA_ID };

const steps = [
  ['install', 'npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], env],
  ['install', 'npm', installArgs(next.version, companions), env],
  ['build', 'npm', ['run', 'build'], buildEnv],
  [
    'test',
    'npx',
    ['vitest', 'run', '--project', 'unit', 'lib/next-internals.test.ts', 'lib/page-cache', 'proxy.test.ts', 'lib/scripts-after-paint.test.ts'],
    env,
  ],
  ['test', 'npx', ['vitest', 'run', '--project', 'e2e', ...CANARY_E2E_FILES], { ...env, E2E_REUSE_BUILD: '1' }],
];
let failed;
for (const [phase, command, commandArgs, stepEnv] of steps) {
  const stepStarted = Date.now();
  console.log(`next-canary: ${command} ${commandArgs.join(' ')}`);
  const run = spawnSync(command, commandArgs, { cwd: scratch, stdio: 'inherit', env: stepEnv });
  console.log(`next-canary: ${phase} step took ${minutes(stepStarted)} (${minutes(started)} so far)`);
  if (run.status !== 0) {
    failed = { phase, command: `${command} ${commandArgs.join(' ')}`, status: run.status ?? run.signal };
    break;
  }
}
console.log(`next-canary: ${minutes(started)} in all`);
if (!options.keep) rmSync(scratch, { recursive: true, force: true });
const verdict = canaryVerdict(next.version, failed);
(verdict.exitCode === 0 ? console.log : console.error)(`${verdict.message}${options.keep ? ` (copy kept in ${scratch})` : ''}`);
process.exit(verdict.exitCode);

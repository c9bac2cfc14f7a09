#!/usr/bin/env node
// npm run test:next-canary [-- --version=16.5.0-canary.38 | --tag=canary] [--keep] — before
// upgrading Next.js: that version (default: the newest 16.x), installed into a scratch copy of this
// checkout with every @next/* package at the newest version that goes with it, built with the
// post-build checks, then the tests of what lib/next-internals.mjs relies on. Not part of `npm
// test`: it downloads Next.js and takes about 15 minutes. Exit 0: passes; 1: Next.js breaks what
// this project relies on; 2: nothing was tested (the version could not be found or installed).
// The decisions are in scripts/next-canary-lib.mjs. The copy is deleted afterwards unless --keep.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canaryVerdict, installArgs, nextCompanions, parseCanaryArgs, pickCompanion, pickNext } from './next-canary-lib.mjs';

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

// The e2e files build into their own folder, always: never a build another run left behind.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', E2E_DIST_DIR: '.next-e2e-canary' };
delete env.E2E_REUSE_BUILD;
delete env.NEXT_DIST_DIR;

const steps = [
  ['install', 'npm', ['install', '--no-audit', '--no-fund']],
  ['install', 'npm', installArgs(next.version, companions)],
  // The build runs the post-build checks (scripts/post-build.mjs): they fail on a changed internal.
  ['build', 'npm', ['run', 'build']],
  ['test', 'npx', ['vitest', 'run', '--project', 'unit', 'lib/next-internals.test.ts', 'lib/page-cache', 'proxy.test.ts', 'lib/scripts-after-paint.test.ts']],
  ['test', 'npx', ['vitest', 'run', '--project', 'e2e', 'e2e/page-cache-poisoning.test.ts', 'e2e/page-cache-single-box.test.ts', 'e2e/next-internals.test.ts', 'e2e/published-copy.test.ts', 'e2e/script-loading.test.ts', 'e2e/content-security-policy.test.ts']],
];
let failed;
for (const [phase, command, commandArgs] of steps) {
  console.log(`next-canary: ${command} ${commandArgs.join(' ')}`);
  const run = spawnSync(command, commandArgs, { cwd: scratch, stdio: 'inherit', env });
  if (run.status !== 0) {
    failed = { phase, command: `${command} ${commandArgs.join(' ')}`, status: run.status ?? run.signal };
    break;
  }
}
if (!options.keep) rmSync(scratch, { recursive: true, force: true });
const verdict = canaryVerdict(next.version, failed);
(verdict.exitCode === 0 ? console.log : console.error)(`${verdict.message}${options.keep ? ` (copy kept in ${scratch})` : ''}`);
process.exit(verdict.exitCode);

#!/usr/bin/env node
// npm run test:next-canary [-- --tag=canary] — before upgrading Next.js: the newest 16.x (or the
// canary), installed into a scratch copy of this checkout, built with the post-build checks, then
// the tests of what lib/next-internals.mjs relies on. Not part of `npm test`: it downloads Next.js
// and takes about 15 minutes. The copy is deleted afterwards unless --keep is given.
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const args = process.argv.slice(2);
const option = (name, fallback) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const tag = option('tag', '16');
const keep = args.includes('--keep');

const version = execFileSync('npm', ['view', `next@${tag}`, 'version', '--json'], { encoding: 'utf8' });
const newest = [JSON.parse(version)].flat().at(-1);
console.log(`next-canary: Next.js ${newest} (next@${tag}) in a scratch copy`);

const scratch = mkdtempSync(join(tmpdir(), 'granite-next-canary-'));
const skipped = /^(node_modules|\.next[^/]*|\.data|\.tmp|\.git|bench-results)(\/|$)/;
cpSync(root, scratch, { recursive: true, filter: (source) => !skipped.test(relative(root, source)) });

const steps = [
  ['npm', ['install', '--no-audit', '--no-fund']],
  ['npm', ['install', '--no-audit', '--no-fund', '--no-save', `next@${newest}`, `@next/third-parties@${newest}`]],
  // The build runs the post-build checks (scripts/post-build.mjs): they fail on a changed internal.
  ['npm', ['run', 'build']],
  ['npx', ['vitest', 'run', '--project', 'unit', 'lib/next-internals.test.ts', 'lib/page-cache', 'proxy.test.ts', 'lib/scripts-after-paint.test.ts']],
  ['npx', ['vitest', 'run', '--project', 'e2e', 'e2e/page-cache-poisoning.test.ts', 'e2e/next-internals.test.ts', 'e2e/published-copy.test.ts', 'e2e/script-loading.test.ts', 'e2e/content-security-policy.test.ts']],
];
let failed;
for (const [command, commandArgs] of steps) {
  console.log(`next-canary: ${command} ${commandArgs.join(' ')}`);
  const run = spawnSync(command, commandArgs, { cwd: scratch, stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (run.status !== 0) {
    failed = `${command} ${commandArgs.join(' ')} exited ${run.status}`;
    break;
  }
}
if (!keep) rmSync(scratch, { recursive: true, force: true });
if (failed) {
  console.error(`next-canary: Next.js ${newest} breaks what this project relies on: ${failed} (see lib/next-internals.mjs)${keep ? `; copy kept in ${scratch}` : ''}`);
  process.exit(1);
}
console.log(`next-canary: Next.js ${newest} passes`);

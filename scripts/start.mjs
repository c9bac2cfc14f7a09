#!/usr/bin/env node
// `npm start`: serve the production build, building it first on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const run = (args) => spawnSync('npx', ['next', ...args], { stdio: 'inherit', env: { NEXT_TELEMETRY_DISABLED: '1', ...process.env } });

if (!existsSync(join(distDir, 'BUILD_ID'))) {
  console.log(`No production build in ${distDir}/ yet: building once (about a minute)…`);
  const build = run(['build']);
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = run(['start', ...process.argv.slice(2)]);
process.exit(server.status ?? 0);

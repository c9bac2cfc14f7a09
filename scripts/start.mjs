#!/usr/bin/env node
// `npm start`: the single-box server. Embedded PGlite in .data/, e-mails written to files unless
// Resend is configured, a generated secret, migrations at start-up — chosen explicitly here
// (APP_MODE=single-box), so a production server started any other way (`next start`, the
// standalone server.js) must be fully configured or refuses to start (lib/env.ts). Builds first
// on a fresh clone. Signals are forwarded, so stopping `npm start` stops the server gracefully.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const nextBin = join(createRequire(import.meta.url).resolve('next/package.json'), '..', 'dist/bin/next');
const mode = process.env.APP_MODE?.trim() || 'single-box';
const env = { NEXT_TELEMETRY_DISABLED: '1', ...process.env, APP_MODE: mode };
const line = (level, message) => JSON.stringify({ time: new Date().toISOString(), level, message });

console.log(
  mode === 'single-box'
    ? line('info', 'single-box mode (npm start): embedded database and generated secret in .data/, mail to files unless RESEND_API_KEY is set; one process only. For a production deployment see README "Deploying".')
    : line('info', `APP_MODE=${mode}: the production configuration is checked at start-up`),
);

// A build made with `next build` alone lacks the CSP manifest: add it (seconds, no rebuild).
if (existsSync(join(distDir, 'BUILD_ID')) && !existsSync(join(distDir, 'server', 'csp-manifest.json'))) {
  spawnSync(process.execPath, ['scripts/post-build.mjs'], { stdio: 'inherit', env });
}
if (!existsSync(join(distDir, 'BUILD_ID'))) {
  console.log(line('info', `no production build in ${distDir}/ yet: building once (a few minutes)`));
  const build = spawnSync(process.execPath, [nextBin, 'build'], { stdio: 'inherit', env });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const post = spawnSync(process.execPath, ['scripts/post-build.mjs'], { stdio: 'inherit', env });
  if (post.status !== 0) process.exit(post.status ?? 1);
}

const server = spawn(process.execPath, [nextBin, 'start', ...process.argv.slice(2)], { stdio: 'inherit', env });
// The server shuts down gracefully on SIGTERM/SIGINT (lib/lifecycle.ts); a second Ctrl+C in a
// terminal reaches it directly as well, and it ignores the duplicate.
for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 128 + (signal === 'SIGKILL' ? 9 : 15) : 1)));

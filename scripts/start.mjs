#!/usr/bin/env node
// `npm start`: the single-box server. Embedded PGlite in .data/, e-mails written to files unless
// Resend is configured, a generated secret, migrations at start-up — chosen explicitly here
// (APP_MODE=single-box), so a production server started any other way (`next start`, the
// standalone server.js) must be fully configured or refuses to start (lib/env.ts). Builds first
// on a fresh clone.
//
// It runs the build's standalone server.js — the code the Docker image runs — in this very
// process, so there is no child to lose: package.json's `exec node scripts/start.mjs` replaces
// npm's shell with this process, npm passes SIGTERM/SIGINT on to it, and the server's own
// shutdown (lib/lifecycle/shutdown.ts) ends it. Whoever signals (npm's pid, this pid, the process group,
// Ctrl+C), the server stops gracefully and nothing keeps listening.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import nextEnv from '@next/env';
import { nextBinPath } from '../lib/next-internals.mjs';

const root = process.cwd();
const distDir = process.env.NEXT_DIST_DIR ?? '.next';
const require = createRequire(import.meta.url);
const line = (level, message) => JSON.stringify({ time: new Date().toISOString(), level, message });

// `npm start -- -p 8080 -H 127.0.0.1` as `next start` took them; PORT and HOSTNAME work too.
const args = process.argv.slice(2);
const option = (...names) => {
  const at = args.findIndex((arg) => names.includes(arg));
  return at >= 0 ? args[at + 1] : undefined;
};
const port = option('-p', '--port') ?? process.env.PORT ?? '3000';
// Not the shell's HOSTNAME (often the machine's name): all interfaces, as `next start` listens.
const hostname = option('-H', '--hostname') ?? '0.0.0.0';

// The same .env files `next start` reads, before anything looks at the environment.
nextEnv.loadEnvConfig(root, false, { info: () => {}, error: console.error });
const mode = process.env.APP_MODE?.trim() || 'single-box';
Object.assign(process.env, {
  NEXT_TELEMETRY_DISABLED: process.env.NEXT_TELEMETRY_DISABLED ?? '1',
  APP_MODE: mode,
  PORT: port,
  HOSTNAME: hostname,
  // server.js changes into its own folder: relative paths are the checkout's.
  DATA_DIR: resolve(root, process.env.DATA_DIR || '.data'),
});

console.log(
  mode === 'single-box'
    ? line(
        'info',
        'single-box mode (npm start): embedded database and generated secret in .data/, mail to files unless RESEND_API_KEY is set; one process only. For a production deployment see docs/deploying.md.',
      )
    : line('info', `APP_MODE=${mode}: the production configuration is checked at start-up`),
);

const standalone = join(root, distDir, 'standalone');
const built = () => existsSync(join(distDir, 'BUILD_ID')) && existsSync(join(standalone, 'server.js'));
const postBuild = () => spawnSync(process.execPath, ['scripts/post-build.mjs'], { stdio: 'inherit' }).status === 0;
// A build made with `next build` alone lacks the CSP manifest: add it (seconds, no rebuild).
if (built() && !existsSync(join(distDir, 'server', 'csp-manifest.json')) && !postBuild()) process.exit(1);
if (!built()) {
  console.log(line('info', `no production build in ${distDir}/ yet: building once (a few minutes)`));
  const build = spawnSync(process.execPath, [nextBinPath(), 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  if (!postBuild()) process.exit(1);
}

// The standalone server serves the static files from its own folder; the image copies them
// there (Dockerfile), and so does this, once per build (a copy, not a link: the folder stays
// one that can be copied anywhere, as the image and the tests do).
const staticCopy = join(standalone, distDir, 'static');
if (!existsSync(staticCopy)) cpSync(resolve(distDir, 'static'), staticCopy, { recursive: true });

require(join(standalone, 'server.js'));

// Production builds and `next start` processes for the reliability suite and the scripts that
// measure a real server (scripts/observatory.mjs, scripts/bench/abuse-load.mjs). Each server
// runs in its own process group, so stopping or SIGKILLing it never leaves a next-server behind.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);
const nextBin = join(root, 'node_modules/.bin/next');

/**
 * Builds into `distDir` unless it already holds a build (or `force`). `next build` adds the
 * build folder's type globs to tsconfig.json; they are taken out again, so a test run leaves
 * the shared tsconfig as it found it.
 */
export function ensureBuild({ distDir, env = {}, force = false }) {
  if (!force && existsSync(join(root, distDir, 'BUILD_ID'))) return false;
  const tsconfig = join(root, 'tsconfig.json');
  const result = spawnSync(process.execPath, [nextBin, 'build'], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env, NEXT_DIST_DIR: distDir },
    encoding: 'utf8',
  });
  const after = readFileSync(tsconfig, 'utf8');
  const cleaned = after.replace(new RegExp(`,\\n\\s*"${distDir.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/[^"]*"`, 'g'), '');
  if (cleaned !== after) writeFileSync(tsconfig, cleaned);
  if (result.status !== 0) throw new Error(`next build into ${distDir} failed:\n${result.stdout}\n${result.stderr}`);
  const post = spawnSync(process.execPath, [join(root, 'scripts/post-build.mjs')], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: distDir },
    encoding: 'utf8',
  });
  if (post.status !== 0) throw new Error(`post-build of ${distDir} failed:\n${post.stdout}\n${post.stderr}`);
  return true;
}

export function freePort(host = '127.0.0.1') {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * Single-box mode (embedded database) unless the caller gives a DATABASE_URL: then production
 * mode, which needs the full configuration and a migrated database (lib/env.ts).
 */
export function appMode(env) {
  return env.APP_MODE ?? (env.DATABASE_URL ? 'production' : 'single-box');
}

/** `next start` from `distDir`; resolves once `readyPath` answers. */
export async function startNext({ distDir, port, host = '127.0.0.1', env = {}, readyPath = '/en', timeoutMs = 60_000 }) {
  port ??= await freePort(host);
  const child = spawn(process.execPath, [nextBin, 'start', '-H', host, '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...env, APP_MODE: appMode(env), NEXT_DIST_DIR: distDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-50_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit({ code, signal })));
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // already gone
    }
  };
  const server = {
    url,
    port,
    pid: child.pid,
    log: () => log,
    exited,
    /** Ends the whole process group: SIGTERM, then SIGKILL after a grace period. */
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      signalGroup('SIGTERM');
      const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
    /** A crash: SIGKILL to every process of the group, no chance to clean up. */
    async kill() {
      signalGroup('SIGKILL');
      await exited;
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`next start exited (${child.exitCode}):\n${log}`);
    try {
      const response = await fetch(url + readyPath);
      if (response.ok) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.stop();
      throw new Error(`next start did not answer ${readyPath} within ${timeoutMs} ms:\n${log}`);
    }
    await new Promise((resolveWait) => setTimeout(resolveWait, 200));
  }
}

// Starts `next start` for the bench in its own process group, so stopping it never leaves a
// next-server behind, and exposes the server's pid for RSS readings.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const nextBin = resolve('node_modules/.bin/next');

// Every server runs in its own process group (so a stop reaches its children), which also means
// Ctrl-C on the bench does not reach them: the bench stops whatever is still running itself.
const running = new Set();

/** Registers a stop function until it has run; returns the wrapped stop. */
export function tracked(stop) {
  let done;
  const wrapped = () => {
    running.delete(wrapped);
    done ??= stop();
    return done;
  };
  running.add(wrapped);
  return wrapped;
}

async function stopEverything(signal) {
  console.error(`\n${signal}: stopping the bench's servers…`);
  await Promise.allSettled([...running].map((stop) => stop()));
  process.exit(130);
}
process.once('SIGINT', () => void stopEverything('SIGINT'));
process.once('SIGTERM', () => void stopEverything('SIGTERM'));

// Single-box mode unless a DATABASE_URL is given; production mode then needs every variable
// (lib/env.ts), so the bench fills in what it does not measure: a secret and mail to the stub.
const appMode = (env) => env.APP_MODE ?? (env.DATABASE_URL ? 'production' : 'single-box');
const productionDefaults = (env) =>
  appMode(env) === 'production'
    ? {
        APP_SECRET: 'bench-secret-0123456789abcdefghijklmnopqrstuvwxyz',
        SITE_URL: 'http://127.0.0.1',
        RESEND_API_KEY: 're_bench',
        MAIL_FROM: 'Bench <bench@localhost>',
        MAIL_TO_TEAM: 'team@localhost',
      }
    : {};

/**
 * `next start` in `cwd` on a loopback port. `next start` serves from its own process (its title
 * becomes next-server), so `pid` is the process whose memory the bench reads.
 */
export async function startNext({ cwd = '.', port, env = {}, nodeArgs = [], label = 'next', readyPath = '/en', readyTimeoutMs = 60_000 }) {
  const child = spawn(process.execPath, [...nodeArgs, nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', ...productionDefaults(env), ...env, APP_MODE: appMode(env) },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const server = {
    url,
    port,
    pid: child.pid,
    log: () => log,
    stop: tracked(() => stopGroup(child.pid)),
  };
  try {
    await waitForHttp(url + readyPath, () => child.exitCode !== null, readyTimeoutMs);
  } catch (error) {
    await server.stop();
    throw new Error(`${label} did not start on port ${port}: ${error.message}\n${log}`, { cause: error });
  }
  return server;
}

/** Polls until the URL answers (any status below 500). */
export async function waitForHttp(url, exited = () => false, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('process exited');
    try {
      const response = await fetch(url, { redirect: 'manual' });
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`no answer from ${url} within ${timeoutMs / 1000} s`);
}

/** SIGTERM to the whole group, SIGKILL after 10 s, and resolves once the leader has exited. */
export async function stopGroup(pid) {
  const signal = (name) => {
    try {
      process.kill(-pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) {
    signal('SIGKILL');
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  }
}

function isAlive(pid) {
  // A zombie (exited, not yet reaped) counts as gone.
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    return readFileSync(stat, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

/** CPU time a process has used so far (user + system) in ms, from /proc/<pid>/stat. */
export function cpuMs(pid) {
  // Fields after the command name; utime and stime are the 12th and 13th, in clock ticks (100/s on Linux).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Resident memory of a process in bytes, from /proc/<pid>/status. */
export function rssBytes(pid) {
  const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for ${pid}`);
  return Number(match[1]) * 1024;
}

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

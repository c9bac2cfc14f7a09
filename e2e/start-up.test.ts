import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { connect } from 'node:net';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { freePort, isRunning, startProcess, type ServerProcess } from '@/test/server-process';

type Env = Record<string, string | undefined>;

// How the production build starts: `next start` (and the standalone server, same code) refuses
// an unsafe configuration before answering anything; `npm start` is the explicit single-box mode,
// says so first, runs the standalone server in its own (exec'd) process, and stops completely
// whoever sends the signal.

const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const nextBin = path.join('node_modules', 'next', 'dist', 'bin', 'next');
const started: ServerProcess[] = [];
const dirs: string[] = [];

afterAll(async () => {
  await Promise.all(started.map((server) => server.kill()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function baseEnv(extra: Record<string, string>): Env {
  const dataDir = mkdtempSync(path.join(process.cwd(), '.tmp', 'start-up-'));
  dirs.push(dataDir);
  // Nothing inherited: only what a deployer would have set.
  return { PATH: process.env.PATH, HOME: process.env.HOME, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, ...extra };
}

async function nextStart(env: Env): Promise<ServerProcess> {
  const port = await freePort();
  const server = await startProcess(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], { env, port });
  started.push(server);
  return server;
}

describe('a production start without configuration', () => {
  it('exits non-zero with one line per problem, naming variables but never their values', async () => {
    const server = await nextStart(baseEnv({ NODE_ENV: 'production', APP_SECRET: 'too-short-secret-value', MAIL_FROM: 'Granite <hello@granite.test>' }));
    const { code } = await server.exited;
    expect(code).toBe(1);
    const problems = server
      .logLines()
      .filter((line) => line.level === 'error')
      .map((line) => String(line.message));
    expect(problems.filter((message) => message.startsWith('configuration: ')).map((message) => message.split(':')[1]!.trim())).toEqual([
      'APP_SECRET',
      'DATABASE_URL',
      'SITE_URL',
      'RESEND_API_KEY',
      'MAIL_TO_TEAM',
    ]);
    expect(problems.at(-1)).toMatch(/^refusing to start/);
    expect(server.output()).not.toContain('too-short-secret-value');
  }, 60_000);

  it('refuses single-box mode mixed with a PostgreSQL URL', async () => {
    const server = await nextStart(baseEnv({ NODE_ENV: 'production', APP_MODE: 'single-box', DATABASE_URL: 'postgresql://app:pw@127.0.0.1:9/granite' }));
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/DATABASE_URL: is set, but single-box mode/);
    expect(server.output()).not.toContain('app:pw');
  }, 60_000);
});

describe('npm start', () => {
  /** Every process below `pid` (npm, its exec'd node: whatever the host's npm makes of it). */
  const descendants = (pid: number): number[] => {
    const found = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean)
      .map(Number);
    return found.flatMap((child) => [child, ...descendants(child)]);
  };
  const listening = (port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
  const npmStart = async (env: Env) => {
    const port = await freePort();
    // Its own process group, as under a shell or a process manager; signals go where each case says.
    const npm = await startProcess('npm', ['start', '--', '-H', '127.0.0.1', '-p', String(port)], { env, port });
    started.push(npm);
    await npm.waitFor('/api/ready');
    return npm;
  };

  it('says first that it runs in single-box mode, serves the standalone server, and prints no warning against itself', async () => {
    const env = baseEnv({});
    const npm = await npmStart(env);
    const lines = npm
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'));
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 'info', message: expect.stringMatching(/^single-box mode/) });
    expect(npm.logLines().some((line) => String(line.message).startsWith('single-box mode: embedded database in'))).toBe(true);
    expect(await (await fetch(`${npm.url}/api/health`)).json()).toEqual({ status: 'ok' });
    // The build's static files, served by the standalone server from the checkout's build.
    const chunk = /\/_next\/static\/[^"]+\.js/.exec(await (await fetch(`${npm.url}/en`)).text())?.[0];
    expect(chunk).toBeDefined();
    expect((await fetch(npm.url + chunk!)).status).toBe(200);
    // Next's "next start does not work with output: standalone" would contradict the README.
    expect(npm.output()).not.toMatch(/does not work with "output: standalone"|⚠/);
    // Owner-only data directory: the database and the generated secret.
    await fetch(`${npm.url}/api/form-token`);
    const dataDir = env.DATA_DIR!;
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'secret')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);
    npm.signal('SIGTERM');
    expect(await npm.exited).toEqual({ code: 0, signal: null });
  }, 120_000);

  it('stops completely on SIGTERM to npm\'s own pid (systemd, pm2, CMD ["npm","start"]): no process, no listener', async () => {
    const npm = await npmStart(baseEnv({}));
    const below = descendants(npm.pid);
    expect(below.length).toBeGreaterThan(0);
    const sent = Date.now();
    process.kill(npm.pid, 'SIGTERM'); // npm's pid only, not its group
    expect(await npm.exited).toEqual({ code: 0, signal: null });
    // Within the server's shutdown timeout (lib/lifecycle/shutdown.ts: 25 s), nothing is left behind.
    await vi.waitFor(() => expect(below.filter(isRunning)).toEqual([]), { timeout: 25_000 });
    expect(Date.now() - sent).toBeLessThan(25_000);
    expect(await listening(npm.port)).toBe(false);
    expect(npm.logLines().map((line) => line.message)).toContain('shutdown complete');
  }, 120_000);

  it('stops completely on Ctrl+C (SIGINT to the whole process group)', async () => {
    const npm = await npmStart(baseEnv({}));
    const below = descendants(npm.pid);
    process.kill(-npm.pid, 'SIGINT');
    const { code } = await npm.exited;
    // npm reports a script ended by Ctrl+C as it likes (0 or 130); what matters is what is left.
    expect([0, 130]).toContain(code);
    await vi.waitFor(() => expect(below.filter(isRunning)).toEqual([]), { timeout: 25_000 });
    expect(await listening(npm.port)).toBe(false);
    expect(npm.logLines().map((line) => line.message)).toContain('shutdown complete');
  }, 120_000);
});

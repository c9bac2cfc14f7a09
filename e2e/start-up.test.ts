import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, isRunning, startProcess, type ServerProcess } from '@/test/server-process';

type Env = Record<string, string | undefined>;

// How the production build starts: `next start` (and the standalone server, same code) refuses
// an unsafe configuration before answering anything; `npm start` is the explicit single-box mode,
// says so first, and passes signals on to the server it starts.

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
    const problems = server.logLines().filter((line) => line.level === 'error').map((line) => String(line.message));
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
  it('says first that it runs in single-box mode, serves, and stops its server on SIGTERM', async () => {
    const env = baseEnv({});
    const port = await freePort();
    const wrapper = await startProcess(process.execPath, ['scripts/start.mjs', '-H', '127.0.0.1', '-p', String(port)], { env, port, group: false });
    started.push(wrapper);
    await wrapper.waitFor('/api/ready');
    expect(JSON.parse(wrapper.output().split('\n')[0]!)).toMatchObject({ level: 'info', message: expect.stringMatching(/^single-box mode/) });
    expect(wrapper.logLines().some((line) => String(line.message).startsWith('single-box mode: embedded database in'))).toBe(true);
    expect(await (await fetch(`${wrapper.url}/api/health`)).json()).toEqual({ status: 'ok' });
    // Owner-only data directory (#14): the database and the generated secret.
    await fetch(`${wrapper.url}/api/form-token`);
    const dataDir = env.DATA_DIR!;
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(path.join(dataDir, 'secret')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'pglite')).mode & 0o777).toBe(0o700);

    const children = execFileSync('pgrep', ['-P', String(wrapper.pid)], { encoding: 'utf8' }).trim().split('\n').map(Number);
    expect(children).toHaveLength(1);
    wrapper.signal('SIGTERM');
    expect(await wrapper.exited).toEqual({ code: 0, signal: null });
    expect(isRunning(children[0]!)).toBe(false);
    expect(wrapper.logLines().map((line) => line.message)).toContain('shutdown complete');
  }, 120_000);
});

import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, rmdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

// A throwaway PostgreSQL 15 cluster for tests: its own data directory and socket under .tmp/,
// a free loopback port, no fsync, trust auth; `stop()` shuts it down and deletes everything.

const BIN_DIR = process.env.PG_BIN_DIR ?? '/usr/lib/postgresql/15/bin';
const TMP_ROOT = path.join(process.cwd(), '.tmp');
const isRoot = process.getuid?.() === 0;

export type TestPostgres = {
  /** Connection URL of the default `postgres` database. */
  url: string;
  /** Creates an empty database and returns its URL, so test groups never share tables. */
  createDatabase(name: string): Promise<string>;
  /** Shuts the server down, keeping its data: the database is away until `resume()`. */
  pause(): void;
  /** Starts it again on the same port, with the same data. */
  resume(): void;
  stop(): Promise<void>;
};

export async function startPostgres(): Promise<TestPostgres> {
  ensureInstalled();
  mkdirSync(TMP_ROOT, { recursive: true });
  const dir = mkdtempSync(path.join(TMP_ROOT, 'pg-'));
  const dataDir = path.join(dir, 'data');
  // initdb refuses to run as root, so the cluster belongs to the postgres user.
  if (isRoot) chownSync(dir, uid('postgres'), gid('postgres'));
  const port = await freePort();

  run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const start = () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  start();

  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      const safe = name.replace(/[^a-z0-9_]/gi, '_').toLowerCase();
      const { default: pg } = await import('pg');
      const client = new pg.Client(url);
      await client.connect();
      try {
        await client.query(`CREATE DATABASE "${safe}"`);
      } finally {
        await client.end();
      }
      return `postgresql://postgres@127.0.0.1:${port}/${safe}`;
    },
    pause() {
      run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    resume: start,
    async stop() {
      spawnSync(...command('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']), { stdio: 'ignore' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function run(binary: string, args: string[]): void {
  const [file, argv] = command(binary, args);
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${binary} failed (${result.status}): ${result.stderr || result.stdout || result.error}`);
  }
}

function command(binary: string, args: string[]): [string, string[]] {
  const file = path.join(BIN_DIR, binary);
  return isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
}

function uid(user: string): number {
  return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
}

function gid(user: string): number {
  return Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * A fresh CI machine may not have PostgreSQL 15 yet. Several test files start at once,
 * so only one of them installs it (a directory is the lock) while the others wait.
 */
function ensureInstalled(): void {
  if (existsSync(path.join(BIN_DIR, 'initdb'))) return;
  if (!isRoot) throw new Error(`PostgreSQL 15 is not installed (${BIN_DIR}); install postgresql-15.`);
  const lock = path.join(TMP_ROOT, 'postgres-install.lock');
  mkdirSync(TMP_ROOT, { recursive: true });
  try {
    mkdirSync(lock);
  } catch {
    waitFor(() => !existsSync(lock), 600_000);
    if (existsSync(path.join(BIN_DIR, 'initdb'))) return;
    throw new Error('Another test file failed to install postgresql-15; see its output.');
  }
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql-15'], { stdio: 'inherit', env });
  } finally {
    rmdirSync(lock);
  }
}

function waitFor(done: () => boolean, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error('Timed out waiting for the postgresql-15 install.');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
  }
}

import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, rmSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '@/test/server-process';

// Debian's PgBouncer (1.18 on bookworm) in transaction mode in front of a test PostgreSQL, with
// its packaged defaults otherwise: no `ignore_startup_parameters`, no prepared-statement support
// (1.21+), which is what a pooled DATABASE_URL from a hosting provider behaves like at worst.
// Installed with apt-get when missing, as test/postgres.ts installs postgresql-15.

const BINARY = '/usr/sbin/pgbouncer';
const TMP_ROOT = path.join(process.cwd(), '.tmp');
const isRoot = process.getuid?.() === 0;

export type TestPgBouncer = {
  /** The pooled URL of `database` (same name as behind it). */
  url: string;
  /** PgBouncer's own log, to show why a connection was refused. */
  log(): string;
  stop(): Promise<void>;
};

/** `upstream`: a postgresql:// URL of the database to pool (trust auth, user postgres). */
export async function startPgBouncer(upstream: string): Promise<TestPgBouncer> {
  ensureInstalled();
  const target = new URL(upstream);
  const database = target.pathname.slice(1);
  const dir = mkdtempSync(path.join(TMP_ROOT, 'pgbouncer-'));
  const port = await freePort();
  writeFileSync(path.join(dir, 'userlist.txt'), '"postgres" ""\n');
  writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `${database} = host=${target.hostname} port=${target.port} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      'pool_mode = transaction',
      'max_client_conn = 200',
      'default_pool_size = 5',
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root.
  if (isRoot)
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' })));
  chmodSync(dir, 0o755);
  // `-u`: PgBouncer drops to that user itself, so the child here is PgBouncer and gets the signal.
  const args = [...(isRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')];
  const child: ChildProcess = spawn(BINARY, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await waitUntilListening(port, () => output, exited);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/${database}`,
    log: () => output,
    async stop() {
      // SIGTERM: immediate shutdown (SIGINT would wait for every client to leave).
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function waitUntilListening(port: number, output: () => string, exited: Promise<void>): Promise<void> {
  let gone = false;
  void exited.then(() => (gone = true));
  const { connect } = await import('node:net');
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (gone) throw new Error(`pgbouncer exited:\n${output()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not listen on ${port}:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Only one test file installs it (a directory is the lock); `apt-get update` first. */
function ensureInstalled(): void {
  if (existsSync(BINARY)) return;
  if (!isRoot) throw new Error(`PgBouncer is not installed (${BINARY}); install the pgbouncer package.`);
  mkdirSync(TMP_ROOT, { recursive: true });
  const lock = path.join(TMP_ROOT, 'pgbouncer-install.lock');
  try {
    mkdirSync(lock);
  } catch {
    const deadline = Date.now() + 600_000;
    while (existsSync(lock) && Date.now() < deadline) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    if (existsSync(BINARY)) return;
    throw new Error('Another test file failed to install pgbouncer; see its output.');
  }
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'pgbouncer'], { stdio: 'inherit', env });
  } finally {
    rmdirSync(lock);
  }
}

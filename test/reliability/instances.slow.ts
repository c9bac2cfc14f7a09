import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startFakeResend, type FakeResend } from '@/test/fake-resend';
import { startPostgres, type TestPostgres } from '@/test/postgres';
import { ensureBuild } from '@/test/reliability/next-process.mjs';
import { freePort, startProcess, type ServerProcess } from '@/test/server-process';

// Two standalone instances behind nginx (TRUST_PROXY=1) on one PostgreSQL 15. Both forms go
// through nginx with tokens fetched from the instances directly (so a token often reaches the
// other instance); one instance is SIGKILLed mid-burst and restarted. Every 2xx must be a stored
// row, every stored submission notified exactly once, no real submission judged spam, and the
// rate limit shared by both instances.

vi.mock('server-only', () => ({}));

const DIST_DIR = process.env.RELIABILITY_DIST_DIR ?? '.next-reliability';
const SECRET = 'instances-secret-0123456789-abcdefghijklmnop';
const TEAM = 'team@granite.test';

let postgres: TestPostgres;
let databaseUrl: string;
let db: pg.Client;
let fake: FakeResend;
let nginx: ChildProcess | undefined;
let nginxUrl: string;
let work: string;
const instances: ServerProcess[] = [];
const ports: number[] = [];

function instanceEnv(port: number, extra: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOSTNAME: '127.0.0.1',
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    APP_SECRET: SECRET,
    SITE_URL: 'https://www.granite-digital.test',
    RESEND_API_KEY: fake.apiKey,
    RESEND_BASE_URL: fake.baseUrl,
    MAIL_FROM: 'Granite <hello@granite.test>',
    MAIL_TO_TEAM: TEAM,
    TRUST_PROXY: '1',
    ...extra,
  };
}

async function startInstance(index: number): Promise<ServerProcess> {
  const server = await startProcess(process.execPath, ['server.js'], {
    cwd: path.join(DIST_DIR, 'standalone'),
    env: instanceEnv(ports[index]!),
    port: ports[index],
  });
  await server.waitFor('/api/ready');
  instances[index] = server;
  return server;
}

beforeAll(async () => {
  ensureBuild({ distDir: DIST_DIR, env: { SITE_URL: 'https://www.granite-digital.test' } });
  const standalone = path.join(DIST_DIR, 'standalone');
  cpSync(path.join(DIST_DIR, 'static'), path.join(standalone, DIST_DIR, 'static'), { recursive: true });
  postgres = await startPostgres();
  databaseUrl = await postgres.createDatabase('instances');
  const migrated = spawnSync(process.execPath, [path.join(standalone, 'migrate.mjs')], {
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: 'utf8',
  });
  if (migrated.status !== 0) throw new Error(`migrate.mjs failed:\n${migrated.stdout}\n${migrated.stderr}`);
  db = new pg.Client(databaseUrl);
  await db.connect();
  fake = await startFakeResend();
  ports.push(await freePort(), await freePort());
  await Promise.all([startInstance(0), startInstance(1)]);

  // nginx: round robin over both, the client address taken from a test header (so the burst can
  // stand for many visitors and the rate-limit check for one), appended as X-Forwarded-For.
  work = mkdtempSync(path.join(process.cwd(), '.tmp', 'instances-nginx-'));
  mkdirSync(path.join(work, 'logs'));
  const nginxPort = await freePort();
  writeFileSync(
    path.join(work, 'nginx.conf'),
    `daemon off;
worker_processes 1;
user root;
pid ${work}/nginx.pid;
error_log ${work}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/tmp-body;
  proxy_temp_path ${work}/tmp-proxy;
  fastcgi_temp_path ${work}/tmp-fastcgi;
  uwsgi_temp_path ${work}/tmp-uwsgi;
  scgi_temp_path ${work}/tmp-scgi;
  upstream granite { server 127.0.0.1:${ports[0]} max_fails=0; server 127.0.0.1:${ports[1]} max_fails=0; keepalive 16; }
  server {
    listen 127.0.0.1:${nginxPort};
    location / {
      proxy_pass http://granite;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $http_x_test_client;
      # POSTs are never retried on the other instance (nginx's default): no double submissions.
      proxy_next_upstream error timeout;
    }
  }
}
`,
  );
  nginx = spawn('/usr/sbin/nginx', ['-c', path.join(work, 'nginx.conf'), '-p', work], { stdio: 'ignore' });
  nginxUrl = `http://127.0.0.1:${nginxPort}`;
  await vi.waitFor(async () => expect((await fetch(`${nginxUrl}/api/health`)).ok).toBe(true), { timeout: 20_000 });
}, 900_000);

afterAll(async () => {
  nginx?.kill('SIGTERM');
  await Promise.all(instances.map((server) => server?.kill()));
  await db?.end();
  await fake?.close();
  await postgres?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
}, 60_000);

type Outcome = { kind: 'contact' | 'download'; email: string; status?: number; error?: string };

async function tokenFrom(index: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${ports[index]}/api/form-token`);
  return ((await response.json()) as { token: string }).token;
}

function post(kind: Outcome['kind'], email: string, formToken: string, client: string): Promise<Response> {
  const body =
    kind === 'contact'
      ? { firstName: 'Multi', lastName: 'Instance', email, message: 'Sent through nginx to two instances.' }
      : { firstName: 'Multi', lastName: 'Instance', email, company: 'Two Boxes Ltd', agreeMarketing: false, agreePrivacy: true };
  return fetch(`${nginxUrl}${kind === 'contact' ? '/api/contact' : '/submit'}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: nginxUrl, 'sec-fetch-site': 'same-origin', 'x-test-client': client },
    body: JSON.stringify({ ...body, formToken }),
  });
}

describe('two standalone instances behind nginx on one PostgreSQL', () => {
  it('keeps every acknowledged submission and mails each stored one exactly once, through a SIGKILL and restart', async () => {
    const total = 160;
    // Tokens from both instances, old enough for the 2 s time trap by the time they are used.
    const tokens = await Promise.all(Array.from({ length: total }, (_, i) => tokenFrom(i % 2)));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    fake.script(...Array<'hang'>(6).fill('hang'));

    const outcomes: Outcome[] = [];
    let next = 0;
    let killed = false;
    const worker = async () => {
      while (next < total) {
        const i = next++;
        const kind = i % 2 ? 'download' : 'contact';
        const email = `multi-${i}@example.com`;
        try {
          const response = await post(kind, email, tokens[i]!, `10.20.${Math.floor(i / 200)}.${i % 200}`);
          await response.arrayBuffer();
          outcomes.push({ kind, email, status: response.status });
        } catch (error) {
          outcomes.push({ kind, email, error: String(error) });
        }
        if (!killed && outcomes.filter((o) => o.status === 200).length >= 30) {
          killed = true;
          await instances[0]!.kill();
        }
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(killed).toBe(true);
    await startInstance(0);

    const acknowledged = outcomes.filter((o) => o.status === 200);
    // The killed instance's requests in flight fail (502 from nginx); nothing else does.
    expect(outcomes.filter((o) => o.status !== 200 && o.status !== 502 && o.error === undefined)).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(total / 2);

    const expectedMails = (kind: Outcome['kind']) => (kind === 'contact' ? 1 : 2);
    const delivered = (email: string) => fake.deliveries.filter((mail) => mail.replyTo === email || mail.to.includes(email));
    // Rows the killed instance had claimed come back after their 60 s lease.
    await vi.waitFor(
      async () => {
        const pending = await db.query("SELECT count(*)::int AS n FROM mail_outbox WHERE status <> 'sent'");
        expect(pending.rows[0].n).toBe(0);
      },
      { timeout: 150_000, interval: 2_000 },
    );
    const stored = [
      ...(await db.query('SELECT email FROM contact_submissions')).rows.map((row) => ({ kind: 'contact' as const, email: row.email as string })),
      ...(await db.query('SELECT email FROM download_submissions')).rows.map((row) => ({ kind: 'download' as const, email: row.email as string })),
    ];
    for (const o of acknowledged)
      expect(
        stored.filter((row) => row.email === o.email),
        o.email,
      ).toHaveLength(1);
    expect(new Set(stored.map((row) => row.email)).size).toBe(stored.length);
    for (const row of stored) expect(delivered(row.email), row.email).toHaveLength(expectedMails(row.kind));
    // No real submission was taken for spam on either instance (a token from the other one is fine).
    const spam = instances.flatMap((server) => server.logLines()).filter((line) => line.message === 'spam submission dropped');
    expect(spam).toEqual([]);
    console.info(`[instances] ${outcomes.length} sent, ${acknowledged.length} acknowledged, ${stored.length} stored, all notified once`);
  }, 420_000);

  it('shares the rate limit between the instances', async () => {
    const token = await tokenFrom(1);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const statuses: number[] = [];
    // One visitor, alternately served by both instances: 5 a minute in all, not 5 each.
    for (let i = 0; i < 8; i += 1) {
      const response = await post('contact', `limited-${i}@example.com`, token, '198.51.100.23');
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  }, 60_000);
});

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signFormToken } from '@/lib/spam/form-token';
import { startFakeResend, type FakeResend } from '@/test/fake-resend';
import { startPgBouncer, type TestPgBouncer } from '@/test/pgbouncer';
import { startPostgres, type TestPostgres } from '@/test/postgres';
import { freePort, startProcess, type ServerProcess } from '@/test/server-process';
import { copyStandalone, NOBODY, runAsNobody, type StandaloneCopy } from '@/test/standalone-copy';
import { E2E_SITE_URL } from './global-setup';

// A pooled DATABASE_URL, as serverless hosts pair with PostgreSQL (Supabase, Neon, RDS Proxy):
// Debian's PgBouncer 1.18 in transaction mode with no special settings in front of PostgreSQL 15,
// and the standalone output (read-only, as nobody) on it. DIRECT_URL reaches PostgreSQL itself,
// for the release step's session lock. Everything the server does goes through the pooler:
// readiness, a contact post and its mail, a team member added with team-user.mjs, a sign-in,
// a publish served to visitors.

const distDir = process.env.E2E_DIST_DIR ?? '.next-e2e';
const SECRET = 'pgbouncer-secret-0123456789-abcdefghijklmnop';
const TEAM = 'team@granite.test';
const PASSWORD = 'pooled connections hold no session';
const HEADLINE = 'Published through the pooler';
const CRON_SECRET = 'pgbouncer-operator-0123456789';

let copy: StandaloneCopy;
let postgres: TestPostgres;
let directUrl: string;
let bouncer: TestPgBouncer;
let fake: FakeResend;
let server: ServerProcess;
let db: pg.Client;

function serverEnv(extra: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    PATH: process.env.PATH,
    HOME: copy.tmp,
    TMPDIR: copy.tmp,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    HOSTNAME: '127.0.0.1',
    DATABASE_URL: bouncer.url,
    DIRECT_URL: directUrl,
    APP_SECRET: SECRET,
    SITE_URL: E2E_SITE_URL,
    RESEND_API_KEY: fake.apiKey,
    RESEND_BASE_URL: fake.baseUrl,
    MAIL_FROM: 'Granite <hello@granite.test>',
    MAIL_TO_TEAM: TEAM,
    CRON_SECRET,
    ...extra,
  };
}

const asNobody = (args: string[], env: Record<string, string | undefined>, input?: string) =>
  runAsNobody(process.execPath, args, { cwd: copy.app, env, input });

const startServer = async (env: Record<string, string | undefined>) => {
  const port = await freePort();
  return startProcess('setpriv', [...NOBODY, process.execPath, 'server.js'], { cwd: copy.app, env: { ...env, PORT: String(port) }, port });
};

beforeAll(async () => {
  copy = copyStandalone(distDir);
  postgres = await startPostgres();
  directUrl = await postgres.createDatabase('pooled');
  bouncer = await startPgBouncer(directUrl);
  db = new pg.Client(directUrl);
  await db.connect();
  fake = await startFakeResend();
  // The release step on the direct URL (its advisory lock needs one session throughout).
  const migrated = await asNobody(['migrate.mjs'], serverEnv());
  expect(migrated.status, migrated.stderr).toBe(0);
  expect(migrated.stdout).toMatch(/applied \d+ migration/);
  server = await startServer(serverEnv());
}, 240_000);

afterAll(async () => {
  await server?.kill();
  await db?.end();
  await fake?.close();
  await bouncer?.stop();
  await postgres?.stop();
  copy?.remove();
}, 60_000);

describe('the standalone server behind PgBouncer in transaction mode', () => {
  it('is ready through the pooler, with the role carrying the time zone and the statement timeout', async () => {
    const ready = await server.waitFor('/api/ready');
    expect(await ready.json()).toEqual({ status: 'ready' });
    // What the pool no longer sends as start-up parameters, every new server connection has.
    const pooled = new pg.Client(bouncer.url);
    await pooled.connect();
    try {
      expect((await pooled.query('SHOW statement_timeout')).rows).toEqual([{ statement_timeout: '10s' }]);
      expect((await pooled.query('SHOW "TimeZone"')).rows).toEqual([{ TimeZone: 'UTC' }]);
    } finally {
      await pooled.end();
    }
  }, 90_000);

  it('stores a contact post and mails the team', async () => {
    const response = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({
        firstName: 'Pooled',
        lastName: 'Visitor',
        email: 'pooled-contact@example.com',
        message: 'Sent through PgBouncer.',
        formToken: signFormToken(Date.now() - 10_000, SECRET),
      }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ emailSent: true });
    expect((await db.query('SELECT email FROM contact_submissions')).rows).toEqual([{ email: 'pooled-contact@example.com' }]);
    await vi.waitFor(() => expect(fake.deliveries.filter((mail) => mail.to.includes(TEAM))).toHaveLength(1), { timeout: 20_000 });
    await vi.waitFor(async () => expect((await db.query('SELECT status FROM mail_outbox')).rows).toEqual([{ status: 'sent' }]), { timeout: 10_000 });
  }, 60_000);

  it('adds a member with team-user.mjs from the read-only copy, signs them in and lets them publish a text', async () => {
    const added = await asNobody(['team-user.mjs', 'add', 'pooled'], serverEnv(), `${PASSWORD}\n`);
    expect(added.status, added.stderr).toBe(0);
    expect(added.stdout).toContain('Added team member "pooled"');

    const headers = { origin: server.url, 'sec-fetch-site': 'same-origin' };
    const signIn = await fetch(`${server.url}/api/team/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: 'pooled', password: PASSWORD, locale: 'en' }).toString(),
    });
    expect(signIn.status).toBe(303);
    const cookie = signIn.headers.get('set-cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^granite_team=.+/);
    const inbox = await fetch(`${server.url}/en/team/leads`, { headers: { cookie }, redirect: 'manual' });
    expect(inbox.status).toBe(200);
    expect(await inbox.text()).toContain('pooled');

    const json = { ...headers, cookie, 'content-type': 'application/json' };
    const draft = await fetch(`${server.url}/api/team/copy/drafts`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ locale: 'en', key: 'HomePage.hero.title', text: HEADLINE }),
    });
    expect(draft.status).toBe(200);
    const published = await fetch(`${server.url}/api/team/copy/publish`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ locale: 'en', keys: ['HomePage.hero.title'] }),
    });
    expect(published.status).toBe(200);
    expect(await published.json()).toMatchObject({ published: ['HomePage.hero.title'] });
    // A visitor gets the regenerated page (the expiry goes through the pooler too).
    await vi.waitFor(async () => expect(await (await fetch(`${server.url}/en`)).text()).toContain(HEADLINE), { timeout: 20_000, interval: 500 });
  }, 90_000);

  it('logged no error, and no proxy warning for these plain local requests', () => {
    expect(server.logLines().filter((line) => line.level === 'error')).toEqual([]);
    // Next.js adds X-Forwarded-For (the socket's own address) itself: no proxy of ours.
    expect(server.logLines().filter((line) => String(line.message).includes('TRUST_PROXY'))).toEqual([]);
  });

  it('as a function host (AWS_LAMBDA_FUNCTION_NAME set) runs no outbox timer, and after() still mails the team', async () => {
    const lambda = await startServer(serverEnv({ AWS_LAMBDA_FUNCTION_NAME: 'granite-site' }));
    try {
      await lambda.waitFor('/api/ready');
      const messages = lambda.logLines().map((line) => String(line.message));
      expect(messages).toContain('outbox worker off: mail is sent after each answer and by the cron route /api/cron/outbox');
      expect(messages).toContain('serverless host: database opened on first use');
      const response = await fetch(`${lambda.url}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: lambda.url, 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({
          firstName: 'Function',
          lastName: 'Host',
          email: 'pooled-lambda@example.com',
          message: 'No timers where functions freeze.',
          formToken: signFormToken(Date.now() - 10_000, SECRET),
        }),
      });
      expect(await response.json()).toEqual({ emailSent: true });
      await vi.waitFor(() => expect(fake.deliveries.filter((mail) => mail.to.includes(TEAM))).toHaveLength(2), { timeout: 20_000 });
    } finally {
      await lambda.kill();
    }
  }, 60_000);

  it("keeps the pooler's own words from anyone, and gives them to an operator with the CRON_SECRET bearer", async () => {
    const wrong = new URL(bouncer.url);
    wrong.pathname = '/no_such_pool';
    const refused = await startServer(serverEnv({ DATABASE_URL: wrong.href }));
    try {
      const notReady = await refused.waitFor('/api/ready', (response) => response.status === 503);
      expect(await notReady.json()).toEqual({ status: 'unavailable', reason: 'database unreachable' });
      const operator = await fetch(`${refused.url}/api/ready`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
      expect(operator.status).toBe(503);
      expect(await operator.json()).toEqual({
        status: 'unavailable',
        reason: expect.stringMatching(/^database unreachable: .*no such database: no_such_pool/),
        rateLimits: { store: 'postgres' },
      });
    } finally {
      await refused.kill();
    }
  }, 60_000);

  it('shares the per-address limit between two instances as a direct connection would: 5 of 12 posts from one address', async () => {
    // Two more instances on the same pooled URL, behind "our" proxy (TRUST_PROXY=1), so one
    // visitor address is counted on both; posts alternate between them.
    const env = serverEnv({ TRUST_PROXY: '1', RATE_LIMIT_PER_MINUTE: '5', RATE_LIMIT_PER_HOUR: '100' });
    const [a, b] = await Promise.all([startServer(env), startServer(env)]);
    try {
      await Promise.all([a.waitFor('/api/ready'), b.waitFor('/api/ready')]);
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const instance = i % 2 === 0 ? a : b;
        const response = await fetch(`${instance.url}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: instance.url, 'sec-fetch-site': 'same-origin', 'x-forwarded-for': '198.51.100.77' },
          body: JSON.stringify({
            firstName: 'Burst',
            lastName: `Visitor ${i}`,
            email: `pooled-burst-${i}@example.com`,
            message: `Post number ${i} of a burst.`,
            formToken: signFormToken(Date.now() - 10_000, SECRET),
          }),
        });
        statuses.push(response.status);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      expect((await db.query("SELECT count(*)::int AS n FROM contact_submissions WHERE email LIKE 'pooled-burst-%'")).rows).toEqual([{ n: 5 }]);
      expect((await db.query("SELECT key, points FROM rate_limits WHERE key LIKE 'contact:%:198.51.100.77' ORDER BY key")).rows).toEqual([
        { key: 'contact:hour:198.51.100.77', points: 5 },
        { key: 'contact:minute:198.51.100.77', points: 5 },
      ]);
      // Counted in PostgreSQL all along: no fallback line, nothing PgBouncer refused.
      for (const instance of [a, b]) {
        expect(instance.logLines().filter((line) => String(line.message).startsWith('rate limits:'))).toEqual([]);
        const operator = await fetch(`${instance.url}/api/ready`, { headers: { authorization: `Bearer ${CRON_SECRET}` } });
        expect(await operator.json()).toEqual({ status: 'ready', rateLimits: { store: 'postgres' } });
      }
      expect(bouncer.log()).not.toContain('unsupported startup parameter');
    } finally {
      await Promise.all([a.kill(), b.kill()]);
    }
  }, 120_000);
});

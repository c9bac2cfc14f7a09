import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as contactPost } from '@/app/api/contact/route';
import { POST as downloadPost } from '@/app/submit/route';
import { useDatabaseForTests } from '@/lib/db/client';
import type { Database } from '@/lib/db/connection';
import { resetEnvForTests } from '@/lib/env';
import { mailTransport } from '@/lib/mail/transport';
import { drainOutbox } from '@/lib/outbox/worker';
import { resetRateLimitsForTests } from '@/lib/rate-limit/limiter';
import { engines, useTestDatabases } from '@/test/databases';
import { formToken, postJson, TEST_SITE_URL, TEST_TEAM_ADDRESS, useFormEnvironment } from '@/test/form-env';

// Failures around the forms: the mail provider erroring, throttling or hanging, and the database
// going away. A submission the visitor was told about is stored and notified exactly once; one
// that could not be stored is answered 503 and never acknowledged.

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const env = useFormEnvironment();

const contact = (i: number) =>
  postJson(`${TEST_SITE_URL}/api/contact`, {
    firstName: `Burst${i}`,
    lastName: 'Contact',
    email: `contact-${i}@example.com`,
    message: `Fault test message number ${i}.`,
    formToken: formToken(),
  });
const download = (i: number) =>
  postJson(`${TEST_SITE_URL}/submit`, {
    firstName: `Burst${i}`,
    lastName: 'Download',
    email: `download-${i}@example.com`,
    company: 'Fault BV',
    agreeMarketing: false,
    agreePrivacy: true,
    formToken: formToken(),
  });

describe.each(engines)('mail provider faults on %s', (engine) => {
  let db: Database;
  beforeAll(async () => {
    db = await dbs.open(engine);
  });
  beforeEach(() => {
    useDatabaseForTests(db);
  });

  it('notifies every stored submission exactly once after errors, 429s and hangs', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const deliveredBefore = env.fake.deliveries.length;
    // The first tries meet every kind of failure; later tries all succeed.
    env.fake.script(
      { status: 500 },
      { status: 429, headers: { 'retry-after': '90' }, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'slow down' } },
      'hang',
      'send-then-hang',
      { status: 503 },
      { status: 502 },
      'hang',
      { status: 500 },
      'send-then-hang',
      { status: 429, body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'no header' } },
    );
    const responses = await Promise.all(
      [...[0, 1, 2, 3, 4, 5].map(contact), ...[0, 1, 2, 3, 4, 5].map(download)].map((request, i) => (i < 6 ? contactPost(request) : downloadPost(request))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));

    const contacts = await db.prisma.contactSubmission.findMany({ where: { firstName: { startsWith: 'Burst' } } });
    const downloads = await db.prisma.downloadSubmission.findMany({ where: { firstName: { startsWith: 'Burst' } } });
    expect(contacts).toHaveLength(6);
    expect(downloads).toHaveLength(6);
    expect(await db.prisma.mailOutbox.count({ where: { status: 'pending' } })).toBeGreaterThanOrEqual(8);

    // Recovery: the worker runs as time passes, past every back-off and Retry-After.
    let now = Date.now();
    for (let round = 0; round < 6 && (await db.prisma.mailOutbox.count({ where: { status: 'pending' } })) > 0; round += 1) {
      now += 30 * 60_000;
      await drainOutbox(db.prisma, { transport: mailTransport(), now: () => new Date(now), timeoutMs: 1_000 });
    }
    const outbox = await db.prisma.mailOutbox.findMany();
    expect(outbox).toHaveLength(6 + 12);
    expect(outbox.filter((row) => row.status !== 'sent')).toEqual([]);
    for (const row of outbox) {
      expect(
        env.fake.deliveries.filter((mail) => mail.idempotencyKey === row.idempotencyKey),
        row.kind,
      ).toHaveLength(1);
    }
    // The team heard of each submission once; each visitor got their link once.
    const delivered = env.fake.deliveries.slice(deliveredBefore);
    for (const saved of contacts) {
      expect(delivered.filter((mail) => mail.text.includes(`Reference: contact #${saved.id}`))).toHaveLength(1);
    }
    for (const saved of downloads) {
      expect(delivered.filter((mail) => mail.text.includes(`Reference: download #${saved.id}`) && mail.to[0] === TEST_TEAM_ADDRESS)).toHaveLength(1);
      expect(delivered.filter((mail) => mail.to[0] === saved.email)).toHaveLength(1);
    }
    errors.mockRestore();
  }, 30_000);
});

describe('database faults', () => {
  const expectUnavailable = async () => {
    const requestsBefore = env.fake.requests.length;
    for (const response of [await contactPost(contact(90)), await downloadPost(download(90))]) {
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('60');
      expect(await response.json()).toEqual({ error: expect.stringContaining('cannot accept forms right now') });
    }
    expect(env.fake.requests.length).toBe(requestsBefore);
  };

  it('answers 503 while the embedded database is held by another process, and works again once it is free', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    useDatabaseForTests(undefined);
    const lock = path.join(env.dataDir, 'pglite.lock');
    writeFileSync(lock, String(process.ppid));
    await expectUnavailable();
    rmSync(lock);
    const response = await contactPost(contact(91));
    expect(response.status).toBe(200);
    useDatabaseForTests(undefined);
    errors.mockRestore();
  }, 60_000);

  it('answers 503 when PostgreSQL is dropped under the running server', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const db = await dbs.open('postgres');
    useDatabaseForTests(db);
    const target = new URL(db.target.kind === 'postgres' ? db.target.url : '');
    const admin = new pg.Client(new URL('/postgres', target).href);
    await admin.connect();
    await admin.query(`DROP DATABASE "${target.pathname.slice(1)}" WITH (FORCE)`);
    await admin.end();
    await expectUnavailable();
    errors.mockRestore();
  });

  it('answers 503 when PostgreSQL is unreachable and the rate limit counts there', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    useDatabaseForTests(undefined);
    vi.stubEnv('DATABASE_URL', 'postgresql://granite@127.0.0.1:9/granite');
    vi.stubEnv('RATE_LIMIT_DISABLED', '0');
    resetEnvForTests();
    await resetRateLimitsForTests();
    try {
      await expectUnavailable();
    } finally {
      vi.stubEnv('DATABASE_URL', '');
      vi.stubEnv('RATE_LIMIT_DISABLED', '1');
      resetEnvForTests();
      await resetRateLimitsForTests();
      errors.mockRestore();
    }
  });
});

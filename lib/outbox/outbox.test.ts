import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/lib/db/client';
import { resetEnvForTests } from '@/lib/env';
import type { PrismaClient } from '@/lib/generated/prisma/client';
import { createResendTransport } from '@/lib/mail/resend-transport';
import { deliver } from '@/lib/outbox/deliver';
import { createOutboxRows, type MailDraft } from '@/lib/outbox/store';
import { startJobWorker } from '@/lib/jobs';
import { drainOutbox } from '@/lib/outbox/worker';
import { engines, useTestDatabases } from '@/test/databases';
import { startFakeResend, type FakeResend } from '@/test/fake-resend';

vi.mock('server-only', () => ({}));

const dbs = useTestDatabases();
const t0 = new Date('2026-03-01T10:00:00.000Z');
const later = (ms: number) => () => new Date(t0.getTime() + ms);
const SECOND = 1000;

let fake: FakeResend;
beforeAll(async () => {
  fake = await startFakeResend();
});
afterAll(() => fake.close());

const transport = () => createResendTransport({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, from: 'Granite <hi@granite.test>' });
const draft = (n = 1): MailDraft => ({
  kind: 'contact-notification',
  message: { to: `team${n}@granite.test`, subject: `Subject ${n}`, text: 'Hello', html: '<p>Hello</p>' },
});

/** A row as a form request leaves it after its immediate try: first attempt made at t0. */
async function firstTry(prisma: PrismaClient, options: { timeoutMs?: number } = {}) {
  const [row] = await createOutboxRows(prisma, [draft()], t0);
  const outcome = await deliver(prisma, row!, { transport: transport(), timeoutMs: options.timeoutMs ?? 2_000, now: () => t0 });
  return { row: row!, outcome };
}

const sentWithKey = (key: string) => fake.deliveries.filter((mail) => mail.idempotencyKey === key);
const triedWithKey = (key: string) => fake.requests.filter((mail) => mail.idempotencyKey === key);

describe.each(engines)('mail outbox on %s', (engine) => {
  let prisma: PrismaClient;
  beforeAll(async () => {
    prisma = (await dbs.open(engine)).prisma;
  });
  beforeEach(async () => {
    await prisma.mailOutbox.deleteMany();
  });

  it('retries after a provider error and sends the message exactly once', async () => {
    fake.script({ status: 500 });
    const { row, outcome } = await firstTry(prisma);
    expect(outcome).toBe('retry');
    expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'pending',
      attempts: 1,
      lockedUntil: null,
      nextAttemptAt: new Date(t0.getTime() + 30 * SECOND),
      lastError: expect.stringContaining('500'),
    });

    expect(await drainOutbox(prisma, { transport: transport(), now: later(10 * SECOND) })).toEqual([]);
    expect(await drainOutbox(prisma, { transport: transport(), now: later(31 * SECOND) })).toEqual(['sent']);
    expect(await drainOutbox(prisma, { transport: transport(), now: later(3_600 * SECOND) })).toEqual([]);

    const [delivery, ...more] = sentWithKey(row.idempotencyKey);
    expect(more).toEqual([]);
    expect(delivery).toMatchObject({ to: ['team1@granite.test'], subject: 'Subject 1', from: 'Granite <hi@granite.test>' });
    expect(triedWithKey(row.idempotencyKey)).toHaveLength(2);
    expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'sent',
      attempts: 2,
      sentAt: later(31 * SECOND)(),
      providerMessageId: delivery!.id,
      lastError: null,
    });
  });

  it('waits as long as a 429 Retry-After asks, even past its own back-off', async () => {
    fake.script({
      status: 429,
      headers: { 'retry-after': '120' },
      body: { statusCode: 429, name: 'rate_limit_exceeded', message: 'Too many requests' },
    });
    const { row, outcome } = await firstTry(prisma);
    expect(outcome).toBe('retry');
    expect((await prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).nextAttemptAt).toEqual(new Date(t0.getTime() + 120 * SECOND));
    expect(await drainOutbox(prisma, { transport: transport(), now: later(60 * SECOND) })).toEqual([]);
    expect(await drainOutbox(prisma, { transport: transport(), now: later(121 * SECOND) })).toEqual(['sent']);
    expect(sentWithKey(row.idempotencyKey)).toHaveLength(1);
  });

  it('never sends twice when the provider sent the message but its answer was lost', async () => {
    fake.script('send-then-hang');
    const started = Date.now();
    const { row, outcome } = await firstTry(prisma, { timeoutMs: 300 });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(outcome).toBe('retry');

    expect(await drainOutbox(prisma, { transport: transport(), now: later(31 * SECOND) })).toEqual(['sent']);
    expect(triedWithKey(row.idempotencyKey)).toHaveLength(2);
    expect(sentWithKey(row.idempotencyKey)).toHaveLength(1);
  });

  it('gives up at once when the provider rejects the message for good', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    fake.script({ status: 422, body: { statusCode: 422, name: 'validation_error', message: 'Invalid `to` field' } });
    const { row, outcome } = await firstTry(prisma);
    expect(outcome).toBe('failed');
    expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({
      status: 'failed',
      lastError: expect.stringContaining('Invalid `to` field'),
    });
    expect(await drainOutbox(prisma, { transport: transport(), now: later(86_400 * SECOND) })).toEqual([]);
    expect(triedWithKey(row.idempotencyKey)).toHaveLength(1);
    expect(errors).toHaveBeenCalledWith(
      expect.stringContaining(`"message":"gave up sending a mail","kind":"contact-notification","id":"${row.id}","attempts":1`),
    );
    errors.mockRestore();
  });

  it('gives up after the last allowed attempt', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const policy = { baseDelayMs: SECOND, maxDelayMs: SECOND, maxAttempts: 3 };
    fake.script({ status: 503 }, { status: 503 }, { status: 503 });
    const { row } = await firstTry(prisma);
    expect(await drainOutbox(prisma, { transport: transport(), now: later(60 * SECOND), policy })).toEqual(['retry']);
    expect(await drainOutbox(prisma, { transport: transport(), now: later(120 * SECOND), policy })).toEqual(['failed']);
    expect(await drainOutbox(prisma, { transport: transport(), now: later(999 * SECOND), policy })).toEqual([]);
    expect(await prisma.mailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'failed', attempts: 3 });
    expect(sentWithKey(row.idempotencyKey)).toEqual([]);
    expect(errors).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('hands each due row to exactly one of several concurrent senders and skips claimed rows', async () => {
    const rows = await createOutboxRows(prisma, [1, 2, 3, 4, 5, 6].map(draft), t0);
    // Five rows whose first try failed; the sixth is still held by the request that wrote it.
    await prisma.mailOutbox.updateMany({ where: { id: { in: rows.slice(0, 5).map((r) => r.id) } }, data: { lockedUntil: null } });
    await prisma.mailOutbox.update({ where: { id: rows[5]!.id }, data: { lockedUntil: new Date(t0.getTime() + 3_600 * SECOND) } });

    const drains = await Promise.all([1, 2, 3].map(() => drainOutbox(prisma, { transport: transport(), now: later(SECOND), batchSize: 2 })));
    expect(drains.flat()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    for (const row of rows.slice(0, 5)) expect(triedWithKey(row.idempotencyKey)).toHaveLength(1);
    expect(triedWithKey(rows[5]!.idempotencyKey)).toEqual([]);
  });
});

describe('outbox worker loop', () => {
  it('sends queued mail in the background, through the configured transport, until stopped', async () => {
    vi.stubEnv('RESEND_API_KEY', fake.apiKey);
    vi.stubEnv('RESEND_BASE_URL', fake.baseUrl);
    vi.stubEnv('MAIL_FROM', 'Granite <hi@granite.test>');
    vi.stubEnv('MAIL_TO_TEAM', 'team@granite.test');
    resetEnvForTests();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const db = await dbs.open('pglite');
    useDatabaseForTests(db);
    const [row] = await createOutboxRows(db.prisma, [draft(9)], new Date(Date.now() - 120 * SECOND));
    await db.prisma.mailOutbox.update({ where: { id: row!.id }, data: { lockedUntil: null } });

    const stop = startJobWorker({ intervalMs: 20 });
    try {
      await vi.waitFor(async () => expect((await db.prisma.mailOutbox.findUniqueOrThrow({ where: { id: row!.id } })).status).toBe('sent'), {
        timeout: 5_000,
        interval: 50,
      });
    } finally {
      await stop();
      useDatabaseForTests(undefined);
      vi.unstubAllEnvs();
      resetEnvForTests();
    }
    expect(sentWithKey(row!.idempotencyKey)).toHaveLength(1);
    expect(info).toHaveBeenCalledWith(expect.stringContaining('"message":"outbox worker sent queued messages","sent":1'));
    info.mockRestore();
  });
});
